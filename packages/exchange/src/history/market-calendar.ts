import { isTradingDay, marketTimeTables, type TimeTableReference, type TradingSession } from '@lantau/domain';
import type { UniverseMarket } from '../universe/types';
import { addDays } from '../time/calendar-dates';
import { zonedTimeToEpoch } from '../time/zoned-time';

// Which days and minutes a market trades, from the domain's time tables and holiday calendars. The calendars
// cover 2026 and 2027 only: earlier dates (the back-filled history) close on weekends alone, which is close
// enough for charts and keeps the history free of invented holidays. Markets without a maintained calendar
// (JP, SG, GB) likewise close on weekends only.

/** A span of trading, epoch milliseconds, end exclusive. */
export interface SessionWindow {
  readonly start: number;
  readonly end: number;
}

const CONTINUOUS_KINDS: ReadonlySet<TradingSession['kind']> = new Set(['MORNING', 'AFTERNOON', 'REGULAR']);
/** New York's half days close at 13:00; markets with a lunch break trade only the morning on half days. */
const US_HALF_DAY_CLOSE = '13:00';

const timeTableCache = new Map<string, TimeTableReference>();

/** The time table of a market (its first sub-market unless one is named). */
export function timeTableOf(market: UniverseMarket, subMarket?: string): TimeTableReference {
  const key = `${market}|${subMarket ?? ''}`;
  const cached = timeTableCache.get(key);
  if (cached) return cached;
  const table = marketTimeTables.find(
    (candidate) =>
      candidate.market === market && (subMarket === undefined || candidate.subMarket === subMarket),
  );
  if (!table) throw new Error(`No time table for ${market}${subMarket ? `/${subMarket}` : ''}`);
  timeTableCache.set(key, table);
  return table;
}

export { isTradingDay };

/** The market's trading dates from `fromDate` to `toDate`, both inclusive, oldest first. */
export function tradingDays(
  market: UniverseMarket,
  fromDate: string,
  toDate: string,
  subMarket?: string,
): string[] {
  const table = timeTableOf(market, subMarket);
  const days: string[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    if (isTradingDay(table, date)) days.push(date);
  }
  return days;
}

/** The last `count` trading dates on or before `lastDate`, oldest first. */
export function tradingDaysEndingOn(table: TimeTableReference, lastDate: string, count: number): string[] {
  const days: string[] = [];
  for (let date = lastDate; days.length < count; date = addDays(date, -1)) {
    if (isTradingDay(table, date)) days.push(date);
  }
  return days.reverse();
}

interface DatedOpens {
  readonly dates: readonly string[];
  readonly opens: readonly number[];
}

const sessionOpensCache = new Map<string, DatedOpens>();

/**
 * The last `count` trading dates on or before `lastDate` and their session-open instants, oldest first. Memoised:
 * every instrument of a market shares them, and computing them dominates the cost of back-filling history.
 */
export function sessionOpensEndingOn(table: TimeTableReference, lastDate: string, count: number): DatedOpens {
  const key = `${table.market}|${table.subMarket}|${lastDate}|${count}`;
  let cached = sessionOpensCache.get(key);
  if (!cached) {
    const dates = tradingDaysEndingOn(table, lastDate, count);
    cached = { dates, opens: dates.map((date) => sessionOpenTime(table, date)) };
    sessionOpensCache.set(key, cached);
  }
  return cached;
}

/** The continuous-trading sessions of a date as instants; empty on a non-trading day. */
export function tradingSessionWindows(table: TimeTableReference, date: string): SessionWindow[] {
  if (!isTradingDay(table, date)) return [];
  const halfDay = table.halfDays.includes(date);
  const hasLunch = table.sessions.some((session) => session.kind === 'LUNCH');
  const windows: SessionWindow[] = [];
  for (const session of table.sessions) {
    if (!CONTINUOUS_KINDS.has(session.kind)) continue;
    if (halfDay && hasLunch && session.kind === 'AFTERNOON') continue;
    const end = halfDay && !hasLunch && session.end > US_HALF_DAY_CLOSE ? US_HALF_DAY_CLOSE : session.end;
    windows.push({
      start: zonedTimeToEpoch(date, session.start, table.timeZone),
      end: zonedTimeToEpoch(date, end, table.timeZone),
    });
  }
  return windows;
}

/** The whole local day (00:00 to the next 00:00): the demo clock trades every minute around the clock. */
export function demoDayWindows(date: string, timeZone: string): SessionWindow[] {
  return [
    {
      start: zonedTimeToEpoch(date, '00:00', timeZone),
      end: zonedTimeToEpoch(addDays(date, 1), '00:00', timeZone),
    },
  ];
}

/** When continuous trading opens on a date (the time stamp of that date's daily candle). */
export function sessionOpenTime(table: TimeTableReference, date: string): number {
  const first = table.sessions.find((session) => CONTINUOUS_KINDS.has(session.kind));
  return zonedTimeToEpoch(date, first?.start ?? '00:00', table.timeZone);
}
