import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { UserSession } from '@lantau/contract';
import { relaxedAuthRateLimits } from '../../src/capabilities/auth/rate-limit-rules';
import { totp } from '../../src/capabilities/auth/totp';
import type { Config } from '../../src/config';
import { demoClients, type DemoClient } from '../../src/composition/seed/demo-clients';
import type { OutboxEntry } from '../../src/capabilities/notifications/outbox-repository';
import type { ApiResponse, TestServer } from './test-server';

/**
 * Test servers for identity tests: rate limits and the daily upload quota out of the way unless a test is about
 * them (a property test deposits more often in a minute than a client in a day).
 */
export const identityConfig: Partial<Config> = {
  authRateLimits: relaxedAuthRateLimits,
  uploadQuota: { perDay: 0, bytesPerDay: 0 },
};

export function demoClient(userId: string): DemoClient {
  const client = demoClients.find((candidate) => candidate.userId === userId);
  if (!client) throw new Error(`no demo client ${userId}`);
  return client;
}

export const mobileOf = (client: DemoClient) => client.mobile.areaCode + client.mobile.number;

export const brokerHeaders = (brokerCode: string, extra: Record<string, string> = {}) => ({
  'x-broker-code': brokerCode,
  'x-lang': 'en_US',
  ...extra,
});

type TwoFaRequired = {
  status: 'TWO_FA_REQUIRED';
  challenge: {
    twoFaToken: string;
    channel: string;
    otpLength: number;
    otpExpirySeconds: number;
    maskedContact: string;
  };
};
type LoggedIn = { status: 'LOGGED_IN'; session: UserSession };

export function passwordStep(server: TestServer, userId: string, password: string, brokerCode?: string) {
  const broker = brokerCode ?? demoClient(userId).brokerCode;
  return server.post<TwoFaRequired>('/api/auths/logins', { userID: userId, password }, brokerHeaders(broker));
}

export async function outbox(server: TestServer, filter: { to?: string; userID?: string } = {}) {
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  const response = await server.fetch(`/dev/outbox.json${query ? `?${query}` : ''}`);
  return (await response.json()) as OutboxEntry[];
}

/** The code of a code message: the text starts with it. */
export function codeIn(entry: OutboxEntry | undefined): string {
  const code = /\b\d{4,8}\b/.exec(entry?.text ?? '')?.[0];
  if (!code) throw new Error(`no code in ${JSON.stringify(entry)}`);
  return code;
}

export function requestCode(server: TestServer, userId: string, twoFaToken: string, language?: string) {
  return server.call<{
    maskedContact: string;
    otpLength: number;
    expiresInSeconds: number;
    resendAfterSeconds: number;
  }>(`/api/auths/otps?feature=LOGIN&userID=${userId}`, {
    headers: brokerHeaders(demoClient(userId).brokerCode, {
      'x-two-fa-token': twoFaToken,
      ...(language && { 'x-lang': language }),
    }),
  });
}

export function requestPrefix(server: TestServer, userId: string, twoFaToken: string) {
  return server.call<{ prefix: string; expiresInSeconds: number }>(
    `/api/auths/app_otps/prefixes?userID=${userId}`,
    { headers: brokerHeaders(demoClient(userId).brokerCode, { 'x-two-fa-token': twoFaToken }) },
  );
}

export function codeStep(
  server: TestServer,
  userId: string,
  password: string,
  twoFaToken: string,
  otp: string,
  otpPrefix?: string,
  language?: string,
) {
  return server.post<LoggedIn>(
    '/api/auths/logins',
    { userID: userId, password, otp, ...(otpPrefix && { otpPrefix }) },
    brokerHeaders(demoClient(userId).brokerCode, {
      'x-two-fa-token': twoFaToken,
      ...(language && { 'x-lang': language }),
    }),
  );
}

/** Runs the whole login of a demo client through its broker's channel; returns the session. */
export async function logIn(server: TestServer, userId: string, password = demoClient(userId).password) {
  const client = demoClient(userId);
  const first = await passwordStep(server, userId, password);
  if (first.body.code !== 'OK') throw new Error(`password step: ${JSON.stringify(first.body)}`);
  const { twoFaToken, channel, otpLength } = first.body.data.challenge;
  let otp: string;
  let prefix: string | undefined;
  if (channel === 'APP_OTP') {
    prefix = (await requestPrefix(server, userId, twoFaToken)).body.data.prefix;
    otp = totp(client.totpSecret, { digits: otpLength });
  } else {
    const sent = await requestCode(server, userId, twoFaToken);
    if (sent.body.code !== 'OK') throw new Error(`code request: ${JSON.stringify(sent.body)}`);
    const to = channel === 'SMS' ? mobileOf(client) : client.email;
    otp = codeIn((await outbox(server, { to }))[0]);
  }
  const second = await codeStep(server, userId, password, twoFaToken, otp, prefix);
  if (second.body.code !== 'OK') throw new Error(`code step: ${JSON.stringify(second.body)}`);
  return { session: second.body.data.session, response: second };
}

export interface SignOptions {
  timestamp?: number;
  nonce?: string;
  /** Signs this body but sends `body` (a tampered request). */
  signedBody?: string;
  /** Sends (and signs) this JSON text as the body, for bodies JSON.stringify cannot write (too deep). */
  bodyText?: string;
  headers?: Record<string, string>;
  token?: string | null;
  brokerCode?: string;
}

/** The Authorization header of the contract's signing scheme, computed independently of the server's code. */
export function authorization(
  signingKey: string,
  request: {
    method: string;
    pathWithQuery: string;
    body: string | Uint8Array;
    timestamp: number;
    nonce: string;
  },
): string {
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  const canonical = [
    request.method.toUpperCase(),
    request.pathWithQuery,
    String(request.timestamp),
    request.nonce,
    bodyHash,
  ].join('\n');
  const signature = hmacOf(signingKey, canonical);
  return `LTU-HMAC-SHA256 Timestamp=${request.timestamp}, Nonce=${request.nonce}, Signature=${signature}`;
}

const hmacOf = (signingKey: string, text: string) =>
  createHmac('sha256', Buffer.from(signingKey, 'base64url')).update(text).digest('base64url');

export const freshNonce = () => randomBytes(16).toString('base64url');

/** What a socket hello needs of a session. */
export type SocketCredentials = Pick<UserSession, 'token' | 'signingKey'>;

/**
 * A socket's signed hello, computed independently of the server's code: the signature of a bodiless GET of
 * the socket path (contract signing.ts), with the given or a current timestamp and a fresh nonce.
 */
export function signedHello(
  socketPath: string,
  session: SocketCredentials,
  options: { timestamp?: number; nonce?: string; signingKey?: string } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const nonce = options.nonce ?? freshNonce();
  const emptyBodyHash = createHash('sha256').update('').digest('hex');
  const canonical = ['GET', socketPath, String(timestamp), nonce, emptyBodyHash].join('\n');
  const signature = hmacOf(options.signingKey ?? session.signingKey, canonical);
  return { type: 'hello', token: session.token, timestamp, nonce, signature };
}

/** Calls an authenticated API as the portal does: token, broker, signature. */
export function signedCall<T = unknown>(
  server: TestServer,
  session: Pick<UserSession, 'token' | 'signingKey' | 'userBroker'>,
  method: string,
  path: string,
  body?: unknown,
  options: SignOptions = {},
): Promise<ApiResponse<T>> {
  // Signed as it goes on the wire: fetch percent-encodes some characters of a path (Node 26 encodes '^', as
  // in 'SG^SI'), and the server checks the signature against the path it received.
  const sent = new URL(path, 'http://localhost');
  const pathWithQuery = sent.pathname + sent.search;
  const text = options.bodyText ?? (body === undefined ? '' : JSON.stringify(body));
  const hasBody = body !== undefined || options.bodyText !== undefined;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const nonce = options.nonce ?? freshNonce();
  const headers: Record<string, string> = {
    ...brokerHeaders(options.brokerCode ?? session.userBroker),
    authorization: authorization(session.signingKey, {
      method,
      pathWithQuery,
      body: options.signedBody ?? text,
      timestamp,
      nonce,
    }),
    ...(hasBody && { 'content-type': 'application/json' }),
    ...options.headers,
  };
  if (options.token !== null) headers.token = options.token ?? session.token;
  return server.call<T>(pathWithQuery, { method, headers, ...(hasBody && { body: text }) });
}

/** The answers to wrong attempts before the last of an allowance: `code` with 4, 3, 2 and 1 attempts left. */
export const countdownOf = (code: string, allowance = 5) =>
  Array.from({ length: allowance - 1 }, (_, index) => [code, { remainAttempt: allowance - 1 - index }]);

/** A code of the same length that is certainly not `code`. */
export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
