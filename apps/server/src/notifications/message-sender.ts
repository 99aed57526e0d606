import type { OutboxRepository } from './outbox-repository';

export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  /** A mobile number with its area code ('+85291001001') or an e-mail address. */
  to: string;
  userId: string;
  /** E-mail subject; empty for SMS. */
  subject: string;
  text: string;
}

/**
 * Delivers SMS and e-mail. The development outbox stores them for /dev/outbox; an SMTP (nodemailer) or SMS
 * gateway adapter implements the same interface when a broker goes live.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export function createOutboxSender(outbox: OutboxRepository): MessageSender {
  return { send: (message) => outbox.insert(message) };
}
