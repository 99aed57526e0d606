import { describe, expect, it } from 'vitest';
import { relaxedAuthRateLimits } from '../src/capabilities/auth/rate-limit-rules';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../src/composition/seed/demo-staff';
import { testBackends } from './support/backends';
import { brokerHeaders, codeIn, outbox } from './support/identity';
import { useTestServer } from './support/test-server';

/** Where a staff login comes from (the server trusts X-Forwarded-For here) and on which device. */
interface Origin {
  address: string;
  device?: string;
}

/** Staff logins follow the clients' rules, through the same login guard. */
describe.each(testBackends)('staff login abuse (%s)', (backend) => {
  const perAddress = 12;
  const server = useTestServer(backend, {
    authRateLimits: { ...relaxedAuthRateLimits, loginPerUser: 10, loginPerAddress: perAddress },
    trustProxy: true,
  });
  const staffLogin = (
    origin: Origin,
    staffID: string,
    password: string,
    step: { otp: string; twoFaToken: string } | undefined = undefined,
  ) =>
    server.current.post<{ status: string; challenge: { twoFaToken: string } }>(
      '/api/staff/logins',
      { brokerCode: 'LTU', staffID, password, ...(step && { otp: step.otp }) },
      brokerHeaders('LTU', {
        'x-forwarded-for': origin.address,
        ...(origin.device && { 'x-device-uuid': origin.device }),
        ...(step && { 'x-two-fa-token': step.twoFaToken }),
      }),
    );
  async function logInFrom(origin: Origin, staffId: string) {
    const first = await staffLogin(origin, staffId, DEMO_STAFF_PASSWORD);
    if (first.body.code !== 'OK') return first;
    const to = demoStaffEmail({ brokerCode: 'LTU', staffId });
    const otp = codeIn((await outbox(server.current, { to }))[0]);
    return staffLogin(origin, staffId, DEMO_STAFF_PASSWORD, {
      otp,
      twoFaToken: first.body.data.challenge.twoFaToken,
    });
  }
  const answersOf = async (origin: Origin, staffId: string, tries: number) => {
    const answers = [];
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const { body } = await staffLogin(origin, staffId, 'not-it-at-all');
      answers.push([body.code, body.message, body.data]);
    }
    return answers;
  };

  it('answers an unknown staff ID exactly like a known one, down to the lock', async () => {
    const attacker = { address: '203.0.113.70' };
    const known = await answersOf(attacker, 'OPS2', 6);
    const unknown = await answersOf(attacker, 'NOBODY', 6);
    expect(known.map(([code, , data]) => [code, data])).toEqual([
      ['E2001', { remainAttempt: 4 }],
      ['E2001', { remainAttempt: 3 }],
      ['E2001', { remainAttempt: 2 }],
      ['E2001', { remainAttempt: 1 }],
      ['E2002', { unlockInSeconds: 1800 }],
      ['E2002', expect.objectContaining({ unlockInSeconds: expect.any(Number) })],
    ]);
    expect(unknown.map(([code, message]) => [code, message])).toEqual(
      known.map(([code, message]) => [code, message]),
    );
    expect(unknown.slice(0, 5)).toEqual(known.slice(0, 5));
  });

  it('locks the address that guessed, never the member: approvers keep approving', async () => {
    for (const [index, staffId] of ['SUP1', 'SUP2', 'ADMIN1'].entries()) {
      const attacker = { address: `203.0.113.${80 + index}` };
      const answers = await answersOf(attacker, staffId, 5);
      expect(answers.at(-1)?.[0]).toBe('E2002');
      // Locked from there, even with the right password...
      expect((await staffLogin(attacker, staffId, DEMO_STAFF_PASSWORD)).body.code).toBe('E2002');
      // ...while the member logs in from their own desk.
      const desk = { address: `192.0.2.${80 + index}`, device: `desk-of-${staffId}` };
      expect((await logInFrom(desk, staffId)).body.data).toMatchObject({ status: 'LOGGED_IN' });
    }
  });

  it('slows a guesser spread over many addresses, but not the desk the member logged in from', async () => {
    const desk = { address: '192.0.2.90', device: 'desk-of-OPS1' };
    expect((await logInFrom(desk, 'OPS1')).body.data).toMatchObject({ status: 'LOGGED_IN' });
    const bots = await Promise.all(
      Array.from({ length: 20 }, (_, bot) =>
        staffLogin({ address: `198.51.100.${bot + 1}` }, 'OPS1', `not-it-${bot}`),
      ),
    );
    const codes = bots.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'E2001').length).toBeLessThanOrEqual(10);
    const nextBot = await staffLogin({ address: '198.51.100.99' }, 'OPS1', 'not-it-at-all');
    expect(['E2002', 'E4029']).toContain(nextBot.body.code);
    // The member's desk is not held back, even on another network.
    expect((await logInFrom({ ...desk, address: '192.0.2.91' }, 'OPS1')).body.data).toMatchObject({
      status: 'LOGGED_IN',
    });
  });

  it('limits staff logins per address like clients', async () => {
    const crawler = { address: '203.0.113.99' };
    const codes = [];
    for (let attempt = 0; attempt <= perAddress; attempt += 1) {
      const { status, body } = await staffLogin(crawler, `GUESS${attempt}`, 'not-it-at-all');
      codes.push([status, body.code]);
    }
    expect(codes.slice(0, perAddress).every(([, code]) => code === 'E2001')).toBe(true);
    expect(codes.at(-1)).toEqual([429, 'E4029']);
  });
});
