export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  /** A mobile number with its area code ('+85291001001') or an e-mail address. */
  to: string;
  userId: string;
  /** E-mail subject; empty for SMS. */
  subject: string;
  text: string;
}

export type MessageChannel = OutgoingMessage['channel'];

/**
 * Delivers SMS and e-mail. The development outbox stores them for /dev/outbox; the SMTP sender
 * (smtp-sender.ts) and the SMS gateway sender (sms-gateway-sender.ts) deliver them for real.
 */
export interface MessageSender {
  /** Resolves once the message is handed over; rejects with a DeliveryError when it could not be. */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * A message that could not be handed over. The reason is safe to log: it never holds the address, the text or
 * the code, only what went wrong (a status, an error code, a time-out).
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';

  constructor(
    readonly channel: MessageChannel,
    reason: string,
  ) {
    super(`${channel} not delivered: ${reason}`);
  }
}

/** One sender for both channels, handing each message to the sender of its channel. */
export function senderByChannel(senders: Record<MessageChannel, MessageSender>): MessageSender {
  return { send: (message) => senders[message.channel].send(message) };
}
