import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { brokerHeaders, identityConfig, logIn, signedCall } from './support/identity';
import { addProbe, whoAmIPath } from './support/probe';
import { logInStaff, staffCall } from './support/staff';
import { useTestServer } from './support/test-server';

const hour = 3_600_000;
/** The default absolute time-out of a session: 12 hours from its login, however active. */
const absoluteMs = 12 * hour;
const secondsLeftIn = (response: { headers: Headers }) =>
  Number(response.headers.get('x-session-expires-in'));

describe.each(testBackends)('the absolute session time-out (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig, addProbe);
  const db = () => server.current.app.db;
  /** As if the live sessions of a user or member had been opened `ms` ago and kept alive by calls ever since. */
  const openedAgo = (table: 'sessions' | 'staff_sessions', owner: string, ms: number) =>
    sql`update ${sql.table(table)} set created_at = ${new Date(Date.now() - ms)}
      where ${sql.ref(table === 'sessions' ? 'user_id' : 'staff_id')} = ${owner}`.execute(db());

  it("ends a client's session 12 hours after login however active, and no refresh extends it", async () => {
    const { session } = await logIn(server.current, 'LTU1001');
    await openedAgo('sessions', 'LTU1001', absoluteMs + 60_000);
    expect((await signedCall(server.current, session, 'GET', whoAmIPath)).body.code).toBe('E0001');
    const refresh = await server.current.call('/api/auths/refresh', {
      headers: brokerHeaders('LTU', { 'refresh-token': session.refreshToken }),
    });
    expect(refresh.body.code).toBe('E0001');
  });

  it('slides the idle time-out only up to the absolute end, and says so', async () => {
    const { session } = await logIn(server.current, 'LTU1004');
    await openedAgo('sessions', 'LTU1004', absoluteMs - 100_000);
    const call = await signedCall(server.current, session, 'GET', whoAmIPath);
    expect(call.body.code).toBe('OK');
    expect(secondsLeftIn(call)).toBeLessThanOrEqual(100);
    expect(secondsLeftIn(call)).toBeGreaterThan(90);
    const refresh = await server.current.call<{ sessionRemainSec: number }>('/api/auths/refresh', {
      headers: brokerHeaders('LTU', { 'refresh-token': session.refreshToken }),
    });
    expect(refresh.body.data.sessionRemainSec).toBeLessThanOrEqual(100);
    const stored = await db()
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', 'LTU1004')
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(stored.expires_at.getTime()).toBeLessThanOrEqual(stored.created_at.getTime() + absoluteMs);
  });

  it("follows the broker's WebSessionAbsoluteTimeoutSeconds", async () => {
    await server.current.app.brokerRepository.setConfiguration(
      'LTU',
      'WebSessionAbsoluteTimeoutSeconds',
      600,
    );
    try {
      const { session } = await logIn(server.current, 'LTU1005');
      expect(session.sessionRemainSec).toBe(600);
      expect(secondsLeftIn(await signedCall(server.current, session, 'GET', whoAmIPath))).toBeLessThanOrEqual(
        600,
      );
      const staff = await logInStaff(server.current, 'SUPPORT1');
      expect(staff.sessionRemainSec).toBe(600);
    } finally {
      await server.current.app.brokerRepository.setConfiguration(
        'LTU',
        'WebSessionAbsoluteTimeoutSeconds',
        43_200,
      );
    }
  });

  it('ends a staff session 12 hours after login however active', async () => {
    const staff = await logInStaff(server.current, 'OPS1');
    const near = await logInStaff(server.current, 'SUP1');
    await openedAgo('staff_sessions', 'OPS1', absoluteMs + 60_000);
    await openedAgo('staff_sessions', 'SUP1', absoluteMs - 100_000);
    expect((await staffCall(server.current, staff, 'GET', '/api/staff/me')).body.code).toBe('E0001');
    const slid = await staffCall(server.current, near, 'GET', '/api/staff/me');
    expect(slid.body.code).toBe('OK');
    expect(secondsLeftIn(slid)).toBeLessThanOrEqual(100);
  });
});
