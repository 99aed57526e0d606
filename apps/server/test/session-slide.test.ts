import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/capabilities/auth/session-service';
import { testBackends } from './support/backends';
import { identityConfig, logIn, signedCall } from './support/identity';
import { addProbe, whoAmIPath } from './support/probe';
import { startTestServer, testConfig, useTestServer, type TestServer } from './support/test-server';

describe.each(testBackends)('sliding the idle timeout without a write per call (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig, addProbe);
  const storedSession = (userId: string) =>
    server.current.app.db
      .selectFrom('sessions')
      .select(['session_id', 'expires_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
  const secondsLeftIn = (row: { expires_at: Date }) => (row.expires_at.getTime() - Date.now()) / 1000;
  /** The header rounds up the seconds left when the server answered, a moment before the test looks. */
  const expectToTell = (response: { headers: Headers }, row: { expires_at: Date }) => {
    const told = Number(response.headers.get('x-session-expires-in'));
    expect(told - secondsLeftIn(row)).toBeGreaterThanOrEqual(0);
    expect(told - secondsLeftIn(row)).toBeLessThan(2);
  };

  it('answers many signed calls without writing the session row, telling the stored time left', async () => {
    const { session } = await logIn(server.current, 'LTU1001');
    const before = await storedSession('LTU1001');
    for (let call = 0; call < 20; call += 1) {
      const response = await signedCall(server.current, session, 'GET', whoAmIPath);
      expect(response.body.code).toBe('OK');
      expectToTell(response, before);
    }
    expect(await storedSession('LTU1001')).toEqual(before);
  });

  it('writes the slide once the stored expiry lags by more than a step, then answers from it', async () => {
    const { session } = await logIn(server.current, 'LTU1005');
    const { session_id } = await storedSession('LTU1005');
    // As if the client's last call that moved the expiry was two minutes ago.
    await server.current.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 1_680_000) })
      .where('session_id', '=', session_id)
      .execute();
    const slid = await signedCall(server.current, session, 'GET', whoAmIPath);
    expect(slid.headers.get('x-session-expires-in')).toBe('1800');
    const after = await storedSession('LTU1005');
    expect(secondsLeftIn(after)).toBeGreaterThan(1795);
    const next = await signedCall(server.current, session, 'GET', whoAmIPath);
    expectToTell(next, after);
    expect(await storedSession('LTU1005')).toEqual(after);
  });

  it('refuses a session on the very next call once it was logged out or replaced', async () => {
    const first = await logIn(server.current, 'LTU1006');
    expect((await signedCall(server.current, first.session, 'GET', whoAmIPath)).body.code).toBe('OK');
    const second = await logIn(server.current, 'LTU1006');
    expect((await signedCall(server.current, first.session, 'GET', whoAmIPath)).body.code).toBe('E0001');
    expect((await signedCall(server.current, second.session, 'POST', '/api/auths/logouts')).body.code).toBe(
      'OK',
    );
    expect((await signedCall(server.current, second.session, 'GET', whoAmIPath)).body.code).toBe('E0001');
  });

  // Two nodes on one database: only a PostgreSQL server can be shared.
  it.runIf(backend === 'postgresql')(
    'lets two nodes agree on the expiry, and on a logout within the cache bound',
    async () => {
      const current = server.current;
      const other: TestServer = await startTestServer(
        current.database,
        testConfig(current.database, current.webDist, identityConfig),
        addProbe,
      );
      try {
        const { session } = await logIn(current, 'LTU1004');
        const here = await signedCall(current, session, 'GET', whoAmIPath);
        const there = await signedCall(other, session, 'GET', whoAmIPath);
        const secondsOf = (response: typeof here) => Number(response.headers.get('x-session-expires-in'));
        expect(Math.abs(secondsOf(here) - secondsOf(there))).toBeLessThanOrEqual(1);
        expect((await signedCall(current, session, 'POST', '/api/auths/logouts')).body.code).toBe('OK');
        expect((await signedCall(current, session, 'GET', whoAmIPath)).body.code).toBe('E0001');
        // The other node does not hear this node's events (no shared bus yet): its copy of the session goes
        // within SESSION_CACHE_TTL_MS.
        const loggedOutAt = Date.now();
        while ((await signedCall(other, session, 'GET', whoAmIPath)).body.code === 'OK') {
          expect(Date.now() - loggedOutAt).toBeLessThan(SESSION_CACHE_TTL_MS + 500);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await signedCall(other, session, 'GET', whoAmIPath)).body.code).toBe('E0001');
      } finally {
        await other.app.close();
      }
    },
  );
});
