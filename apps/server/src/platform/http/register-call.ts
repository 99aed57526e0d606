import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  envelopeSchema,
  isStaffAccess,
  permissionOf,
  okCode,
  requestHeaders,
  servicePrefixes,
  type CallDefinition,
  type Envelope,
} from '@lantau/contract';
import type { Database } from '../db/schema';
import { issueMessages, localize } from '../i18n/server-messages';
import { AppError } from './app-error';
import { headerText } from './headers';
import { noIdempotencyClaim, runOnce, type IdempotencyClaim } from './idempotency';
import { keptEnvelopeSerializer } from './kept-envelope-serializer';
import type { SessionCheck } from './session-check';

export interface CallInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * For a call that declares `idempotent`: claim the Idempotency-Key, first thing in the transaction that does
   * the work, naming what it creates (see idempotency.ts). Other calls never use it.
   */
  idempotency: IdempotencyClaim;
}

/** A call's handler returns the data only; the envelope around it is the same for every call. */
export type CallHandler<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
> = (input: CallInput<P, Q, B>) => Promise<z.output<D>>;

/**
 * The check a call's access needs before anything else runs: none for public calls, the client session check,
 * or the staff session check (which reads the permission from the route's call). Serving a call that needs a
 * session without its check would expose it to anyone, so a missing check stops registration.
 */
export function accessCheckOf(app: FastifyInstance, call: CallDefinition) {
  if (call.access === 'public') return undefined;
  const decorator = isStaffAccess(call.access) ? 'authenticateStaff' : 'authenticate';
  if (!app.hasDecorator(decorator)) {
    throw new Error(`${call.method} ${callUrl(call)} needs ${decorator} before it can be registered`);
  }
  return isStaffAccess(call.access) ? app.authenticateStaff : app.authenticate;
}

/** Who may make the call, and whether it takes an Idempotency-Key, as the API document states it. */
function accessDescription(call: CallDefinition): string {
  const once = call.idempotent
    ? ' Idempotency-Key header required (8 to 64 printable characters): a retry with the same key and content answers as the first request would now; the same key with other content is E1020.'
    : '';
  return accessOnly(call) + once;
}

function accessOnly(call: CallDefinition): string {
  if (call.access === 'public') return 'Access: anyone.';
  if (call.access === 'client') return 'Access: a client with a live, signed session.';
  const permission = permissionOf(call.access);
  return permission
    ? `Access: staff with a live, signed staff session and the permission ${permission}.`
    : 'Access: any staff member with a live, signed staff session.';
}

/** The full URL of a call in Fastify syntax: its service prefix and its path. */
export function callUrl(call: CallDefinition): string {
  return servicePrefixes[call.service] + call.path;
}

export interface CallOptions {
  /** The call stays open while post-login tasks are pending (password change, agreement, logout...). */
  allowedWithPendingTasks?: boolean;
  /**
   * The handler's data objects never change once returned (shared, memoized values): each is validated and
   * written to JSON once, and that JSON is kept with it (see keptEnvelopeSerializer).
   */
  unchangingData?: boolean;
  /** A larger body than the server's BODY_LIMIT_BYTES for this call only (a certificate upload). */
  bodyLimitBytes?: number;
  /** The handler reads a body the contract cannot describe (multipart feedback) from request.rawBody. */
  readsRawBody?: boolean;
}

/** What a call that declares `idempotent` needs at registration: where keys are kept, and a retry's answer. */
export interface CallIdempotency<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
> {
  /** The database of the `idempotency_keys` table (and of the handler's transaction). */
  db: Kysely<Database>;
  /**
   * The answer to a retry: what the request that claimed `reference` answers now (its order, fund request,
   * election... as it stands). A retry is made by the same caller, so `input.request` names the same session.
   */
  replay: (reference: string, input: CallInput<P, Q, B>) => Promise<z.output<D>>;
  /**
   * The handler does nothing but read before its claim (no write, no message, nothing outside its
   * transaction): its key is not read before it runs (runOnce's `claimFirst`), one statement less per request.
   */
  claimFirst?: boolean;
}

/** The call's content for its Idempotency-Key: params, query and body, less the fields the call ignores. */
function idempotentContent(call: CallDefinition, input: { params: unknown; query: unknown; body: unknown }) {
  const ignored = typeof call.idempotent === 'object' ? call.idempotent.ignoredBodyFields : [];
  const body =
    input.body !== null && typeof input.body === 'object'
      ? Object.fromEntries(
          Object.entries(input.body as Record<string, unknown>).filter(([name]) => !ignored.includes(name)),
        )
      : input.body;
  return { params: input.params ?? null, query: input.query ?? null, body: body ?? null };
}

/** The session check and the replay an idempotent call runs with; registration stops when either is missing. */
function idempotencyOf<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  call: CallDefinition<P, Q, B, D>,
  check: SessionCheck | undefined,
  idempotency: CallIdempotency<P, Q, B, D> | undefined,
) {
  const name = `${call.method} ${callUrl(call)}`;
  if (!call.idempotent) {
    if (idempotency) throw new Error(`${name} has a replay but its contract does not declare it idempotent`);
    return undefined;
  }
  if (!idempotency) throw new Error(`${name} declares idempotent: register it with { idempotency }`);
  // Keys belong to a caller; a public call has none to keep them under.
  if (!check) throw new Error(`${name} declares idempotent but has no session to scope its keys`);
  return { name, check, ...idempotency };
}

/**
 * A call whose contract declares no body takes none: whatever was sent (JSON, text) is refused, as E1000 on
 * `body`, rather than passed on to handlers that expect nothing there. JSON sent to such a call is never
 * parsed (raw-body.ts), so the checks before this one see no body at all.
 */
async function refuseBody(request: FastifyRequest): Promise<void> {
  const sent = request.body !== undefined || (request.rawBody?.length ?? 0) > 0;
  if (!sent) return;
  throw new AppError('E1000', [{ path: 'body', message: localize(issueMessages.noBody, request.language) }]);
}

/**
 * Serves a contract call: its schemas validate the request (failures become E1000 or the call's specific
 * codes), shape the response envelope and describe the route in the API document. A call for clients or staff
 * first passes its session check (app.authenticate, app.authenticateStaff): the session as the request
 * arrives, before its body is read, so a caller without one cannot make the server receive a body; the
 * signature and the rest before the input is validated, so such a caller learns nothing about the input rules.
 */
export function registerCall<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
>(
  app: FastifyInstance,
  call: CallDefinition<P, Q, B, D>,
  handler: CallHandler<P, Q, B, D>,
  options: CallOptions & { idempotency?: CallIdempotency<P, Q, B, D> } = {},
): void {
  const check = accessCheckOf(app, call);
  const once = idempotencyOf(call, check, options.idempotency);
  const schema: FastifySchema & Record<string, unknown> = {
    summary: call.summary,
    description: accessDescription(call),
    tags: [call.service],
    response: { 200: envelopeSchema(call.data) },
  };
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;

  app.route({
    method: call.method,
    url: callUrl(call),
    schema,
    config: { call, allowedWithPendingTasks: options.allowedWithPendingTasks ?? false },
    // The session before the body is read, the rest once it arrived (see SessionCheck).
    ...(check && { onRequest: check.identify, preValidation: check.verify }),
    ...(options.bodyLimitBytes !== undefined && { bodyLimit: options.bodyLimitBytes }),
    // After the session check, so a caller without a session learns nothing about the call.
    ...(!call.body && !options.readsRawBody && { preHandler: refuseBody }),
    ...(options.unchangingData && {
      serializerCompiler: () => keptEnvelopeSerializer(call.data, call.method, callUrl(call)),
    }),
    handler: async (request, reply): Promise<Envelope<z.output<D>>> => {
      const input = {
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        request,
        reply,
      };
      const data = once
        ? await runOnce(
            once.db,
            {
              scope: once.check.scopeOf(request),
              call: once.name,
              key: headerText(request.headers[requestHeaders.idempotencyKey]),
              content: idempotentContent(call, input),
            },
            (idempotency) => handler({ ...input, idempotency }),
            (reference) => once.replay(reference, { ...input, idempotency: noIdempotencyClaim }),
            { claimFirst: once.claimFirst === true },
          )
        : await handler({ ...input, idempotency: noIdempotencyClaim });
      return { code: okCode, message: '', data };
    },
  });
  listCall(app, call);
}

/**
 * Lists a call served on `app` with the calls registerCall serves (for the API document, its test and the
 * staff access matrix): for a route that answers without the envelope (a file).
 */
export function listCall(app: FastifyInstance, call: CallDefinition): void {
  app.registeredCalls.push(call);
}
