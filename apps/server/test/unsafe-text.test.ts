import { describe, expect, it } from 'vitest';
import { servicePrefixes, socketPaths, type CallDefinition, type UserSession } from '@lantau/contract';
import { testBackends } from './support/backends';
import { brokerHeaders, identityConfig, logIn, signedCall, type SignOptions } from './support/identity';
import {
  jsonSchemaOf,
  sampleOf,
  textFieldPaths,
  withValueAt,
  type SampleContext,
} from './support/input-samples';
import { logInStaff, staffCall } from './support/staff';
import { useTestServer, type ApiResponse, type TestServer } from './support/test-server';

/** Texts PostgreSQL cannot store as they are: a NUL character, and UTF-16 halves without their partner. */
const hostileTexts = { nul: 'a\u0000b', loneHigh: 'a\ud800b', loneLow: 'a\udc00b' } as const;

const isLoneSurrogate = (char: string) => char.length === 1 && /[\ud800-\udfff]/.test(char);

/**
 * Percent-encodes a text for a URL as a careless or hostile client would: a lone surrogate as the three
 * bytes UTF-8 would give it if it were a character (encodeURIComponent refuses it).
 */
function encodeUrlText(text: string): string {
  return Array.from(text, (char) => {
    if (!isLoneSurrogate(char)) return encodeURIComponent(char);
    const unit = char.charCodeAt(0);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');
}

type Part = 'params' | 'query' | 'body';
type Request = Record<Part, Record<string, unknown>>;

function urlOf(call: CallDefinition, request: Request): string {
  const path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeUrlText(String(request.params[name])),
  );
  const query = Object.entries(request.query)
    .map(([key, value]) => `${key}=${encodeUrlText(String(value))}`)
    .join('&');
  return servicePrefixes[call.service] + path + (query ? `?${query}` : '');
}

describe.each(testBackends)('hostile texts in any input (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const client = 'LTU1001';
  // Public calls name a user who does not exist: wrong passwords for a real one would lock it.
  const contextOf = (call: CallDefinition): SampleContext => ({
    userID: call.access === 'client' ? client : 'NOBODY1',
    brokerCode: 'LTU',
  });
  let session: UserSession | undefined;

  async function send(call: CallDefinition, request: Request): Promise<ApiResponse> {
    const url = urlOf(call, request);
    const body = call.body ? request.body : undefined;
    if (call.access === 'client') {
      session ??= (await logIn(server.current, client)).session;
      const answer = await signedCall(server.current, session, call.method, url, body);
      // A call that ended the session (a logout) must not turn the next calls into mere E0001 answers.
      if (answer.body.code === 'E0001') session = undefined;
      return answer;
    }
    return server.current.call(url, {
      method: call.method,
      headers: brokerHeaders('LTU', body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  }

  /** A valid request for the call: every part built from its schema. */
  function validRequest(call: CallDefinition): Request {
    const part = (schema: CallDefinition['params']) =>
      (schema ? sampleOf(jsonSchemaOf(schema), contextOf(call)) : {}) as Record<string, unknown>;
    return { params: part(call.params), query: part(call.query), body: part(call.body) };
  }

  it('answers no hostile text in any string field of any call with a server error', async () => {
    const calls = server.current.app.registeredCalls;
    const failures: string[] = [];
    let sent = 0;
    for (const call of calls) {
      const valid = validRequest(call);
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = call[part];
        if (!schema) continue;
        for (const path of textFieldPaths(jsonSchemaOf(schema))) {
          for (const [name, text] of Object.entries(hostileTexts)) {
            const request = { ...valid, [part]: withValueAt(valid[part], path, text) } as Request;
            const answer = await send(call, request);
            sent += 1;
            if (answer.status >= 500 || answer.body.code === 'E5000') {
              failures.push(
                `${call.method} ${call.path} ${part}.${path.join('.')} ${name}: ${answer.status}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Guards the guard: the walk reached the calls' text fields.
    expect(sent).toBeGreaterThan(100);
  });

  /** Any call as a caller who may make it: a client, ADMIN1 (every staff permission) or nobody. */
  async function sendAs(call: CallDefinition, url: string, options: SignOptions): Promise<ApiResponse> {
    if (call.access === 'client') {
      session ??= (await logIn(server.current, client)).session;
      return signedCall(server.current, session, call.method, url, undefined, options);
    }
    if (call.access !== 'public') {
      return staffCall(
        server.current,
        await logInStaff(server.current, 'ADMIN1'),
        call.method,
        url,
        undefined,
        options,
      );
    }
    return server.current.call(url, {
      method: call.method,
      headers: brokerHeaders('LTU', { 'content-type': 'application/json', ...options.headers }),
      body: options.bodyText ?? '',
    });
  }

  const issuesOf = (answer: ApiResponse) =>
    `${answer.status} ${answer.body.code} ${JSON.stringify(answer.body.data)}`;
  const bodyIssue = (message: string) => `200 E1000 ${JSON.stringify([{ path: 'body', message }])}`;
  const tooDeep = bodyIssue('Nested more than 32 levels deep.');
  const noBody = bodyIssue('This call takes no body.');

  it('refuses a body nested 100,000 deep on every call, signed, naming the body', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const failures: string[] = [];
    let withoutBody = 0;
    let staff = 0;
    for (const call of server.current.app.registeredCalls) {
      // Fastify reads no body on GET.
      if (call.method === 'GET') continue;
      const answer = await sendAs(call, urlOf(call, validRequest(call)), { bodyText: deep });
      // The multipart feedback call reads its own body: JSON is no feedback form.
      const expected = call.body ? tooDeep : call.path.endsWith('/feedbacks') ? undefined : noBody;
      if (expected !== undefined && issuesOf(answer) !== expected) {
        failures.push(`${call.method} ${call.path}: ${issuesOf(answer)}`);
      }
      if (!call.body) withoutBody += 1;
      if (call.access !== 'client' && call.access !== 'public') staff += 1;
    }
    expect(failures).toEqual([]);
    // Guards the guard: the 16 calls without a body were reached, staff calls among them.
    expect(withoutBody).toBeGreaterThanOrEqual(16);
    expect(staff).toBeGreaterThanOrEqual(11);
  });

  it('reads JSON nested 32 deep, refuses 33, and refuses any body where a call takes none', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '[]' + '}'.repeat(depth - 1);
    const login = (text: string) =>
      server.current.call('/api/auths/logins', {
        method: 'POST',
        headers: brokerHeaders('LTU', { 'content-type': 'application/json' }),
        body: text,
      });
    // Brackets inside a text do not count.
    expect(issuesOf(await login(nested(32)))).not.toBe(tooDeep);
    expect(issuesOf(await login(`{"userID":"${'['.repeat(40)}"}`))).not.toBe(tooDeep);
    expect(issuesOf(await login(nested(33)))).toBe(tooDeep);

    session ??= (await logIn(server.current, client)).session;
    const cancel = (options: SignOptions) =>
      signedCall(server.current, session!, 'DELETE', '/api/price_alerts/no-such-alert', undefined, options);
    expect(issuesOf(await cancel({ bodyText: '{}' }))).toBe(noBody);
    expect(
      issuesOf(
        await cancel({ bodyText: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]' }),
      ),
    ).toBe(noBody);
    // Text, which the signature does not cover, is no body either.
    const text = { bodyText: '"x"', signedBody: '', headers: { 'content-type': 'text/plain' } };
    expect(issuesOf(await cancel(text))).toBe(noBody);
    // Without a body (or with an empty one) the call is answered as always.
    expect((await cancel({})).body.code).toBe('E9020');
    expect((await cancel({ bodyText: '' })).body.code).toBe('E9020');
  });

  it('answers hostile texts on routes outside the contract without a server error', async () => {
    for (const text of Object.values(hostileTexts)) {
      const encoded = encodeUrlText(text);
      for (const url of [
        `/dev/outbox.json?userID=${encoded}`,
        `/dev/outbox.json?to=${encoded}`,
        `/dev/outbox?to=${encoded}`,
        `/api/docs?x=${encoded}`,
        `${socketPaths.stream}?token=${encoded}`,
        `${socketPaths.session}?token=${encoded}`,
        `/${encoded}`,
      ]) {
        const response = await server.current.fetch(url);
        expect(response.status, url).toBeLessThan(500);
      }
    }
    const outbox = await server.current.fetch('/dev/outbox.json?userID=%00');
    expect(outbox.status).toBe(400);
  });

  const refusals: [string, (server: TestServer) => Promise<ApiResponse>, string][] = [
    [
      'a login user ID',
      (current) =>
        current.post('/api/auths/logins', { userID: hostileTexts.nul, password: 'x' }, brokerHeaders('LTU')),
      'body.userID',
    ],
    [
      'a password-reset user ID',
      (current) =>
        current.post(
          '/api/auths/password_resets',
          {
            userID: hostileTexts.loneHigh,
            contact: 'x',
            otp: '123456',
            newPassword: 'Lantau2027',
            confirmation: 'Lantau2027',
          },
          brokerHeaders('LTU'),
        ),
      'body.userID',
    ],
    [
      'a function log message',
      (current) =>
        current.post(
          '/report-api/brokers/function_logs',
          { reports: [{ type: 'ApiError', message: hostileTexts.nul, page: '/', occurredAt: new Date() }] },
          brokerHeaders('LTU'),
        ),
      'body.reports.0.message',
    ],
    [
      'a product usage error page',
      (current) =>
        current.post(
          '/report-api/product_usage_errors',
          {
            reports: [
              { type: 'SyncError', message: 'x', page: hostileTexts.loneLow, occurredAt: new Date() },
            ],
          },
          brokerHeaders('LTU'),
        ),
      'body.reports.0.page',
    ],
    [
      'a third-party feed login ID',
      async (current) => {
        session = (await logIn(current, client)).session;
        return signedCall(current, session, 'PATCH', `/api/users/${client}/configurations`, {
          config: { THIRD_PARTY_FEED_LOGIN_ID: hostileTexts.nul },
        });
      },
      'body.config.THIRD_PARTY_FEED_LOGIN_ID',
    ],
  ];

  it.each(refusals)('refuses %s as E1000 naming the field', async (_name, request, path) => {
    const answer = await request(server.current);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('E1000');
    expect(answer.body.data).toEqual([{ path, message: expect.stringMatching(/NUL/) }]);
  });
});
