import { z } from 'zod';
import { configPart, envText } from '../../platform/config/config-part';
import type { SmsGatewaySettings } from './sms-gateway-sender';
import type { SmtpSettings } from './smtp-sender';

/** Real delivery of each channel, when configured; undefined sends that channel to the development outbox. */
export interface SenderSettings {
  smtp: SmtpSettings | undefined;
  smsGateway: SmsGatewaySettings | undefined;
}

/**
 * SMTP_* and SMS_*. Production needs both real senders (a rule between parts: config.ts), so the outbox is
 * only ever the demo's and the developer's sender.
 */
export const senderConfig = configPart({
  environment: {
    SMTP_URL: envText.url(/^smtps?$/, 'expected an smtp:// or smtps:// URL').optional(),
    SMTP_FROM: z
      .string()
      .regex(/@/, { error: 'expected an address such as Lantau <no-reply@example.com>' })
      .optional(),
    SMS_GATEWAY_URL: envText.url(/^https?$/, 'expected an http:// or https:// URL').optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    SMS_TIMEOUT_MS: envText.integer(100, 60_000).default(5_000),
  },
  check: (env, problem) => {
    if (env.SMTP_URL && !env.SMTP_FROM) problem('SMTP_FROM', 'required with SMTP_URL');
  },
  settings: (env): SenderSettings => ({
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN, timeoutMs: env.SMS_TIMEOUT_MS }
      : undefined,
  }),
});
