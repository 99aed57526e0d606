import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError, type OutgoingMessage } from '../src/capabilities/notifications/message-sender';
import { createSmsGatewaySender } from '../src/capabilities/notifications/sms-gateway-sender';
import { createSmtpSender } from '../src/capabilities/notifications/smtp-sender';
import { startMailServer, type TestMailServer } from './support/mail-server';
import { startSmsGateway, type TestSmsGateway } from './support/sms-gateway';

const sms: OutgoingMessage = {
  channel: 'SMS',
  to: '+85291001001',
  userId: 'LTU1001',
  subject: '',
  text: '482913 是你的大嶼證券登入驗證碼，5 分鐘內有效。',
};
const mail: OutgoingMessage = {
  channel: 'EMAIL',
  to: 'chan.taiman@mail.example',
  userId: 'KLN2001',
  subject: '你的登入驗證碼',
  text: '771204 是你的九龍證券登入驗證碼，5 分鐘內有效。',
};

/** The sender's failure, checked to hold nothing personal: no address, no text, no code. */
async function failureOf(sending: Promise<void>, message: OutgoingMessage): Promise<DeliveryError> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  const text = String((error as Error).message);
  for (const secret of [message.to, message.text, /\d{6}/.exec(message.text)?.[0] ?? '']) {
    expect(text).not.toContain(secret);
  }
  return error as DeliveryError;
}

describe('the SMS gateway sender', () => {
  let gateway: TestSmsGateway;
  beforeAll(async () => {
    gateway = await startSmsGateway();
  });
  afterAll(() => gateway.close());
  const sender = (timeoutMs = 2_000) =>
    createSmsGatewaySender({ url: gateway.url, token: 'gateway-token', timeoutMs });

  it('POSTs the number and text as JSON with the bearer token and an idempotency key', async () => {
    gateway.received.length = 0;
    await sender().send(sms);
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer gateway-token',
      'content-type': 'application/json',
    });
    expect(request?.body).toMatchObject({ to: '+85291001001', text: sms.text });
    expect(request?.headers['idempotency-key']).toBe(request?.body.reference);
  });

  it('retries once after a 5xx with the same idempotency key, so the SMS goes out once', async () => {
    gateway.received.length = 0;
    gateway.answers.push(503);
    await sender().send(sms);
    const keys = gateway.received.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('gives up on a refusal without retrying, and says why without the number or the text', async () => {
    gateway.received.length = 0;
    gateway.answers.push(400);
    const error = await failureOf(sender().send(sms), sms);
    expect(error.message).toContain('gateway answered HTTP 400');
    expect(gateway.received).toHaveLength(1);
  });

  it('times out a gateway that never answers, twice, then fails', async () => {
    gateway.received.length = 0;
    gateway.answers.push('hang', 'hang');
    const started = performance.now();
    const error = await failureOf(sender(300).send(sms), sms);
    expect(error.message).toContain('no answer from the gateway within 300 ms');
    expect(gateway.received).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('fails cleanly when the gateway is not there', async () => {
    const closed = createSmsGatewaySender({
      url: 'http://127.0.0.1:9/sms',
      token: undefined,
      timeoutMs: 500,
    });
    const error = await failureOf(closed.send(sms), sms);
    expect(error.message).toContain('gateway unreachable');
  });
});

describe('the SMTP sender', () => {
  let server: TestMailServer;
  beforeAll(async () => {
    server = await startMailServer({ rejectRecipient: 'gone@mail.example' });
  });
  afterAll(() => server.close());

  it('delivers UTF-8 text and subject from the configured From', async () => {
    const sender = createSmtpSender({
      url: server.url,
      from: 'Kowloon Securities <no-reply@kowloon.example>',
    });
    const arrival = server.next(mail.to);
    await sender.send(mail);
    const received = await arrival;
    sender.close();
    expect(received.subject).toBe('你的登入驗證碼');
    expect(received.text?.trim()).toBe(mail.text);
    expect(received.from?.value[0]?.address).toBe('no-reply@kowloon.example');
  });

  it('reports a refused mailbox or a wrong login without quoting the address', async () => {
    const sender = createSmtpSender({ url: server.url, from: 'no-reply@kowloon.example' });
    const gone = { ...mail, to: 'gone@mail.example' };
    expect((await failureOf(sender.send(gone), gone)).message).toContain('550');
    sender.close();
    const wrongLogin = createSmtpSender({
      url: server.url.replace('mail-secret', 'wrong'),
      from: 'a@b.example',
    });
    expect((await failureOf(wrongLogin.send(mail), mail)).message).toContain('EAUTH');
    wrongLogin.close();
  });
});
