/**
 * What the portal cannot work without, beyond the language features the build targets: Web Crypto's subtle API
 * signs every call after login and seals the stored session (without it the app cannot even start: boot-failure
 * says so), random UUIDs name each request (x-api-code), the device and Idempotency-Keys, and sockets carry the
 * session and the quotes. A browser without the last two shows the login page and fails after the password: it
 * is told before the client types one.
 */
export function missingBrowserFeatures(scope: typeof globalThis = globalThis): string[] {
  const has: Record<string, boolean> = {
    'crypto.subtle': typeof scope.crypto?.subtle?.sign === 'function',
    'crypto.randomUUID': typeof scope.crypto?.randomUUID === 'function',
    WebSocket: typeof scope.WebSocket === 'function',
  };
  return Object.keys(has).filter((feature) => !has[feature]);
}

/**
 * How far the computer's clock is from the server's, in seconds (positive: the computer is ahead), from the
 * Date header of an answer and the moments the request left and the answer came. The header has whole seconds
 * (rounded down), so half a second is added; the request's own time is split evenly.
 */
export function clockOffsetSeconds(
  serverDate: string | null,
  sentAt: number,
  receivedAt: number,
): number | undefined {
  const server = serverDate === null ? Number.NaN : Date.parse(serverDate);
  if (Number.isNaN(server)) return undefined;
  return ((sentAt + receivedAt) / 2 - (server + 500)) / 1000;
}

/**
 * A clock this far off is worth a word before the client logs in: the server refuses a signed call more than
 * limits.signatureValiditySeconds (300) from its own time (E4001), and a clock that is two minutes out is not
 * set by the network and keeps drifting.
 */
export const CLOCK_WARNING_SECONDS = 120;
