import { businessDate } from '../../account';

const DAY_MS = 86_400_000;

/** Days between two YYYY-MM-DD dates, both counted ('2026-01-01'..'2026-01-01' is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

export type RangeProblem = 'reversed' | 'tooLong';

/** Why a date range cannot be searched: reversed, or longer than the broker's FundHistRangeLimit days. */
export function rangeProblem(from: string, to: string, limitDays: number): RangeProblem | undefined {
  if (from > to) return 'reversed';
  if (daysInRange(from, to) > limitDays) return 'tooLong';
  return undefined;
}

/** The records open on the last 30 days, or the broker's whole limit when it is shorter. */
export function defaultFundRange(limitDays: number, now = Date.now()): { from: string; to: string } {
  return { from: businessDate(now, Math.min(30, limitDays) - 1), to: businessDate(now) };
}
