import { senderByChannel, type MessageSender } from './message-sender';
import { createOutboxSender, type OutboxRepository } from './outbox-repository';
import type { SenderSettings } from './sender-settings';
import { createSmsGatewaySender } from './sms-gateway-sender';
import { createSmtpSender } from './smtp-sender';

/**
 * The sender a start uses: e-mail through SMTP when SMTP_URL is set, SMS through the gateway when
 * SMS_GATEWAY_URL is set, and the development outbox for a channel without one. Production cannot get here
 * without both (loadConfig refuses it), so the outbox is only ever the demo's and the developer's sender.
 */
export function createMessageSender(
  config: SenderSettings,
  outbox: OutboxRepository,
): { sender: MessageSender; close(): void } {
  const outboxSender = createOutboxSender(outbox);
  const smtp = config.smtp && createSmtpSender(config.smtp);
  const sender = senderByChannel({
    EMAIL: smtp ?? outboxSender,
    SMS: config.smsGateway ? createSmsGatewaySender(config.smsGateway) : outboxSender,
  });
  return { sender, close: () => smtp?.close() };
}
