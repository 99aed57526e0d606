import nodemailer from 'nodemailer';
import { DeliveryError, type MessageSender } from './message-sender';

/** Seconds to connect, to be greeted and between bytes: a stuck mail server must not hold a login open. */
const SMTP_TIMEOUT_MS = 10_000;

export interface SmtpSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://host:465; nodemailer's URL options apply. */
  url: string;
  /** The From of every e-mail: 'Lantau Securities <no-reply@example.com>'. */
  from: string;
}

/** nodemailer's errors name the failing step and the server's reply code, and may quote the recipient. */
function safeReason(error: unknown): string {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === 'string' ? code : 'failed',
    typeof responseCode === 'number' ? responseCode : '',
  ];
  return `SMTP ${parts.join(' ').trim()}`;
}

/** Sends e-mail through an SMTP server with nodemailer: plain text, UTF-8, in the language it was written in. */
export function createSmtpSender(settings: SmtpSettings): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      if (message.channel !== 'EMAIL')
        throw new DeliveryError(message.channel, 'the SMTP sender sends e-mail only');
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (error) {
        throw new DeliveryError('EMAIL', safeReason(error));
      }
    },
    close: () => transport.close(),
  };
}
