// Calendar arithmetic on 'YYYY-MM-DD' dates (the exchange simulator's and the settlement rules'). Dates are
// exchange-local calendar days, not instants, so they are handled as UTC midnights where no time zone can shift them.

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a calendar date; throws on malformed input. */
export function dateToUtcMs(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function utcMsToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** The Monday of the date's week (weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}
