/** Business dates are Hong Kong's (the platform's day): UTC+8, with no daylight saving. */
const BUSINESS_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the business day `daysAgo` before the one at `now`. */
export function businessDate(now: number, daysAgo = 0): string {
  return new Date(now + BUSINESS_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The record opens on the last 30 days. */
export function defaultRange(now = Date.now()): { from: string; to: string } {
  return { from: businessDate(now, 30), to: businessDate(now) };
}
