import { expect, type APIRequestContext } from '@playwright/test';

/** A message the platform "sent", as the demo outbox lists it (newest first). */
export interface OutboxMessage {
  id: string | number;
  channel: 'SMS' | 'EMAIL';
  to: string;
  userID: string | null;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The moment from which a wait for a code counts: now, with no slack. The server stamps messages on this
 * machine's clock, and a slack before now lets a code sent just earlier (a login over HTTP, then one in the
 * browser) be read as the new one: the newest-first list shows it until the new message is written.
 */
export function codesSentFrom(): Date {
  return new Date();
}

export async function outboxFor(request: APIRequestContext, userID: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox.json?userID=${encodeURIComponent(userID)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Waits for a one-time code sent to the user on the given channel after `since`, and returns it. Codes are a
 * standalone run of digits of the broker's OTP length.
 */
export async function waitForCode(
  request: APIRequestContext,
  userID: string,
  channel: OutboxMessage['channel'],
  since: Date,
  length = 6,
): Promise<string> {
  const pattern = new RegExp(`(?<!\\d)\\d{${length}}(?!\\d)`);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outboxFor(request, userID);
        const fresh = messages.find(
          (m) => m.channel === channel && new Date(m.createdAt) >= since && pattern.test(m.text),
        );
        code = fresh?.text.match(pattern)?.[0];
        return code;
      },
      { message: `a ${channel} code for ${userID}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}
