import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { totp } from '../src/capabilities/auth/totp';
import { testBackends } from './support/backends';
import {
  brokerHeaders,
  codeIn,
  codeStep,
  countdownOf,
  demoClient,
  identityConfig,
  logIn,
  mobileOf,
  outbox,
  passwordStep,
  requestCode,
  requestPrefix,
  wrongCodeFor,
} from './support/identity';
import { useTestServer } from './support/test-server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testBackends)('login (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const db = () => server.current.app.db;
  const challengeOf = (twoFaToken: string) =>
    db().selectFrom('otp_challenges').where('two_fa_token_hash', '=', sha256(twoFaToken));

  describe('through each broker’s channel', () => {
    it('logs in by SMS at Lantau, with a login notice by e-mail', async () => {
      const client = demoClient('LTU1001');
      const first = await passwordStep(server.current, 'LTU1001', client.password);
      expect(first.body.code).toBe('OK');
      const { challenge } = first.body.data;
      expect(challenge).toEqual({
        twoFaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        channel: 'SMS',
        otpLength: 6,
        otpExpirySeconds: 300,
        maskedContact: '+852 ****1001',
      });

      const sent = await requestCode(server.current, 'LTU1001', challenge.twoFaToken);
      expect(sent.body).toEqual({
        code: 'OK',
        message: '',
        data: { maskedContact: '+852 ****1001', otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 },
      });
      const [sms] = await outbox(server.current, { to: mobileOf(client) });
      expect(sms).toMatchObject({ channel: 'SMS', to: '+85291001001', userID: 'LTU1001', subject: '' });
      expect(sms?.text).toMatch(/^\d{6} is your Lantau Securities login code\. It expires in 5 minutes\./);

      const second = await codeStep(
        server.current,
        'LTU1001',
        client.password,
        challenge.twoFaToken,
        codeIn(sms),
      );
      expect(second.body.code).toBe('OK');
      const { session } = second.body.data;
      expect(session).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        signingKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        sessionRemainSec: 1800,
        userID: 'LTU1001',
        userBroker: 'LTU',
        lastLoginTime: null,
        isReadedAdditionalAgreement: true,
        pendingTasks: [],
      });
      expect(second.headers.get('token')).toBe(session.token);
      expect(second.headers.get('refresh-token')).toBe(session.refreshToken);
      expect(second.headers.get('x-session-expires-in')).toBe('1800');

      const [notice] = await outbox(server.current, { to: client.email });
      expect(notice).toMatchObject({ channel: 'EMAIL', userID: 'LTU1001', subject: 'Login notice' });
      expect(notice?.text).toContain('You logged in to Lantau Securities online trading at');

      // Only hashes of the tokens are stored.
      const stored = await db().selectFrom('sessions').selectAll().where('user_id', '=', 'LTU1001').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).toBe(sha256(session.token));
      expect(JSON.stringify(stored)).not.toContain(session.token);
      expect(JSON.stringify(stored)).not.toContain(session.refreshToken);
    });

    it('logs in by e-mail at Kowloon, with the notice by SMS, in the caller’s language', async () => {
      const client = demoClient('KLN2001');
      const first = await passwordStep(server.current, 'KLN2001', client.password);
      expect(first.body.data.challenge).toMatchObject({
        channel: 'Email',
        maskedContact: 'l***@mail.example',
      });
      const { twoFaToken } = first.body.data.challenge;
      const sent = await server.current.call(`/api/auths/otps?feature=LOGIN&userID=KLN2001`, {
        headers: brokerHeaders('KLN', { 'x-two-fa-token': twoFaToken, 'x-lang': 'zh_HK' }),
      });
      expect(sent.body.code).toBe('OK');
      const [mail] = await outbox(server.current, { to: client.email });
      expect(mail).toMatchObject({ channel: 'EMAIL', subject: '你的登入驗證碼' });
      expect(mail?.text).toMatch(/^\d{6} 是你的九龍證券登入驗證碼/);

      const second = await codeStep(server.current, 'KLN2001', client.password, twoFaToken, codeIn(mail));
      expect(second.body.data.session).toMatchObject({
        userID: 'KLN2001',
        userBroker: 'KLN',
        sessionRemainSec: 900,
        isReadedAdditionalAgreement: false,
        pendingTasks: ['ADDITIONAL_AGREEMENT'],
      });
      const [notice] = await outbox(server.current, { to: mobileOf(client) });
      expect(notice).toMatchObject({ channel: 'SMS', subject: '' });
      expect(notice?.text).toContain('You logged in to Kowloon Securities');
    });

    it('logs in with the app code and its prefix at Victoria, with the notice by e-mail', async () => {
      const client = demoClient('VIC3001');
      const first = await passwordStep(server.current, 'VIC3001', client.password);
      expect(first.body.data.challenge).toMatchObject({
        channel: 'APP_OTP',
        otpLength: 6,
        maskedContact: '',
      });
      const { twoFaToken, otpExpirySeconds } = first.body.data.challenge;

      // App codes are never sent.
      expect((await requestCode(server.current, 'VIC3001', twoFaToken)).body.code).toBe('E2007');
      const prefix = await requestPrefix(server.current, 'VIC3001', twoFaToken);
      expect(prefix.body.data).toEqual({
        prefix: expect.stringMatching(/^[A-Z]{2}$/),
        expiresInSeconds: otpExpirySeconds,
      });
      const otp = totp(client.totpSecret);

      const otherPrefix = prefix.body.data.prefix === 'AB' ? 'CD' : 'AB';
      const wrongPrefix = await codeStep(
        server.current,
        'VIC3001',
        client.password,
        twoFaToken,
        otp,
        otherPrefix,
      );
      expect(wrongPrefix.body).toMatchObject({ code: 'E2003', data: { remainAttempt: 4 } });
      const noPrefix = await codeStep(server.current, 'VIC3001', client.password, twoFaToken, otp);
      expect(noPrefix.body.code).toBe('E2003');

      const second = await codeStep(
        server.current,
        'VIC3001',
        client.password,
        twoFaToken,
        otp,
        prefix.body.data.prefix,
      );
      expect(second.body.data.session).toMatchObject({
        userID: 'VIC3001',
        userBroker: 'VIC',
        pendingTasks: [],
      });
      const [notice] = await outbox(server.current, { to: client.email });
      expect(notice).toMatchObject({ channel: 'EMAIL', subject: 'Login notice' });
      expect(await outbox(server.current, { to: mobileOf(client) })).toEqual([]);
    });

    it('answers the previous login time on the next login', async () => {
      const first = await logIn(server.current, 'VIC3002');
      expect(first.session.lastLoginTime).toBeNull();
      const second = await logIn(server.current, 'VIC3002');
      expect(second.session.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(Date.parse(second.session.lastLoginTime ?? '')).toBeLessThanOrEqual(Date.now());
      const records = await db()
        .selectFrom('login_records')
        .selectAll()
        .where('user_id', '=', 'VIC3002')
        .execute();
      expect(records.map((record) => record.otp_channel)).toEqual(['APP', 'APP']);
    });
  });

  describe('wrong passwords', () => {
    it('count down the attempts, then lock, identically for unknown user IDs', async () => {
      const answers = async (userId: string, password: string) => {
        const bodies = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          bodies.push((await passwordStep(server.current, userId, password, 'LTU')).body);
        }
        return bodies;
      };
      const known = await answers('LTU1002', 'Wrong12345');
      const unknown = await answers('LTU9999', 'Wrong12345');
      expect(known.map((body) => [body.code, body.data])).toEqual([
        ...countdownOf('E2001'),
        ['E2002', { unlockInSeconds: 1800 }],
        ['E2002', { unlockInSeconds: expect.any(Number) }],
      ]);
      expect(known[0]?.message).toBe('Incorrect user ID or password.');
      expect(unknown.slice(0, 5)).toEqual(known.slice(0, 5));
      expect(unknown[5]?.code).toBe('E2002');

      // Locked means locked: the right password changes nothing.
      const right = await passwordStep(server.current, 'LTU1002', demoClient('LTU1002').password);
      expect(right.body.code).toBe('E2002');
      expect((right.body.data as unknown as { unlockInSeconds: number }).unlockInSeconds).toBeGreaterThan(
        1700,
      );

      // When the lock period is over, the right password works again with a fresh allowance.
      await db()
        .updateTable('login_attempts')
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where('user_ref', '=', 'LTU1002')
        .execute();
      const after = await passwordStep(server.current, 'LTU1002', demoClient('LTU1002').password);
      expect(after.body.data.status).toBe('TWO_FA_REQUIRED');
      const wrongAgain = await passwordStep(server.current, 'LTU1002', 'Wrong12345');
      expect(wrongAgain.body.data).toEqual({ remainAttempt: 4 });
    });

    it('treat a client of another broker as unknown', async () => {
      const elsewhere = await passwordStep(server.current, 'LTU1001', demoClient('LTU1001').password, 'KLN');
      expect(elsewhere.body).toMatchObject({ code: 'E2001', data: { remainAttempt: 4 } });
    });

    it('need a known broker', async () => {
      const unknownBroker = await passwordStep(server.current, 'LTU1001', 'x', 'NOPE');
      expect(unknownBroker.body.code).toBe('E1001');
      const missing = await server.current.post('/api/auths/logins', { userID: 'LTU1001', password: 'x' });
      expect(missing.body).toMatchObject({
        code: 'E1000',
        data: [{ path: 'headers.x-broker-code', message: 'Required.' }],
      });
    });
  });

  describe('the code step', () => {
    const client = demoClient('LTU1003');
    const start = async () => {
      const first = await passwordStep(server.current, 'LTU1003', client.password);
      return first.body.data.challenge.twoFaToken;
    };
    const latestCode = async () => codeIn((await outbox(server.current, { to: mobileOf(client) }))[0]);

    it('counts mismatches, kills the code at the limit (locking this address), and lets a new code through after the countdown', async () => {
      const twoFaToken = await start();
      await requestCode(server.current, 'LTU1003', twoFaToken);
      const code = await latestCode();
      const wrong = wrongCodeFor(code);
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push((await codeStep(server.current, 'LTU1003', client.password, twoFaToken, wrong)).body);
      }
      expect(answers.map((body) => [body.code, body.data])).toEqual([
        ...countdownOf('E2003'),
        ['E2002', { unlockInSeconds: 1800 }],
      ]);
      // The right code no longer helps: this address is locked out, and once the lock is over the code is dead.
      expect((await codeStep(server.current, 'LTU1003', client.password, twoFaToken, code)).body.code).toBe(
        'E2002',
      );
      await db().deleteFrom('login_attempts').where('user_ref', '=', 'LTU1003').execute();
      expect((await codeStep(server.current, 'LTU1003', client.password, twoFaToken, code)).body.code).toBe(
        'E2004',
      );

      const tooSoon = await requestCode(server.current, 'LTU1003', twoFaToken);
      expect(tooSoon.body.code).toBe('E2006');
      const retry = (tooSoon.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(retry).toBeGreaterThan(20);
      expect(retry).toBeLessThanOrEqual(30);

      await challengeOf(twoFaToken)
        .select('challenge_id')
        .execute()
        .then(([row]) =>
          db()
            .updateTable('otp_challenges')
            .set({ resend_after: new Date(Date.now() - 1000) })
            .where('challenge_id', '=', row?.challenge_id ?? '')
            .execute(),
        );
      expect((await requestCode(server.current, 'LTU1003', twoFaToken)).body.code).toBe('OK');
      const fresh = await latestCode();
      const done = await codeStep(server.current, 'LTU1003', client.password, twoFaToken, fresh);
      expect(done.body.data.session.pendingTasks).toEqual(['ADDITIONAL_AGREEMENT', 'CHANGE_PASSWORD']);
      // A used step is over.
      expect((await codeStep(server.current, 'LTU1003', client.password, twoFaToken, fresh)).body.code).toBe(
        'E2007',
      );
    });

    it('refuses an expired code, an expired or unknown step, and a missing code', async () => {
      const twoFaToken = await start();
      expect(
        (await codeStep(server.current, 'LTU1003', client.password, twoFaToken, '123456')).body.code,
      ).toBe('E2005');
      await requestCode(server.current, 'LTU1003', twoFaToken);
      const code = await latestCode();
      const [row] = await challengeOf(twoFaToken).select('challenge_id').execute();
      await db()
        .updateTable('otp_challenges')
        .set({ code_expires_at: new Date(Date.now() - 1000) })
        .where('challenge_id', '=', row?.challenge_id ?? '')
        .execute();
      const expired = await codeStep(server.current, 'LTU1003', client.password, twoFaToken, code);
      expect(expired.body).toEqual({
        code: 'E2005',
        message: 'The verification code has expired. Please request a new code.',
        data: null,
      });

      await db()
        .updateTable('otp_challenges')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('challenge_id', '=', row?.challenge_id ?? '')
        .execute();
      expect((await codeStep(server.current, 'LTU1003', client.password, twoFaToken, code)).body.code).toBe(
        'E2007',
      );
      expect((await codeStep(server.current, 'LTU1003', client.password, 'made-up', code)).body.code).toBe(
        'E2007',
      );
      expect((await requestCode(server.current, 'LTU1003', 'made-up')).body.code).toBe('E2007');

      const another = await start();
      const noCode = await server.current.post(
        '/api/auths/logins',
        { userID: 'LTU1003', password: client.password },
        brokerHeaders('LTU', { 'x-two-fa-token': another }),
      );
      expect(noCode.body).toMatchObject({
        code: 'E1000',
        data: [{ path: 'body.otp', message: 'Required.' }],
      });
      // A step belongs to its user.
      expect((await codeStep(server.current, 'LTU1001', 'x', another, '123456')).body.code).toBe('E2007');
    });
  });
});
