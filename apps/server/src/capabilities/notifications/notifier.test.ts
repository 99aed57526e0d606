import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { OutgoingMessage } from './message-sender';
import { createNotifier } from './notifier';

// Which language a message is written in: the client's stored one, else the broker's default; the language of
// the request that caused it only for someone who is not a client (a staff member).

const user = {
  user_id: 'KLN9001',
  broker_code: 'KLN',
  email: 'client@mail.example',
  mobile_area_code: '+852',
  mobile_number: '90000000',
};

function notifierWith(stored: Record<string, string | null>) {
  const sent: OutgoingMessage[] = [];
  const brokers = {
    findBroker: async (code: string) =>
      code === 'KLN'
        ? { name_en_us: 'Kowloon', name_zh_hk: '九龍', name_zh_cn: '九龙', languages: ['zh_HK', 'en_US'] }
        : undefined,
  } as unknown as BrokerRepository;
  const notifier = createNotifier(
    { send: async (message) => void sent.push(message) },
    brokers,
    {} as FastifyBaseLogger,
    {
      languageOf: async (userId) => stored[userId],
    },
  );
  const notice = () =>
    notifier.sendNotice({ kind: 'login', user, codeChannel: 'SMS', at: new Date(0), language: 'zh_CN' });
  return { sent, notifier, notice };
}

describe('the language of notices and codes', () => {
  it("is the client's stored language, whatever the request's", async () => {
    const { sent, notice } = notifierWith({ KLN9001: 'en_US' });
    await notice();
    expect(sent[0]?.subject).toBe('Login notice');
  });

  it("is the broker's default language when the client never chose one", async () => {
    const { sent, notice } = notifierWith({ KLN9001: null });
    await notice();
    expect(sent[0]?.subject).toBe('登入通知');
  });

  it("is the request's language for someone who is not a client", async () => {
    const { sent, notifier } = notifierWith({});
    await notifier.sendCode({
      channel: 'EMAIL',
      to: 'staff@mail.example',
      userId: 'SUP1',
      brokerCode: 'KLN',
      purpose: 'LOGIN',
      code: '123456',
      expirySeconds: 300,
      language: 'zh_CN',
    });
    expect(sent[0]?.subject).toBe('你的登录验证码');
  });
});
