import { describe, expect, it } from 'vitest';
import { socketPaths, type UserSession } from '@lantau/contract';
import { totp } from '../src/capabilities/auth/totp';
import { testBackends } from './support/backends';
import {
  brokerHeaders,
  codeStep,
  demoClient,
  freshNonce,
  identityConfig,
  logIn,
  passwordStep,
  requestPrefix,
  signedCall,
  signedHello,
} from './support/identity';
import { addProbe, whoAmIPath } from './support/probe';
import { helloSocket, openSessionSocket } from './support/session-socket';
import { useTestServer, type TestServer } from './support/test-server';

const configurationPath = (userId: string) => `/api/users/${userId}/configurations?key=QUOTE_COLOR`;
const now = () => Math.floor(Date.now() / 1000);

describe.each(testBackends)('sessions (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig, addProbe);
  const read = (session: UserSession, path = configurationPath(session.userID)) =>
    signedCall(server.current, session, 'GET', path);

  describe('the signature', () => {
    it('lets a correctly signed call through and slides the session', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const response = await read(session);
      expect(response.body).toEqual({ code: 'OK', message: '', data: { QUOTE_COLOR: 'GREEN_UP' } });
      expect(response.headers.get('x-session-expires-in')).toBe('1800');
      expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.data).toEqual({
        userID: 'LTU1001',
      });
    });

    it('refuses a missing or unknown token with E0001', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const missing = await signedCall(
        server.current,
        session,
        'GET',
        configurationPath('LTU1001'),
        undefined,
        {
          token: null,
        },
      );
      expect(missing.status).toBe(200);
      expect(missing.body).toEqual({
        code: 'E0001',
        message: 'Your session has timed out. Please log in again.',
        data: null,
      });
      const unknown = await signedCall(
        server.current,
        session,
        'GET',
        configurationPath('LTU1001'),
        undefined,
        {
          token: 'not-a-token',
        },
      );
      expect(unknown.body.code).toBe('E0001');
    });

    it('refuses a replayed nonce, a stale or future timestamp, a tampered body or path, a wrong key', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const path = configurationPath('LTU1001');
      const nonce = freshNonce();
      expect((await signedCall(server.current, session, 'GET', path, undefined, { nonce })).body.code).toBe(
        'OK',
      );
      const replay = await signedCall(server.current, session, 'GET', path, undefined, { nonce });
      expect(replay.status).toBe(403);
      expect(replay.body).toEqual({ code: 'E4003', message: 'Invalid request signature.', data: null });

      const stale = await signedCall(server.current, session, 'GET', path, undefined, {
        timestamp: now() - 301,
      });
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe('E4001');
      const future = await signedCall(server.current, session, 'GET', path, undefined, {
        timestamp: now() + 400,
      });
      expect(future.body.code).toBe('E4001');

      const patch = `/api/users/LTU1001/configurations`;
      const tampered = await signedCall(
        server.current,
        session,
        'PATCH',
        patch,
        { config: { QUICK_ORDER: true } },
        { signedBody: JSON.stringify({ config: { QUICK_ORDER: false } }) },
      );
      expect(tampered.status).toBe(403);
      expect(tampered.body.code).toBe('E4003');
      // Whitespace is part of the signed bytes too.
      const spaced = await signedCall(
        server.current,
        session,
        'PATCH',
        patch,
        { config: { QUICK_ORDER: true } },
        {
          signedBody: JSON.stringify({ config: { QUICK_ORDER: true } }, null, 1),
        },
      );
      expect(spaced.body.code).toBe('E4003');

      const forged = { ...session, signingKey: Buffer.alloc(32, 7).toString('base64url') };
      expect((await read(forged)).body.code).toBe('E4003');
      const noSignature = await server.current.call(path, {
        headers: brokerHeaders('LTU', { token: session.token }),
      });
      expect(noSignature.status).toBe(403);
      expect(noSignature.body.code).toBe('E4003');
      const malformed = await server.current.call(path, {
        headers: brokerHeaders('LTU', { token: session.token, authorization: 'LTU-HMAC-SHA256 Timestamp=x' }),
      });
      expect(malformed.body.code).toBe('E4003');
    });

    it('hashes the body exactly as sent', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const saved = await signedCall(server.current, session, 'PATCH', '/api/users/LTU1001/configurations', {
        config: { QUICK_ORDER: true, QUOTE_COLOR: 'RED_UP' },
      });
      expect(saved.body.code).toBe('OK');
      expect(saved.body.data).toMatchObject({ QUICK_ORDER: true, QUOTE_COLOR: 'RED_UP' });
    });
  });

  describe('scope', () => {
    it('refuses another user and another broker with E2014', async () => {
      const { session } = await logIn(server.current, 'VIC3001');
      const otherUser = await read(session, configurationPath('VIC3002'));
      expect(otherUser.body).toEqual({ code: 'E2014', message: 'This action is not allowed.', data: null });
      const otherBroker = await signedCall(
        server.current,
        session,
        'GET',
        configurationPath('VIC3001'),
        undefined,
        {
          brokerCode: 'LTU',
        },
      );
      expect(otherBroker.body.code).toBe('E2014');
      expect((await read(session)).body.code).toBe('OK');
    });
  });

  describe('post-login tasks', () => {
    it('keep everything but the task calls closed until done (E2013)', async () => {
      const { session } = await logIn(server.current, 'KLN2001');
      expect(session.pendingTasks).toEqual(['ADDITIONAL_AGREEMENT']);
      const blocked = await signedCall(server.current, session, 'GET', whoAmIPath);
      expect(blocked.body).toMatchObject({
        code: 'E2013',
        message: 'Please complete the required steps first.',
      });
      expect((await read(session)).body.code).toBe('OK');
      const accepted = await signedCall(server.current, session, 'POST', '/api/users/KLN2001/agreements', {
        agreementKey: 'ADDITIONAL_AGREEMENT',
      });
      expect(accepted.body).toEqual({ code: 'OK', message: '', data: null });
      expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.code).toBe('OK');
      const next = await logIn(server.current, 'KLN2001');
      expect(next.session).toMatchObject({ isReadedAdditionalAgreement: true, pendingTasks: [] });
    });
  });

  describe('tokens', () => {
    const refresh = (token: string) =>
      server.current.call<{ token: string; refreshToken: string; sessionRemainSec: number }>(
        '/api/auths/refresh',
        {
          headers: brokerHeaders('LTU', { 'refresh-token': token }),
        },
      );

    it('rotate both tokens on refresh; the old ones stop working at once', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const rotated = await refresh(session.refreshToken);
      expect(rotated.body.code).toBe('OK');
      const next = rotated.body.data;
      expect(next).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        sessionRemainSec: 1800,
      });
      expect(rotated.headers.get('token')).toBe(next.token);
      expect(rotated.headers.get('refresh-token')).toBe(next.refreshToken);
      expect(rotated.headers.get('x-session-expires-in')).toBe('1800');
      expect((await read(session)).body.code).toBe('E0001');
      expect((await read({ ...session, token: next.token })).body.code).toBe('OK');
      expect((await refresh('made-up')).body.code).toBe('E0001');
    });

    it('end the session when a rotated refresh token comes back (a stolen copy)', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const socket = await helloSocket(server.current, session);
      const next = (await refresh(session.refreshToken)).body.data;
      const reuse = await refresh(session.refreshToken);
      expect(reuse.body.code).toBe('E0001');
      expect(await socket.next()).toEqual({ type: 'logout', reason: 'SESSION_EXPIRED' });
      expect((await read({ ...session, token: next.token })).body.code).toBe('E0001');
      expect((await refresh(next.refreshToken)).body.code).toBe('E0001');
    });
  });

  describe('one session per user', () => {
    it('ends the older session when the user logs in again, and tells its socket', async () => {
      const first = (await logIn(server.current, 'VIC3001')).session;
      const socket = await helloSocket(server.current, first);
      const second = (await logIn(server.current, 'VIC3001')).session;
      // The new login's app-OTP prefix reaches the session still open (the companion app), then its end.
      expect(await socket.next()).toMatchObject({ type: 'otpprefix' });
      expect(await socket.next()).toEqual({ type: 'logout', reason: 'OTHER_DEVICE_LOGIN' });
      expect((await socket.closed).code).toBe(1000);
      expect((await read(first)).body.code).toBe('E0001');
      expect((await read(second)).body.code).toBe('OK');
    });

    it('keeps one session when two logins of the same user finish at once', async () => {
      const client = demoClient('VIC3002');
      const steps = await Promise.all(
        [0, 1].map(() => passwordStep(server.current, 'VIC3002', client.password)),
      );
      const tokens = steps.map((step) => step.body.data.challenge.twoFaToken);
      const prefixes = await Promise.all(
        tokens.map((token) => requestPrefix(server.current, 'VIC3002', token)),
      );
      const otp = totp(client.totpSecret);
      const finished = await Promise.all(
        tokens.map((token, index) =>
          codeStep(server.current, 'VIC3002', client.password, token, otp, prefixes[index]?.body.data.prefix),
        ),
      );
      expect(finished.map((response) => response.body.code)).toEqual(['OK', 'OK']);
      const live = await server.current.app.db
        .selectFrom('sessions')
        .select('session_id')
        .where('user_id', '=', 'VIC3002')
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
    });

    it('logs out: the token stops working and the socket hears LOGGED_OUT', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const socket = await helloSocket(server.current, session);
      const out = await signedCall(server.current, session, 'POST', '/api/auths/logouts');
      expect(out.body).toEqual({ code: 'OK', message: '', data: null });
      expect(await socket.next()).toEqual({ type: 'logout', reason: 'LOGGED_OUT' });
      expect((await read(session)).body.code).toBe('E0001');
      const row = await server.current.app.db
        .selectFrom('sessions')
        .select(['revoked_at', 'revoke_reason'])
        .where('user_id', '=', 'LTU1001')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.revoke_reason).toBe('LOGGED_OUT');
      expect(row.revoked_at).toBeInstanceOf(Date);
    });
  });

  describe('the session socket', () => {
    it('answers hello with ready and ping with pong', async () => {
      const { session } = await logIn(server.current, 'LTU1001');
      const socket = await openSessionSocket(server.current);
      socket.send(signedHello(socketPaths.session, session));
      const ready = await socket.next();
      expect(ready).toMatchObject({ type: 'ready' });
      expect((ready as { sessionRemainSec: number }).sessionRemainSec).toBeGreaterThan(1790);
      socket.send({ type: 'ping' });
      expect(await socket.next()).toEqual({ type: 'pong' });
      socket.socket.close();
    });

    it('says SESSION_EXPIRED to a token that names no live session, and closes', async () => {
      const socket = await openSessionSocket(server.current);
      socket.send(signedHello(socketPaths.session, { token: 'not-a-token', signingKey: freshNonce() }));
      expect(await socket.next()).toEqual({ type: 'logout', reason: 'SESSION_EXPIRED' });
      expect((await socket.closed).code).toBe(1000);
    });

    it('closes on a malformed frame or a ping before hello', async () => {
      const malformed = await openSessionSocket(server.current);
      malformed.send('{"type":"shout"}');
      expect((await malformed.closed).code).toBe(1008);
      const early = await openSessionSocket(server.current);
      early.send({ type: 'ping' });
      expect((await early.closed).code).toBe(1008);
    });

    it('closes a socket that says nothing for 5 seconds', async () => {
      const silent = await openSessionSocket(server.current);
      const started = Date.now();
      expect((await silent.closed).code).toBe(1008);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    });

    it('pushes a new app-OTP prefix to the user’s sockets', async () => {
      const { session } = await logIn(server.current, 'VIC3002');
      const socket = await helloSocket(server.current, session);
      const step = await passwordStep(server.current, 'VIC3002', 'Peak2026Tram');
      const prefix = await requestPrefix(server.current, 'VIC3002', step.body.data.challenge.twoFaToken);
      expect(await socket.next()).toEqual({ type: 'otpprefix', ...prefix.body.data });
      socket.socket.close();
    });
  });
});

describe.each(testBackends)('session timeout (%s)', (backend) => {
  const server = useTestServer(backend, { ...identityConfig, sessionTimeoutSeconds: 60 });

  it('follows SESSION_TIMEOUT_SECONDS, slides with each call and ends when idle', async () => {
    const { session } = await logIn(server.current, 'KLN2002');
    expect(session.sessionRemainSec).toBe(60);
    const db = server.current.app.db;
    const expiry = () =>
      db
        .selectFrom('sessions')
        .select('expires_at')
        .where('user_id', '=', 'KLN2002')
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 5_000) })
      .where('user_id', '=', 'KLN2002')
      .execute();
    const call = (current: TestServer) =>
      signedCall(current, session, 'GET', '/api/users/KLN2002/configurations?key=QUICK_ORDER');
    const slid = await call(server.current);
    expect(slid.body.code).toBe('OK');
    expect(slid.headers.get('x-session-expires-in')).toBe('60');
    expect((await expiry()).expires_at.getTime()).toBeGreaterThan(Date.now() + 55_000);

    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', 'KLN2002')
      .execute();
    expect((await call(server.current)).body.code).toBe('E0001');
  });
});
