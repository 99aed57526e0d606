import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authRateLimitRules, relaxedAuthRateLimits } from '../src/capabilities/auth/rate-limit-rules';
import { testBackends } from './support/backends';
import {
  brokerHeaders,
  codeIn,
  countdownOf,
  demoClient,
  identityConfig,
  mobileOf,
  outbox,
  wrongCodeFor,
} from './support/identity';
import { useTestServer } from './support/test-server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where a login comes from: the client address (the server trusts X-Forwarded-For here) and the device. */
interface Origin {
  address: string;
  device?: string;
}

const originHeaders = (origin: Origin, extra: Record<string, string> = {}) => ({
  'x-forwarded-for': origin.address,
  ...(origin.device && { 'x-device-uuid': origin.device }),
  ...extra,
});

describe.each(testBackends)('login abuse (%s)', (backend) => {
  const server = useTestServer(backend, { ...identityConfig, trustProxy: true });
  const db = () => server.current.app.db;

  const passwordFrom = (origin: Origin, userId: string, password: string) =>
    server.current.post<{ challenge: { twoFaToken: string } }>(
      '/api/auths/logins',
      { userID: userId, password },
      brokerHeaders('LTU', originHeaders(origin)),
    );
  const codeFrom = (origin: Origin, userId: string, twoFaToken: string, otp: string) =>
    server.current.post(
      '/api/auths/logins',
      { userID: userId, password: demoClient(userId).password, otp },
      brokerHeaders('LTU', originHeaders(origin, { 'x-two-fa-token': twoFaToken })),
    );
  const sendCode = (origin: Origin, userId: string, twoFaToken: string) =>
    server.current.call(`/api/auths/otps?feature=LOGIN&userID=${userId}`, {
      headers: brokerHeaders('LTU', originHeaders(origin, { 'x-two-fa-token': twoFaToken })),
    });
  /** The resend countdown is over (instead of waiting 30 s). */
  const endCountdown = (twoFaToken: string) =>
    db()
      .updateTable('otp_challenges')
      .set({ resend_after: new Date(Date.now() - 1000) })
      .where('two_fa_token_hash', '=', sha256(twoFaToken))
      .execute();
  const latestCodeOf = async (userId: string) =>
    codeIn((await outbox(server.current, { to: mobileOf(demoClient(userId)) }))[0]);

  /** Logs in completely from an origin (SMS clients of Lantau). */
  async function logInFrom(origin: Origin, userId: string) {
    const first = await passwordFrom(origin, userId, demoClient(userId).password);
    const { twoFaToken } = first.body.data.challenge;
    await sendCode(origin, userId, twoFaToken);
    return codeFrom(origin, userId, twoFaToken, await latestCodeOf(userId));
  }

  it('counts wrong second-factor codes per user across codes: a new code is no new allowance', async () => {
    const here = { address: '198.51.100.10' };
    const first = await passwordFrom(here, 'LTU1005', demoClient('LTU1005').password);
    const { twoFaToken } = first.body.data.challenge;
    await sendCode(here, 'LTU1005', twoFaToken);
    const firstWrong = wrongCodeFor(await latestCodeOf('LTU1005'));
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push((await codeFrom(here, 'LTU1005', twoFaToken, firstWrong)).body);
    }
    await endCountdown(twoFaToken);
    expect((await sendCode(here, 'LTU1005', twoFaToken)).body.code).toBe('OK');
    const code = await latestCodeOf('LTU1005');
    answers.push((await codeFrom(here, 'LTU1005', twoFaToken, wrongCodeFor(code))).body);
    expect(answers.map((body) => [body.code, body.data])).toEqual([
      ...countdownOf('E2003'),
      ['E2002', { unlockInSeconds: 1800 }],
    ]);
    // Locked: the right code changes nothing, and neither does starting over with the right password.
    expect((await codeFrom(here, 'LTU1005', twoFaToken, code)).body.code).toBe('E2002');
    expect((await passwordFrom(here, 'LTU1005', demoClient('LTU1005').password)).body.code).toBe('E2002');
  });

  it('locks out the address that guessed, not the client: five wrong passwords from afar', async () => {
    const attacker = { address: '203.0.113.66' };
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await passwordFrom(attacker, 'LTU1004', 'Wrong12345')).body);
    }
    expect(answers.map((body) => body.code)).toEqual(['E2001', 'E2001', 'E2001', 'E2001', 'E2002', 'E2002']);
    // The same answers for a user ID that does not exist.
    const unknown = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      unknown.push((await passwordFrom(attacker, 'LTU9998', 'Wrong12345')).body);
    }
    expect(unknown.map((body) => [body.code, body.message])).toEqual(
      answers.map((body) => [body.code, body.message]),
    );

    const client = { address: '192.0.2.4' };
    const login = await logInFrom(client, 'LTU1004');
    expect(login.body.code).toBe('OK');
  });

  it('slows down a guesser spread over many addresses, except on a device the client logged in with', async () => {
    const device = 'device-of-LTU1006';
    expect((await logInFrom({ address: '192.0.2.6', device }, 'LTU1006')).body.code).toBe('OK');
    // Ten addresses, one wrong password each: from the tenth failure on, each one doubles the wait (2, 4 s...).
    for (let bot = 0; bot < 10; bot += 1) {
      const wrong = await passwordFrom({ address: `203.0.113.${bot + 1}` }, 'LTU1006', 'Wrong12345');
      expect(wrong.body.code).toBe('E2001');
    }
    const nextBot = await passwordFrom({ address: '203.0.113.99' }, 'LTU1006', 'Wrong12345');
    expect(nextBot.body).toMatchObject({ code: 'E2002', data: { unlockInSeconds: expect.any(Number) } });
    expect((nextBot.body.data as unknown as { unlockInSeconds: number }).unlockInSeconds).toBeLessThanOrEqual(
      4,
    );
    // An unknown device of the client waits as well; the device it logged in with before does not.
    const newDevice = await passwordFrom(
      { address: '192.0.2.7', device: 'another' },
      'LTU1006',
      demoClient('LTU1006').password,
    );
    expect(newDevice.body.code).toBe('E2002');
    expect((await logInFrom({ address: '192.0.2.8', device }, 'LTU1006')).body.code).toBe('OK');
    // The completed login forgets the count: the next guesser starts from a full allowance again.
    const afterLogin = await passwordFrom({ address: '203.0.113.99' }, 'LTU1006', 'Wrong12345');
    expect(afterLogin.body).toMatchObject({ code: 'E2001', data: { remainAttempt: 4 } });
  });
});

describe.each(testBackends)(
  "the allowance per user spares the client's own devices and addresses (%s)",
  (backend) => {
    // The default allowances per user ID (10 logins a minute, 5 codes in ten minutes); the ones per address out of
    // the way (strangers spread out).
    const server = useTestServer(backend, {
      authRateLimits: {
        ...relaxedAuthRateLimits,
        loginPerUser: authRateLimitRules.loginPerUser.defaultMax,
        otpPerUser: authRateLimitRules.otpPerUser.defaultMax,
        resetPerUser: authRateLimitRules.resetPerUser.defaultMax,
      },
      trustProxy: true,
    });
    const passwordFrom = (origin: Origin, userId: string, password: string) =>
      server.current.post<{ challenge: { twoFaToken: string } }>(
        '/api/auths/logins',
        { userID: userId, password },
        brokerHeaders('LTU', originHeaders(origin)),
      );
    async function logInFrom(origin: Origin, userId: string) {
      const first = await passwordFrom(origin, userId, demoClient(userId).password);
      if (first.body.code !== 'OK') return first;
      const { twoFaToken } = first.body.data.challenge;
      const headers = brokerHeaders('LTU', originHeaders(origin, { 'x-two-fa-token': twoFaToken }));
      await server.current.call(`/api/auths/otps?feature=LOGIN&userID=${userId}`, { headers });
      const otp = codeIn((await outbox(server.current, { to: mobileOf(demoClient(userId)) }))[0]);
      return server.current.post(
        '/api/auths/logins',
        { userID: userId, password: demoClient(userId).password, otp },
        headers,
      );
    }
    /** Strangers guess from twenty addresses at once; only so many of their passwords are even checked. */
    async function strangersGuess(userId: string, round: number) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, bot) =>
          passwordFrom({ address: `198.51.${100 + round}.${bot + 1}` }, userId, `Wrong${bot}x${round}`),
        ),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === 'E2001').length).toBeLessThanOrEqual(10);
      expect(codes.every((code) => ['E2001', 'E2002', 'E4029'].includes(code))).toBe(true);
      // A new stranger is still held back after the burst.
      const next = await passwordFrom({ address: `198.51.${100 + round}.99` }, userId, 'Wrong12345');
      expect(['E2002', 'E4029']).toContain(next.body.code);
    }

    it('keeps the client in on their device and at their address while strangers guess from everywhere', async () => {
      const phone = { address: '192.0.2.20', device: 'phone-of-LTU1007' };
      expect((await logInFrom(phone, 'LTU1007')).body.code).toBe('OK');

      await strangersGuess('LTU1007', 1);
      // The phone, on another network: in at once.
      expect((await logInFrom({ ...phone, address: '203.0.113.20' }, 'LTU1007')).body.code).toBe('OK');

      await strangersGuess('LTU1007', 2);
      // A new laptop at home, an address the client logged in from before: in at once too.
      expect((await logInFrom({ address: phone.address, device: 'laptop' }, 'LTU1007')).body.code).toBe('OK');

      await strangersGuess('LTU1007', 3);
      // A device and address never seen waits like the strangers (a password reset would let it in).
      const unknown = await logInFrom({ address: '203.0.113.21', device: 'hotel-pc' }, 'LTU1007');
      expect(['E2002', 'E4029']).toContain(unknown.body.code);
    });

    it("spends the client's codes only on requests that proved the password: strangers cannot use them up", async () => {
      const client = demoClient('LTU1008');
      const headersFrom = (address: string, twoFaToken: string) =>
        brokerHeaders('LTU', originHeaders({ address }, { 'x-two-fa-token': twoFaToken }));
      const askCode = (address: string, twoFaToken: string) =>
        server.current.call('/api/auths/otps?feature=LOGIN&userID=LTU1008', {
          headers: headersFrom(address, twoFaToken),
        });
      // Strangers ask for the client's codes with made-up steps, from everywhere: each refused, nothing spent.
      for (let bot = 0; bot < 12; bot += 1) {
        expect((await askCode(`198.51.120.${bot + 1}`, `made-up-${bot}`)).body.code).toBe('E2007');
      }
      // The client, on a new device: the code comes.
      expect((await logInFrom({ address: '192.0.2.30', device: 'new-phone' }, 'LTU1008')).body.code).toBe(
        'OK',
      );
      // Who has the password is still held to the allowance of codes (5 in ten minutes; the login took one).
      const first = await passwordFrom({ address: '192.0.2.30' }, 'LTU1008', client.password);
      const { twoFaToken } = first.body.data.challenge;
      const answers = [];
      for (let ask = 0; ask < 6; ask += 1) {
        // The resend countdown is over (instead of waiting 30 s).
        await server.current.app.db
          .updateTable('otp_challenges')
          .set({ resend_after: new Date(Date.now() - 1000) })
          .where('user_id', '=', 'LTU1008')
          .execute();
        answers.push((await askCode('192.0.2.30', twoFaToken)).body.code);
      }
      expect(answers).toEqual(['OK', 'OK', 'OK', 'OK', 'E4029', 'E4029']);
    });

    it('keeps the password reset open to the client while strangers send bogus resets from everywhere', async () => {
      const contact = '+85291001004';
      const codePath = `/api/auths/otps?feature=RESET_PASSWORD&userID=LTU1004&contact=${encodeURIComponent(contact)}`;
      const resetBody = (otp: string) => ({
        userID: 'LTU1004',
        contact,
        otp,
        newPassword: 'Quotes2027L2',
        confirmation: 'Quotes2027L2',
      });
      for (let bot = 0; bot < 12; bot += 1) {
        const from = brokerHeaders('LTU', originHeaders({ address: `198.51.130.${bot + 1}` }));
        expect((await server.current.call(codePath, { headers: from })).body.code).toBe('E2009');
        const reset = await server.current.post('/api/auths/password_resets', resetBody('123456'), from);
        expect(reset.body.code).toBe('E2007');
      }
      // The client solves the slider, gets the code and resets the password.
      const here = brokerHeaders('LTU', originHeaders({ address: '192.0.2.40' }));
      const puzzle = await server.current.call<{ validationKey: string }>(
        '/api/auths/validation_code/images?deviceWidth=375',
        { headers: here },
      );
      const { validationKey } = puzzle.body.data;
      const { gap_x } = await server.current.app.db
        .selectFrom('validation_challenges')
        .select('gap_x')
        .where('key_hash', '=', sha256(validationKey))
        .executeTakeFirstOrThrow();
      const solved = await server.current.post<{ validationToken: string }>(
        '/api/auths/validation_code/verifications',
        { offset: gap_x + 4, validationKey },
        here,
      );
      const asked = await server.current.call(codePath, {
        headers: { ...here, 'x-validation-token': solved.body.data.validationToken },
      });
      expect(asked.body.code).toBe('OK');
      const otp = codeIn((await outbox(server.current, { to: contact }))[0]);
      const reset = await server.current.post('/api/auths/password_resets', resetBody(otp), here);
      expect(reset.body.code).toBe('OK');
    });
  },
);
