import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeliveryError, type MessageSender } from './message-sender';

export interface SmsGatewaySettings {
  /** Where each SMS is POSTed as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
  /** Time allowed for one request. */
  timeoutMs: number;
}

/** Attempts per SMS: a second one when the first failed in a way that may pass (no answer, 429, 5xx). */
const ATTEMPTS = 2;
const RETRY_PAUSE_MS = 250;

type Attempt = { delivered: true } | { delivered: false; reason: string; retry: boolean };

/**
 * Sends SMS through an HTTP gateway: `POST url` with `{ "to": "+85291001001", "text": "...", "reference": id }`,
 * any 2xx meaning accepted. The retry carries the same `Idempotency-Key` (the reference), so a gateway that got
 * the first request but whose answer was lost sends the SMS once. Most commercial gateways take this shape, or
 * a small proxy turns it into theirs.
 */
export function createSmsGatewaySender(settings: SmsGatewaySettings): MessageSender {
  async function attempt(body: string, reference: string): Promise<Attempt> {
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': reference,
          ...(settings.token && { authorization: `Bearer ${settings.token}` }),
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { delivered: true };
      const retry = response.status === 429 || response.status >= 500;
      return { delivered: false, reason: `gateway answered HTTP ${response.status}`, retry };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut
        ? `no answer from the gateway within ${settings.timeoutMs} ms`
        : `gateway unreachable (${(error as { cause?: { code?: string } }).cause?.code ?? 'network error'})`;
      return { delivered: false, reason, retry: true };
    }
  }

  return {
    async send(message) {
      if (message.channel !== 'SMS')
        throw new DeliveryError(message.channel, 'the SMS gateway sends SMS only');
      const reference = randomUUID();
      const body = JSON.stringify({ to: message.to, text: message.text, reference });
      const reasons: string[] = [];
      for (let number = 1; number <= ATTEMPTS; number += 1) {
        if (number > 1) await sleep(RETRY_PAUSE_MS);
        const result = await attempt(body, reference);
        if (result.delivered) return;
        reasons.push(result.reason);
        if (!result.retry) break;
      }
      throw new DeliveryError('SMS', `${reasons.join('; then ')} (reference ${reference})`);
    },
  };
}
