import { describe, expect, it } from 'vitest';
import {
  isStaffAccess,
  permissionOf,
  permissionsOfRoles,
  type CallDefinition,
  type StaffSessionData,
} from '@lantau/contract';
import { callUrl } from '../src/platform/http/register-call';
import { DEMO_STAFF_PASSWORD, demoStaff, demoStaffEmail } from '../src/composition/seed/demo-staff';
import { testBackends } from './support/backends';
import { codeIn, identityConfig, logIn, outbox, wrongCodeFor } from './support/identity';
import { logInStaff, staffCall, staffLoginStep } from './support/staff';
import { useTestServer } from './support/test-server';

/** A call's URL with every path parameter filled in: the access check comes before the input is looked at. */
const sampleUrl = (call: CallDefinition) => callUrl(call).replace(/:([A-Za-z]+)/g, 'X1');
const staffCalls = (calls: readonly CallDefinition[]) => calls.filter((call) => isStaffAccess(call.access));
/** The member the lock-out test locks out (OPS1 has the same role, so the matrix still covers it). */
const lockedOut = 'OPS2';
const credentials = (staffID: string) => ({ brokerCode: 'LTU', staffID, password: DEMO_STAFF_PASSWORD });

describe.each(testBackends)('staff access (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);

  it('logs a member in with the password and the e-mailed code, and audits it', async () => {
    const first = await staffLoginStep(server.current, credentials('OPS1'));
    expect(first.body.code).toBe('OK');
    if (first.body.data.status !== 'TWO_FA_REQUIRED') throw new Error('expected a code step');
    expect(first.body.data.challenge.maskedContact).toBe('o***@ltu.staff.example');
    const code = codeIn(
      (await outbox(server.current, { to: demoStaffEmail({ brokerCode: 'LTU', staffId: 'OPS1' }) }))[0],
    );
    const { twoFaToken } = first.body.data.challenge;

    const wrong = await staffLoginStep(
      server.current,
      { ...credentials('OPS1'), otp: wrongCodeFor(code) },
      twoFaToken,
    );
    expect(wrong.body).toMatchObject({ code: 'E2003', data: { remainAttempt: 4 } });
    const second = await staffLoginStep(server.current, { ...credentials('OPS1'), otp: code }, twoFaToken);
    expect(second.body.data).toMatchObject({
      status: 'LOGGED_IN',
      session: { staff: { staffID: 'OPS1', roles: ['OPERATIONS'] } },
    });
    // A step is spent once.
    const again = await staffLoginStep(server.current, { ...credentials('OPS1'), otp: code }, twoFaToken);
    expect(again.body.code).toBe('E2007');

    const supervisor = await logInStaff(server.current, 'SUP1');
    const trail = await staffCall<{ records: { actorID: string; action: string }[] }>(
      server.current,
      supervisor,
      'GET',
      '/api/staff/audit_records?actorID=OPS1',
    );
    expect(trail.body.data.records[0]).toMatchObject({ actorID: 'OPS1', action: 'staff.loggedIn' });
  });

  it('answers an unknown member like a wrong password, and locks a member out after five failures', async () => {
    const unknown = await staffLoginStep(server.current, credentials('NOBODY'));
    const wrong = await staffLoginStep(server.current, {
      ...credentials(lockedOut),
      password: 'not-it-at-all',
    });
    expect(unknown.body).toMatchObject({ code: 'E2001', data: { remainAttempt: 4 } });
    expect(wrong.body).toMatchObject({ code: 'E2001', data: { remainAttempt: 4 } });
    for (const remainAttempt of [3, 2, 1]) {
      const next = await staffLoginStep(server.current, {
        ...credentials(lockedOut),
        password: 'not-it-at-all',
      });
      expect(next.body).toMatchObject({ code: 'E2001', data: { remainAttempt } });
    }
    const locking = await staffLoginStep(server.current, {
      ...credentials(lockedOut),
      password: 'not-it-at-all',
    });
    expect(locking.body.code).toBe('E2002');
    // Locked: even the right password waits.
    expect((await staffLoginStep(server.current, credentials(lockedOut))).body.code).toBe('E2002');
  });

  it('never lets a client token, no token, or a logged-out staff session reach a staff call', async () => {
    const calls = staffCalls(server.current.app.registeredCalls);
    expect(calls.length).toBeGreaterThan(2);
    const { session: client } = await logIn(server.current, 'LTU1001');
    const staff = await logInStaff(server.current, 'ADMIN1');
    for (const call of calls) {
      const asClient = await staffCall(
        server.current,
        { ...staff, token: client.token, signingKey: client.signingKey },
        call.method,
        sampleUrl(call),
      );
      expect(asClient.body.code, `${call.method} ${call.path} with a client token`).toBe('E0001');
      const anonymous = await server.current.call(sampleUrl(call), {
        method: call.method,
        headers: { 'x-broker-code': 'LTU' },
      });
      expect(anonymous.body.code, `${call.method} ${call.path} without a token`).toBe('E0001');
    }
    // And a staff token is no client session.
    const asStaff = await staffCall(server.current, staff, 'GET', '/api/accounts');
    expect(asStaff.body.code).toBe('E0001');

    await staffCall(server.current, staff, 'POST', '/api/staff/logouts');
    const after = await staffCall(server.current, staff, 'GET', '/api/staff/me');
    expect(after.body.code).toBe('E0001');
  });

  it('refuses every staff call to a member whose roles lack its permission (E8001), and lets the others through', async () => {
    const sessions = new Map<string, StaffSessionData>();
    const sessionOf = async (staffId: string) => {
      const known = sessions.get(staffId);
      if (known) return known;
      const opened = await logInStaff(server.current, staffId);
      sessions.set(staffId, opened);
      return opened;
    };
    for (const call of staffCalls(server.current.app.registeredCalls)) {
      const permission = permissionOf(call.access);
      if (!permission) continue;
      for (const member of demoStaff.filter((candidate) => candidate.staffId !== lockedOut)) {
        const allowed = permissionsOfRoles(member.roles).includes(permission);
        const answer = await staffCall(
          server.current,
          await sessionOf(member.staffId),
          call.method,
          sampleUrl(call),
        );
        const label = `${member.staffId} ${call.method} ${call.path}`;
        if (allowed) expect(answer.body.code, label).not.toMatch(/^(E8001|E0001)$/);
        else expect(answer.body, label).toMatchObject({ code: 'E8001', data: { permission } });
      }
    }
    // The second pair of eyes on money (payments, large deposits and exchanges): the supervisors and the admin.
    const approvers = demoStaff.filter((member) =>
      permissionsOfRoles(member.roles).includes('funds.approve'),
    );
    expect(approvers.map((member) => member.staffId).sort()).toEqual([
      'ADMIN1',
      'SUP1',
      'SUP2',
      'SUP3',
      'SUP4',
      'SUP5',
      'SUP6',
      'SUP7',
    ]);
  });

  it("keeps a member to their broker's calls (E2014)", async () => {
    const staff = await logInStaff(server.current, 'SUP1');
    const elsewhere = await staffCall(server.current, staff, 'GET', '/api/staff/me', undefined, {
      brokerCode: 'KLN',
    });
    expect(elsewhere.body.code).toBe('E2014');
    const home = await staffCall(server.current, staff, 'GET', '/api/staff/me');
    expect(home.body.data).toMatchObject({
      staffID: 'SUP1',
      permissions: permissionsOfRoles(['SUPERVISOR']),
    });
  });
});
