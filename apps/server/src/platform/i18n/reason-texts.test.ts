import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { orderRejectMessages } from './server-messages';

// The web ticket refuses an order instantly with the domain's checks, and the server refuses the same order
// with the same checks: the client must read the same words either way. The web's texts of each reason (its
// trade namespace) are the server's, in every language; this test fails when one side changes alone.

const webLocales = { en_US: 'en', zh_HK: 'zh-HK', zh_CN: 'zh-CN' } as const;

describe('order refusal reasons read the same in the ticket and from the server', () => {
  it.each(Object.entries(webLocales))('%s', (language, folder) => {
    const url = new URL(`../../../../web/src/shared/i18n/locales/${folder}/trade.json`, import.meta.url);
    const web = (JSON.parse(readFileSync(url, 'utf8')) as { reason: Record<string, string> }).reason;
    const server = Object.fromEntries(
      Object.entries(orderRejectMessages).map(([reason, text]) => [
        reason,
        text[language as keyof typeof webLocales],
      ]),
    );
    expect(web).toEqual(server);
  });
});
