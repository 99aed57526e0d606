import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@lantau/contract';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { ApiError } from './api-error';
import { lazyCall } from './lazy-call';

const getTips = defineCall({
  service: 'main',
  method: 'GET',
  path: '/brokers/:brokerCode/tips',
  summary: 'test',
  access: 'public',
  params: z.object({ brokerCode: z.string() }),
  query: z.object({ tipKey: z.string() }),
  data: z.array(z.object({ tipKey: z.string(), content: z.string() })),
});
const getBrokers = defineCall({
  service: 'market',
  method: 'GET',
  path: '/systems/brokers',
  summary: 'test',
  access: 'public',
  data: z.array(z.string()),
});
const postLogin = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/logins',
  summary: 'test',
  access: 'public',
  body: z.object({ userID: z.string(), password: z.string() }),
  data: z.null(),
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function envelope(data: unknown, code = 'OK', message = '', init: ResponseInit = {}) {
  return new Response(JSON.stringify({ code, message, data }), { status: 200, ...init });
}

/** A fetch that answers with the handler, and rejects like a real fetch when its signal aborts. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      if (init.signal?.aborted) reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      Promise.resolve(handler(url, init)).then(resolve, reject);
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(handler);
  let counter = 0;
  const options: ApiClientOptions = {
    fetch: fake.fetch,
    headers: () => ({ 'x-broker-code': 'LTU', 'x-lang': 'zh_HK', token: undefined }),
    newApiCode: () => `code-${(counter += 1)}`,
    ...extra,
  };
  return { api: createApiClient(options), calls: fake.calls };
}

afterEach(() => vi.useRealTimers());

describe('api client requests', () => {
  it('builds the URL from the call definition and sends the caller headers', async () => {
    const { api, calls } = client(() => envelope([{ tipKey: 'LoginTerms', content: 'Terms' }]));
    const data = await api.request(getTips, {
      params: { brokerCode: 'LTU' },
      query: { tipKey: 'LoginDisclaimer,LoginTerms' },
    });
    expect(data).toEqual([{ tipKey: 'LoginTerms', content: 'Terms' }]);
    expect(calls[0]!.url).toBe('/api/brokers/LTU/tips?tipKey=LoginDisclaimer%2CLoginTerms');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'x-broker-code': 'LTU', 'x-lang': 'zh_HK', 'x-api-code': 'code-1' });
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('authorization');
  });

  it('uses a fresh api code for each request and the service prefix of the call', async () => {
    const { api, calls } = client(() => envelope(['a']));
    await api.request(getBrokers);
    await api.request(getBrokers);
    expect(calls.map((call) => call.url)).toEqual([
      '/market-api/systems/brokers',
      '/market-api/systems/brokers',
    ]);
    const codes = calls.map((call) => (call.init.headers as Record<string, string>)['x-api-code']);
    expect(codes).toEqual(['code-1', 'code-2']);
  });

  it('sends a JSON body and signs the request with the pluggable signer', async () => {
    const signer = vi.fn(() => 'Lantau-HMAC signature');
    const { api, calls } = client(() => envelope(null), { signer: () => signer });
    await api.request(postLogin, { body: { userID: 'chan', password: 'pw' } });
    const init = calls[0]!.init;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"userID":"chan","password":"pw"}');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Lantau-HMAC signature',
    });
    expect(signer).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/api/auths/logins',
        body: '{"userID":"chan","password":"pw"}',
      }),
    );
  });

  it('rejects data that does not match the call schema', async () => {
    const { api } = client(() => envelope([1, 2]));
    await expect(api.request(getBrokers)).rejects.toMatchObject({ code: 'INVALID_DATA' });
  });

  it('hands new tokens from the response headers to the session', async () => {
    const onTokens = vi.fn();
    const headers = { token: 't2', 'refresh-token': 'r2', 'x-session-expires-in': '900' };
    const { api } = client(() => envelope(['a'], 'OK', '', { headers }), { onTokens });
    await api.request(getBrokers);
    expect(onTokens).toHaveBeenCalledWith({ token: 't2', refreshToken: 'r2', sessionRemainSec: 900 });
  });

  it('does not touch the tokens when the response carries none', async () => {
    const onTokens = vi.fn();
    const { api } = client(() => envelope(['a']), { onTokens });
    await api.request(getBrokers);
    expect(onTokens).not.toHaveBeenCalled();
  });
});

describe('api client failures', () => {
  it('rejects a market-API answer whose code is not OK, with code, message, api code and data', async () => {
    const { api } = client(() =>
      envelope({ hint: 1 }, 'E1004', 'Unknown market', { headers: { 'x-api-code': 'srv-9' } }),
    );
    const error = await api.request(getBrokers).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'E1004',
      message: 'Unknown market',
      apiCode: 'srv-9',
      data: { hint: 1 },
    });
  });

  it('times out after 15 seconds', async () => {
    vi.useFakeTimers();
    const { api } = client(() => new Promise<Response>(() => undefined));
    const outcome = api.request(getBrokers).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'TIMEOUT' });
  });

  it('cancels an earlier identical GET still in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    let count = 0;
    const { api } = client(() => {
      count += 1;
      if (count === 1) return new Promise<Response>((resolve) => (answer = resolve));
      return envelope(['second']);
    });
    const first = api.request(getBrokers).catch((caught: unknown) => caught);
    const second = api.request(getBrokers);
    expect(await second).toEqual(['second']);
    expect(await first).toMatchObject({ code: 'CANCELLED' });
    answer(envelope(['late']));
  });

  it('does not cancel GETs of different URLs, nor POSTs', async () => {
    const { api } = client((url) =>
      url.includes('tips') ? envelope([{ tipKey: 'LoginTerms', content: url }]) : envelope(null),
    );
    const results = await Promise.all([
      api.request(getTips, { params: { brokerCode: 'LTU' }, query: { tipKey: 'LoginTerms' } }),
      api.request(getTips, { params: { brokerCode: 'KLN' }, query: { tipKey: 'LoginTerms' } }),
      api.request(postLogin, { body: { userID: 'a', password: 'b' } }),
      api.request(postLogin, { body: { userID: 'a', password: 'b' } }),
    ]);
    expect(results).toHaveLength(4);
  });

  it('reports a network failure', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.request(getBrokers)).rejects.toMatchObject({ code: 'NETWORK', fromServer: false });
  });

  it('stops when the caller aborts, before or during the request', async () => {
    const aborted = new AbortController();
    aborted.abort();
    const idle = client(() => envelope(['a']));
    await expect(idle.api.request(getBrokers, { signal: aborted.signal })).rejects.toMatchObject({
      code: 'CANCELLED',
    });
    expect(idle.calls).toHaveLength(0);

    const controller = new AbortController();
    const { api } = client(() => new Promise<Response>(() => undefined));
    const outcome = api.request(getBrokers, { signal: controller.signal }).catch((caught: unknown) => caught);
    await Promise.resolve();
    await Promise.resolve();
    controller.abort();
    expect(await outcome).toMatchObject({ code: 'CANCELLED' });
  });
});

describe('api client session end', () => {
  it('reports main-API HTTP 400-599 as the end of the session and rejects', async () => {
    const onSessionEnd = vi.fn();
    const { api } = client(
      () =>
        new Response(JSON.stringify({ code: 'E4001', message: 'Time error', data: null }), {
          status: 401,
          headers: { 'x-api-code': 'srv-1' },
        }),
      { onSessionEnd },
    );
    await expect(api.request(postLogin, { body: { userID: 'a', password: 'b' } })).rejects.toMatchObject({
      code: 'E4001',
      status: 401,
    });
    expect(onSessionEnd).toHaveBeenCalledWith({
      reason: 'httpError',
      status: 401,
      code: 'E4001',
      message: 'Time error',
      apiCode: 'srv-1',
    });
  });

  it('reports a status without an envelope too', async () => {
    const onSessionEnd = vi.fn();
    const { api } = client(() => new Response('Bad gateway', { status: 502 }), { onSessionEnd });
    await expect(api.request(postLogin, { body: { userID: 'a', password: 'b' } })).rejects.toMatchObject({
      code: 'HTTP',
      status: 502,
    });
    expect(onSessionEnd).toHaveBeenCalledWith(expect.objectContaining({ status: 502, code: undefined }));
  });

  it('does not end the session on a market-API HTTP error', async () => {
    const onSessionEnd = vi.fn();
    const { api } = client(() => new Response('{}', { status: 500 }), { onSessionEnd });
    await expect(api.request(getBrokers)).rejects.toMatchObject({ status: 500 });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('on E0001 lets a GET hang and rejects other calls with Server Session Timeout', async () => {
    vi.useFakeTimers();
    const onSessionEnd = vi.fn();
    const { api } = client(() => envelope(null, 'E0001', 'Session timed out'), { onSessionEnd });
    let settled = false;
    void api
      .request(getTips, { params: { brokerCode: 'LTU' }, query: { tipKey: 'LoginTerms' } })
      .finally(() => (settled = true));
    await expect(api.request(postLogin, { body: { userID: 'a', password: 'b' } })).rejects.toMatchObject({
      code: 'E0001',
      message: 'Server Session Timeout',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
    expect(onSessionEnd).toHaveBeenCalledWith(expect.objectContaining({ reason: 'sessionTimeout' }));
  });

  it('rejects an answer that is not an envelope', async () => {
    const { api } = client(() => new Response('<html>', { status: 200 }));
    await expect(api.request(getBrokers)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('api client calls sent by address', () => {
  it('sends the request before the definition has loaded, and checks the answer with its schema', async () => {
    let loadDefinition: (definition: typeof getBrokers) => void = () => undefined;
    const lazyBrokers = lazyCall(
      { service: 'market', method: 'GET', path: '/systems/brokers' },
      () => new Promise<typeof getBrokers>((resolve) => (loadDefinition = resolve)),
    );
    const { api, calls } = client(() => envelope(['LTU']));
    const answer = api.request(lazyBrokers);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/market-api/systems/brokers');
    loadDefinition(getBrokers);
    await expect(answer).resolves.toEqual(['LTU']);

    const { api: wrongData } = client(() => envelope([1]));
    await expect(wrongData.request(lazyBrokers)).rejects.toMatchObject({ code: 'INVALID_DATA' });
  });

  it('fails a call whose definition did not load as a network failure, and loads it again next time', async () => {
    let attempts = 0;
    const lazyBrokers = lazyCall({ service: 'market', method: 'GET', path: '/systems/brokers' }, () =>
      (attempts += 1) === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(getBrokers),
    );
    const { api } = client(() => envelope(['LTU']));
    await expect(api.request(lazyBrokers)).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(api.request(lazyBrokers)).resolves.toEqual(['LTU']);
  });

  it("refuses the answer of a call whose address is not its definition's", async () => {
    const misdeclared = lazyCall({ service: 'market', method: 'GET', path: '/systems/broker' }, () =>
      Promise.resolve(getBrokers),
    );
    const { api } = client(() => envelope(['LTU']));
    await expect(api.request(misdeclared)).rejects.toMatchObject({ code: 'INVALID_DATA' });
  });
});
