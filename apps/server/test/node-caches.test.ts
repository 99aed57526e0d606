import { describe, expect, it } from 'vitest';
import type { UserSession } from '@lantau/contract';
import { SESSION_CACHE_TTL_MS } from '../src/capabilities/auth/session-service';
import { testBackends } from './support/backends';
import { brokerHeaders, identityConfig, logIn, signedCall } from './support/identity';
import { marketGet, type Snapshot } from './support/market-data';
import { addProbe, whoAmIPath } from './support/probe';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('sessions and quote plans kept in memory per node (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig, addProbe);
  const db = () => server.current.app.db;
  const whoAmI = async (session: UserSession) =>
    (await signedCall(server.current, session, 'GET', whoAmIPath)).body.code;
  /** A revocation made straight in SQL, as by another node whose events this one does not hear. */
  const revokeInSql = (userId: string) =>
    db().updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).execute();
  const sessionIdOf = async (userId: string) =>
    (
      await db()
        .selectFrom('sessions')
        .select('session_id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).session_id;

  it('answers a session from memory, drops it when its end is announced, and keeps it no longer than the bound', async () => {
    const { session } = await logIn(server.current, 'LTU1001');
    const sessionId = await sessionIdOf('LTU1001');
    expect(await whoAmI(session)).toBe('OK');
    await revokeInSql('LTU1001');
    // Still this node's copy: the call no longer reads the session row each time.
    expect(await whoAmI(session)).toBe('OK');
    await server.current.app.bus.publish({ type: 'session-ended', sessionId, reason: 'LOGGED_OUT' });
    expect(await whoAmI(session)).toBe('E0001');

    const next = await logIn(server.current, 'LTU1001');
    expect(await whoAmI(next.session)).toBe('OK');
    await revokeInSql('LTU1001');
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    // Nobody told this node, yet the copy is at most SESSION_CACHE_TTL_MS old.
    expect(await whoAmI(next.session)).toBe('E0001');
  });

  it("drops a user's sessions when the user changes: a new post-login task applies on the next call", async () => {
    const { session } = await logIn(server.current, 'LTU1005');
    expect(await whoAmI(session)).toBe('OK');
    await db()
      .updateTable('users')
      .set({ must_change_password: true })
      .where('user_id', '=', 'LTU1005')
      .execute();
    try {
      expect(await whoAmI(session)).toBe('OK');
      await server.current.app.bus.publish({ type: 'user-changed', userId: 'LTU1005' });
      expect(await whoAmI(session)).toBe('E2013');
    } finally {
      await db()
        .updateTable('users')
        .set({ must_change_password: false })
        .where('user_id', '=', 'LTU1005')
        .execute();
      await server.current.app.bus.publish({ type: 'user-changed', userId: 'LTU1005' });
    }
  });

  it('refuses the old token of a refreshed session and a logged-out session on their very next call', async () => {
    const { session } = await logIn(server.current, 'LTU1006');
    expect(await whoAmI(session)).toBe('OK');
    const refreshed = await server.current.call<{ token: string }>('/api/auths/refresh', {
      headers: brokerHeaders(session.userBroker, { 'refresh-token': session.refreshToken }),
    });
    expect(refreshed.body.code).toBe('OK');
    expect(await whoAmI(session)).toBe('E0001');
    const current = { ...session, token: refreshed.body.data.token };
    expect(await whoAmI(current)).toBe('OK');
    expect((await signedCall(server.current, current, 'POST', '/api/auths/logouts')).body.code).toBe('OK');
    expect(await whoAmI(current)).toBe('E0001');
  });

  it("serves a user's quote plans from memory and drops them when a change is announced", async () => {
    const { session } = await logIn(server.current, 'LTU1004');
    const feedPlan = async () =>
      (
        await marketGet<Snapshot>(server.current, session, '/snapshots/details', {
          market: 'HK',
          stockCode: '00700',
        })
      ).body.data.feedPlan;
    const setHkPlan = (plan: 'DELAYED' | 'LEVEL2') =>
      db()
        .updateTable('quote_plans')
        .set({ plan })
        .where('user_id', '=', 'LTU1004')
        .where('market', '=', 'HK')
        .execute();

    expect(await feedPlan()).toBe('LEVEL2');
    await setHkPlan('DELAYED');
    try {
      expect(await feedPlan()).toBe('LEVEL2');
      await server.current.app.bus.publish({ type: 'quote-plans-changed', userId: 'LTU1004' });
      expect(await feedPlan()).toBe('DELAYED');
    } finally {
      await setHkPlan('LEVEL2');
      await server.current.app.bus.publish({ type: 'quote-plans-changed', userId: 'LTU1004' });
    }
    expect(await feedPlan()).toBe('LEVEL2');
  });
});
