import {
  fillPath,
  limits,
  okCode,
  requestHeaders,
  responseHeaders,
  servicePrefixes,
  type CallBody,
  type CallData,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type ResponseCode,
} from '@lantau/contract';
import { ApiError, type ClientErrorCode } from './api-error';
import { isLazyCall, type LazyCall } from './lazy-call';
import { toQueryString } from './query-string';
import { readResponseTokens } from './response-tokens';
import type { RequestSigner } from './request-signer';
import type { SessionTokens } from '../session';

/** Why the client considers the session over; the app shows the dialog and returns to login. */
export type SessionEndEvent =
  | { reason: 'httpError'; status: number; code: ResponseCode | undefined; message: string; apiCode: string }
  | { reason: 'sessionTimeout'; message: string; apiCode: string };

/** How one call ended, for the error reporter: failures and slow calls are worth telling the platform. */
export interface CallOutcome {
  service: CallDefinition['service'];
  method: string;
  /** Path without the query string: queries can carry personal data (a user ID, a phone number). */
  path: string;
  apiCode: string;
  durationMs: number;
  /** HTTP status, when an answer arrived. */
  status?: number;
  /** 'OK', an E-code, or the client code of a failure on the way. */
  code: string;
  message: string;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Headers that describe the caller (broker, language, session, device), read afresh for each request. */
  headers: () => Record<string, string | undefined>;
  signer?: () => RequestSigner | undefined;
  newApiCode?: () => string;
  onTokens?: (tokens: SessionTokens) => void;
  onSessionEnd?: (event: SessionEndEvent) => void;
  /** Told about every call once it has ended, successful or not. */
  onSettled?: (outcome: CallOutcome) => void;
  now?: () => number;
}

export interface RequestOptions<C extends CallDefinition> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C> | FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** Sends the call; a lazily declared one is sent at once, its definition loaded beside it to check the answer. */
  request<C extends CallDefinition>(call: C | LazyCall<C>, options?: RequestOptions<C>): Promise<CallData<C>>;
}

interface Envelope {
  code: string;
  message: string;
  data: unknown;
}

// Loose on purpose: an unknown E-code from a newer server must still reach the caller as an error. Checked by
// hand: zod is not in the login page's first download (lazy-call.ts).
function parseEnvelope(text: string): Envelope | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) return undefined;
  const { code, message, data } = parsed as { code: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'string') return undefined;
  return { code, message: typeof message === 'string' ? message : '', data };
}

/** A request body exactly as it goes on the wire, with its content type. */
interface SentBody {
  content: string | Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * A form as the exact multipart bytes to send, boundary included. The signature covers the SHA-256 of the body
 * sent, so the client builds those bytes itself (the platform's own encoder, through Response) and sends them
 * unchanged, rather than letting fetch encode the form after it was signed.
 */
export async function serializeForm(form: FormData): Promise<SentBody> {
  const encoded = new Response(form);
  return {
    content: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

const clientMessages: Record<ClientErrorCode, string> = {
  NETWORK: 'Network error',
  TIMEOUT: 'Request timed out',
  CANCELLED: 'Request cancelled',
  HTTP: 'Request failed',
  INVALID_RESPONSE: 'The server answered something that is not an API envelope',
  INVALID_DATA: 'The server answered data that does not match the contract',
};

/** A GET answered E0001: it never settles, so the page waits quietly while the app returns to login. */
class Hang {
  constructor(
    readonly apiCode: string,
    readonly message: string,
    readonly status: number,
  ) {}
}

const clientError = (code: ClientErrorCode, apiCode: string, status?: number) =>
  new ApiError(code, clientMessages[code], apiCode, null, status);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? limits.apiTimeoutMs;
  const newApiCode = options.newApiCode ?? (() => crypto.randomUUID());
  // Aborts of GETs still in flight, by URL: a newer identical GET makes the older answer useless.
  const inflightGets = new Map<string, (reason: ClientErrorCode) => void>();

  async function buildHeaders(method: string, url: string, body: SentBody | undefined, apiCode: string) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers())) if (value) headers[name] = value;
    headers[requestHeaders.apiCode] = apiCode;
    if (body !== undefined) headers['content-type'] = body.contentType;
    const signer = options.signer?.();
    const authorization = signer ? await signer({ method, url, headers, body: body?.content }) : undefined;
    if (authorization) headers[requestHeaders.authorization] = authorization;
    return headers;
  }

  type Sent = { response: Response; text: string } | { failure: ClientErrorCode };

  async function send(method: string, url: string, init: RequestInit, signal?: AbortSignal): Promise<Sent> {
    const controller = new AbortController();
    let abortedBy: ClientErrorCode | undefined;
    const abort = (reason: ClientErrorCode) => {
      abortedBy ??= reason;
      controller.abort();
    };
    if (method === 'GET') {
      inflightGets.get(url)?.('CANCELLED');
      inflightGets.set(url, abort);
    }
    const onCallerAbort = () => abort('CANCELLED');
    if (signal?.aborted) abort('CANCELLED');
    signal?.addEventListener('abort', onCallerAbort);
    const timer = setTimeout(() => abort('TIMEOUT'), timeoutMs);
    try {
      if (abortedBy) throw new Error(abortedBy);
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      // The body counts against the time-out too: a server that stalls mid-answer is just as unusable.
      const text = await response.text();
      if (abortedBy) throw new Error(abortedBy);
      return { response, text };
    } catch {
      const failure: ClientErrorCode = abortedBy ?? 'NETWORK';
      return { failure };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
      if (inflightGets.get(url) === abort) inflightGets.delete(url);
    }
  }

  const now = options.now ?? Date.now;

  async function request<C extends CallDefinition>(call: C | LazyCall<C>, request: RequestOptions<C> = {}) {
    const params = request.params as Record<string, string> | undefined;
    const path = servicePrefixes[call.service] + fillPath(call.path, params);
    const apiCode = newApiCode();
    const startedAt = now();
    const report = (code: string, message: string, answeredApiCode: string, status?: number) =>
      options.onSettled?.({
        service: call.service,
        method: call.method,
        path,
        apiCode: answeredApiCode,
        durationMs: Math.max(0, now() - startedAt),
        status,
        code,
        message,
      });
    try {
      const data = await perform(call, request, path, apiCode);
      report(okCode, '', data.apiCode, data.status);
      return data.value;
    } catch (error) {
      if (error instanceof Hang) {
        report('E0001', error.message, error.apiCode, error.status);
        return new Promise<never>(() => undefined);
      }
      if (error instanceof ApiError) report(error.code, error.message, error.apiCode, error.status);
      throw error;
    }
  }

  async function perform<C extends CallDefinition>(
    call: C | LazyCall<C>,
    request: RequestOptions<C>,
    path: string,
    apiCode: string,
  ): Promise<{ value: CallData<C>; apiCode: string; status: number }> {
    const definition = isLazyCall(call) ? call.load() : Promise.resolve(call);
    // Failures are read once the answer is in; until then a rejection is nobody's (no unhandled rejection).
    definition.catch(() => undefined);
    const url = path + toQueryString(request.query);
    const sentBody =
      request.body === undefined
        ? undefined
        : request.body instanceof FormData
          ? await serializeForm(request.body)
          : { content: JSON.stringify(request.body), contentType: 'application/json' };
    const headers = { ...(await buildHeaders(call.method, url, sentBody, apiCode)), ...request.headers };
    const body = sentBody?.content;

    const sent = await send(call.method, url, { method: call.method, headers, body }, request.signal);
    if ('failure' in sent) throw clientError(sent.failure, apiCode);
    const { response, text } = sent;

    const tokens = readResponseTokens(response.headers);
    if (tokens) options.onTokens?.(tokens);
    const answeredApiCode = response.headers.get(responseHeaders.apiCode) ?? apiCode;
    const answer = parseEnvelope(text);
    const code = answer?.code as ResponseCode | undefined;

    if (response.status >= 400) {
      if (call.service === 'main' && response.status <= 599) {
        options.onSessionEnd?.({
          reason: 'httpError',
          status: response.status,
          code,
          message: answer?.message ?? '',
          apiCode: answeredApiCode,
        });
      }
      if (!answer) throw clientError('HTTP', answeredApiCode, response.status);
      throw new ApiError(code ?? 'HTTP', answer.message, answeredApiCode, answer.data, response.status);
    }
    if (!answer) throw clientError('INVALID_RESPONSE', answeredApiCode, response.status);

    if (answer.code === 'E0001' && call.service === 'main') {
      options.onSessionEnd?.({ reason: 'sessionTimeout', message: answer.message, apiCode: answeredApiCode });
      // Reads just stop (the page is going away to login anyway); actions learn their outcome.
      if (call.method === 'GET') throw new Hang(answeredApiCode, answer.message, response.status);
      throw new ApiError('E0001', 'Server Session Timeout', answeredApiCode, answer.data, response.status);
    }
    if (answer.code !== okCode) {
      throw new ApiError(code!, answer.message, answeredApiCode, answer.data, response.status);
    }
    const data = (await schemaOf(call, definition, answeredApiCode, response.status)).safeParse(answer.data);
    if (!data.success) throw clientError('INVALID_DATA', answeredApiCode, response.status);
    return { value: data.data as CallData<C>, apiCode: answeredApiCode, status: response.status };
  }

  /**
   * The answer's schema. A lazy call's definition that did not load is a network failure (its chunk did not
   * arrive); one whose address is not the call's makes the answer untrustworthy.
   */
  async function schemaOf<C extends CallDefinition>(
    call: C | LazyCall<C>,
    definition: Promise<C>,
    apiCode: string,
    status: number,
  ): Promise<C['data']> {
    let loaded: C;
    try {
      loaded = await definition;
    } catch {
      throw clientError('NETWORK', apiCode, status);
    }
    if (loaded.service !== call.service || loaded.method !== call.method || loaded.path !== call.path) {
      throw clientError('INVALID_DATA', apiCode, status);
    }
    return loaded.data;
  }

  return { request };
}
