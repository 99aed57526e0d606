import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { testBackends } from './support/backends';
import { demoClient, identityConfig, mobileOf, outbox } from './support/identity';
import { startMailServer, type TestMailServer } from './support/mail-server';
import { startSmsGateway, type TestSmsGateway } from './support/sms-gateway';
import { useTestServer, type TestServer } from './support/test-server';

type Language = 'en_US' | 'zh_HK' | 'zh_CN';
const headers = (userId: string, language: Language, extra: Record<string, string> = {}) => ({
  'x-broker-code': demoClient(userId).brokerCode,
  'x-lang': language,
  ...extra,
});

/** The password step and the code request of a login, in the client's language. */
async function askForCode(server: TestServer, userId: string, language: Language) {
  const first = await server.post<{ challenge: { twoFaToken: string } }>(
    '/api/auths/logins',
    { userID: userId, password: demoClient(userId).password },
    headers(userId, language),
  );
  const { twoFaToken } = first.body.data.challenge;
  const sent = await server.call(`/api/auths/otps?feature=LOGIN&userID=${userId}`, {
    headers: headers(userId, language, { 'x-two-fa-token': twoFaToken }),
  });
  return { twoFaToken, sent };
}

function finishLogin(
  server: TestServer,
  userId: string,
  language: Language,
  twoFaToken: string,
  otp: string,
) {
  return server.post(
    '/api/auths/logins',
    { userID: userId, password: demoClient(userId).password, otp },
    headers(userId, language, { 'x-two-fa-token': twoFaToken }),
  );
}

const codeOf = (text: string | undefined) => /^\d{4,8}\b/.exec(text ?? '')?.[0] ?? '';

describe.each(testBackends)('codes and notices through SMTP and an SMS gateway (%s)', (backend) => {
  let mail: TestMailServer;
  let gateway: TestSmsGateway;
  // Filled before the server starts (hooks run in order): the senders' addresses exist only once they listen.
  const senders: Partial<Config> = { ...identityConfig };
  beforeAll(async () => {
    mail = await startMailServer({ rejectRecipient: demoClient('LTU1005').email });
    gateway = await startSmsGateway();
    senders.smtp = { url: mail.url, from: 'Lantau <no-reply@lantau.example>' };
    senders.smsGateway = { url: gateway.url, token: 'gateway-token', timeoutMs: 1_000 };
  });
  const server = useTestServer(backend, senders);
  afterAll(async () => {
    await mail?.close();
    await gateway?.close();
  });

  it('texts an SMS code through the gateway and mails the login notice, in the client language', async () => {
    const client = demoClient('LTU1001');
    const { twoFaToken, sent } = await askForCode(server.current, 'LTU1001', 'zh_HK');
    expect(sent.body.code).toBe('OK');
    const sms = gateway.received.at(-1);
    expect(sms?.body.to).toBe(mobileOf(client));
    expect(sms?.body.text).toContain('登入驗證碼');
    expect(sms?.headers.authorization).toBe('Bearer gateway-token');

    const notice = mail.next(client.email);
    const login = await finishLogin(server.current, 'LTU1001', 'zh_HK', twoFaToken, codeOf(sms?.body.text));
    expect(login.body.code).toBe('OK');
    const received = await notice;
    expect(received.subject).toBe('登入通知');
    expect(received.text).toContain('登入大嶼證券網上交易');
    // Nothing went to the development outbox: it is only the sender of a channel without a real one.
    expect(await outbox(server.current, { userID: 'LTU1001' })).toEqual([]);
  });

  it('mails an e-mail code by SMTP and texts the login notice, in the client language', async () => {
    const client = demoClient('KLN2001');
    const arrival = mail.next(client.email);
    const { twoFaToken, sent } = await askForCode(server.current, 'KLN2001', 'zh_CN');
    expect(sent.body.code).toBe('OK');
    const code = await arrival;
    expect(code.subject).toBe('你的登录验证码');
    expect(code.text).toContain('登录验证码');

    const before = gateway.received.length;
    const login = await finishLogin(server.current, 'KLN2001', 'zh_CN', twoFaToken, codeOf(code.text));
    expect(login.body.code).toBe('OK');
    const notice = gateway.received.slice(before).find((sms) => sms.body.to === mobileOf(client));
    expect(notice?.body.text).toContain('登录');
  });

  it('answers an undelivered code with E2020 in the caller language, never E5000', async () => {
    gateway.answers.push(503, 503);
    const { sent } = await askForCode(server.current, 'LTU1002', 'zh_CN');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 'E2020', message: '未能发送验证码，请一分钟后再试。', data: null });
    gateway.answers.push('hang', 'hang');
    const english = await askForCode(server.current, 'LTU1004', 'en_US');
    expect(english.sent.body).toMatchObject({
      code: 'E2020',
      message: 'We could not send your verification code. Please try again in a minute.',
    });
  });

  it('lets a login stand when its notice cannot be delivered (the mailbox is refused)', async () => {
    const { twoFaToken } = await askForCode(server.current, 'LTU1005', 'en_US');
    const sms = gateway.received.at(-1);
    const login = await finishLogin(server.current, 'LTU1005', 'en_US', twoFaToken, codeOf(sms?.body.text));
    expect(login.body.code).toBe('OK');
  });
});
