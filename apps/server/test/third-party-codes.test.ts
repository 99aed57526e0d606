import { describe, expect, it } from 'vitest';
import { relaxedAuthRateLimits } from '../src/capabilities/auth/rate-limit-rules';
import { totp } from '../src/capabilities/auth/totp';
import { testBackends } from './support/backends';
import {
  codeIn,
  countdownOf,
  demoClient,
  identityConfig,
  logIn,
  mobileOf,
  outbox,
  signedCall,
  wrongCodeFor,
} from './support/identity';
import { helloSocket } from './support/session-socket';
import { useTestServer } from './support/test-server';

interface Issued {
  refID: string;
  prefix: string;
  channel: string;
  maskedContact: string;
  otpLength: number;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

type Session = Awaited<ReturnType<typeof logIn>>['session'];

describe.each(testBackends)('third-party OTPs (%s)', (backend) => {
  const server = useTestServer(backend, { ...identityConfig, otpResendSeconds: 0 });

  const ask = (session: Session, refId: string) =>
    signedCall<Issued>(server.current, session, 'GET', `/api/auths/third_party_otps?refID=${refId}`);
  const confirm = (session: Session, body: { refID: string; prefix: string; otp: string }) =>
    signedCall<{ refID: string; confirmedAt: string }>(
      server.current,
      session,
      'POST',
      '/api/auths/third_party_otps',
      body,
    );
  /** The newest code message to the client's mobile, its code and text. */
  const lastSms = async (userId: string) => {
    const entries = await outbox(server.current, { to: mobileOf(demoClient(userId)) });
    return { code: codeIn(entries[0]), text: entries[0]!.text };
  };

  it('sends a code by SMS beside a prefix, confirms the request once, and spends the code', async () => {
    const { session } = await logIn(server.current, 'LTU1001');
    const issued = await ask(session, 'feed-77.login:1');
    expect(issued.body).toMatchObject({
      code: 'OK',
      data: { refID: 'feed-77.login:1', channel: 'SMS', otpLength: 6, resendAfterSeconds: 0 },
    });
    const { prefix, maskedContact } = issued.body.data;
    expect(prefix).toMatch(/^[A-HJ-NP-Z]{2}$/);
    expect(maskedContact).toContain('****');
    const sms = await lastSms('LTU1001');
    // The message names the prefix the third party shows, so the client sees the code belongs to it.
    expect(sms.text).toContain(`third-party request marked ${prefix}`);

    const confirmed = await confirm(session, { refID: 'feed-77.login:1', prefix, otp: sms.code });
    expect(confirmed.body).toMatchObject({ code: 'OK', data: { refID: 'feed-77.login:1' } });
    expect(Date.parse(confirmed.body.data.confirmedAt)).not.toBeNaN();
    // Once: the request is confirmed and its code spent.
    const again = await confirm(session, { refID: 'feed-77.login:1', prefix, otp: sms.code });
    expect(again.body.code).toBe('E2007');
  });

  it('counts a wrong code or a wrong prefix as a mismatch, then kills the code', async () => {
    const { session } = await logIn(server.current, 'LTU1009');
    const { prefix } = (await ask(session, 'partner-app-9')).body.data;
    const { code } = await lastSms('LTU1009');
    const wrongPrefix = prefix === 'AB' ? 'CD' : 'AB';
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      // The right code under another request's prefix is as wrong as a wrong code.
      const typed =
        attempt % 2 === 0 ? { prefix, otp: wrongCodeFor(code) } : { prefix: wrongPrefix, otp: code };
      const answer = await confirm(session, { refID: 'partner-app-9', ...typed });
      answers.push([answer.body.code, answer.body.data]);
    }
    expect(answers).toEqual(countdownOf('E2003'));
    expect(
      (await confirm(session, { refID: 'partner-app-9', prefix, otp: wrongCodeFor(code) })).body.code,
    ).toBe('E2004');
    // Dead: even the right code and prefix are refused until a new code is asked for.
    expect((await confirm(session, { refID: 'partner-app-9', prefix, otp: code })).body.code).toBe('E2004');
    const renewed = (await ask(session, 'partner-app-9')).body.data;
    expect(renewed.prefix).toMatch(/^[A-HJ-NP-Z]{2}$/);
    const fresh = await lastSms('LTU1009');
    expect(
      (await confirm(session, { refID: 'partner-app-9', prefix: renewed.prefix, otp: fresh.code })).body.code,
    ).toBe('OK');
  });

  it('refuses an expired code (E2005) and a reference never asked for (E2007)', async () => {
    const { session } = await logIn(server.current, 'LTU1007');
    expect((await confirm(session, { refID: 'never-asked', prefix: 'AB', otp: '123456' })).body.code).toBe(
      'E2007',
    );
    const { prefix } = (await ask(session, 'vendor-expiry')).body.data;
    const { code } = await lastSms('LTU1007');
    await server.current.app.db
      .updateTable('otp_challenges')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('reference', '=', 'vendor-expiry')
      .execute();
    expect((await confirm(session, { refID: 'vendor-expiry', prefix, otp: code })).body.code).toBe('E2005');
  });

  it("keeps one client's requests from another's: the same reference is another step", async () => {
    const first = (await logIn(server.current, 'LTU1004')).session;
    const second = (await logIn(server.current, 'LTU1005')).session;
    const { prefix } = (await ask(first, 'shared-ref')).body.data;
    const { code } = await lastSms('LTU1004');
    expect((await confirm(second, { refID: 'shared-ref', prefix, otp: code })).body.code).toBe('E2007');
    expect((await confirm(first, { refID: 'shared-ref', prefix, otp: code })).body.code).toBe('OK');
  });

  it('sends the code by e-mail where the broker uses e-mail codes', async () => {
    // KLN2001 has the additional agreement to accept first: accepted here, so the session has no task left.
    await server.current.app.db
      .updateTable('users')
      .set({ additional_agreement_accepted_at: new Date() })
      .where('user_id', '=', 'KLN2001')
      .execute();
    const { session } = await logIn(server.current, 'KLN2001');
    const issued = await ask(session, 'feed-kln');
    expect(issued.body.data.channel).toBe('Email');
    const mail = (await outbox(server.current, { to: demoClient('KLN2001').email }))[0];
    expect(mail?.subject).toBe('Your code to confirm a third-party request');
    const confirmed = await confirm(session, {
      refID: 'feed-kln',
      prefix: issued.body.data.prefix,
      otp: codeIn(mail),
    });
    expect(confirmed.body.code).toBe('OK');
  });

  it('on an app-OTP broker, tells the companion app the prefix and checks the app code under it', async () => {
    const client = demoClient('VIC3001');
    const { session } = await logIn(server.current, 'VIC3001');
    const socket = await helloSocket(server.current, session);
    try {
      const issued = await ask(session, 'feed-vic');
      expect(issued.body.data).toMatchObject({
        channel: 'APP_OTP',
        maskedContact: '',
        resendAfterSeconds: 0,
      });
      const { prefix, otpLength } = issued.body.data;
      // The companion app hears the prefix over the session socket, as at login.
      expect(await socket.next()).toEqual({ type: 'otpprefix', prefix, expiresInSeconds: 120 });
      const otp = totp(client.totpSecret, { digits: otpLength });
      const wrongPrefix = prefix === 'AB' ? 'CD' : 'AB';
      expect((await confirm(session, { refID: 'feed-vic', prefix: wrongPrefix, otp })).body.code).toBe(
        'E2003',
      );
      expect((await confirm(session, { refID: 'feed-vic', prefix, otp })).body.code).toBe('OK');
    } finally {
      socket.socket.close();
    }
  });

  it('refuses a malformed reference and needs a session', async () => {
    const { session } = await logIn(server.current, 'LTU1006');
    const bad = await ask(session, encodeURIComponent('no spaces allowed'));
    expect(bad.body.code).toBe('E1000');
    const anonymous = await server.current.call('/api/auths/third_party_otps?refID=feed-1', {
      headers: { 'x-broker-code': 'LTU' },
    });
    expect(anonymous.body.code).toBe('E0001');
  });
});

describe.each(testBackends)('third-party OTPs under the per-user code limit (%s)', (backend) => {
  const server = useTestServer(backend, {
    ...identityConfig,
    otpResendSeconds: 0,
    authRateLimits: { ...relaxedAuthRateLimits, otpPerUser: 2 },
  });

  it('counts the codes a client is sent for third parties, as for logins (E4029 past the limit)', async () => {
    const { session } = await logIn(server.current, 'LTU1001');
    const ask = (refId: string) =>
      signedCall(server.current, session, 'GET', `/api/auths/third_party_otps?refID=${refId}`);
    expect((await ask('vendor-a')).body.code).toBe('OK');
    expect((await ask('vendor-b')).body.code).toBe('OK');
    const third = await ask('vendor-c');
    expect(third.body).toMatchObject({ code: 'E4029', data: { retryAfterSeconds: expect.any(Number) } });
  });
});
