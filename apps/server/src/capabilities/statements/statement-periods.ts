import { statementHistory, type StatementKind } from '@lantau/contract';
import { addDays } from '@lantau/domain';
import { AppError } from '../../platform/http/app-error';

export interface PeriodRange {
  from: string;
  to: string;
}

/** The first calendar day of the month `months` before the month of `date` (both 'YYYY-MM-DD'). */
function monthStartBefore(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last calendar day of a month ('2026-02' gives '2026-02-28'). */
function monthEnd(month: string): string {
  return addDays(monthStartBefore(`${month}-01`, -1), -1);
}

/**
 * The earliest business date a statement of this kind may cover: the default history, or the extended one
 * where the broker offers it (WebExtStatementEnable; see statementHistory in the contract).
 */
export function earliestStatementDate(kind: StatementKind, today: string, extended: boolean): string {
  if (extended) return monthStartBefore(today, statementHistory.extendedYears * 12);
  return kind === 'DAILY'
    ? addDays(today, -statementHistory.dailyDays)
    : monthStartBefore(today, statementHistory.monthlyMonths - 1);
}

/** The business dates a statement covers: its day, or its month's first to last day. */
export function periodRange(kind: StatementKind, period: string): PeriodRange {
  if (kind === 'DAILY') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) throw new AppError('E7051');
    return { from: period, to: period };
  }
  if (!/^\d{4}-\d{2}$/.test(period)) throw new AppError('E7051');
  return { from: `${period}-01`, to: monthEnd(period) };
}

/** The period a business date falls in: the date itself, or its month. */
export const periodOf = (kind: StatementKind, date: string): string =>
  kind === 'DAILY' ? date : date.slice(0, 7);

/**
 * The range of a statement the client may have: it has started (a month in progress gives its figures so
 * far) and it does not reach before the history the broker offers. Anything else is E7051.
 */
export function availableRange(
  kind: StatementKind,
  period: string,
  today: string,
  extended: boolean,
): PeriodRange {
  const range = periodRange(kind, period);
  if (range.from > today || range.to < earliestStatementDate(kind, today, extended)) {
    throw new AppError('E7051');
  }
  return range;
}
