import { marketTimeTables, type HolidayCalendar } from '../reference';
import { addDays, isWeekend } from './calendar-dates';
import { localDateOf } from './zoned-time';

// Business dates: the calendar date a market trades on, and stepping over its weekends and holidays. The
// platform's own business date (order trade dates, ledger value dates) is Hong Kong's, Asia/Shanghai time.

/** The time zone of the platform's business date (UTC+8, no daylight saving). */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/** The 'YYYY-MM-DD' calendar date of an instant in a time zone (the platform's by default). */
export function businessDateOf(instant: Date | number, timeZone: string = PLATFORM_TIME_ZONE): string {
  return localDateOf(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
}

/** Whether a date is a trading day on a calendar (not a weekend, not a holiday; half days trade). */
export function isTradingDay(calendar: Pick<HolidayCalendar, 'holidays'>, date: string): boolean {
  return !isWeekend(date) && !calendar.holidays.includes(date);
}

/** The holiday calendar of a market code ('MA^MZ' trades on days both Hong Kong and the mainland open). */
export function marketCalendar(market: string): Pick<HolidayCalendar, 'holidays'> {
  return marketTimeTables.find((table) => table.market === market) ?? { holidays: [] };
}

/** The trading day `n` trading days after `date` (n = 0: the date itself if it trades, else the next). */
export function addTradingDays(market: string, date: string, n: number): string {
  const calendar = marketCalendar(market);
  let current = date;
  while (!isTradingDay(calendar, current)) current = addDays(current, 1);
  for (let step = 0; step < n; step += 1) {
    current = addDays(current, 1);
    while (!isTradingDay(calendar, current)) current = addDays(current, 1);
  }
  return current;
}

/** The first trading day after `date`. */
export function nextTradingDay(market: string, date: string): string {
  return addTradingDays(market, addDays(date, 1), 0);
}

/** The last trading day before `date`. */
export function previousTradingDay(market: string, date: string): string {
  const calendar = marketCalendar(market);
  let current = addDays(date, -1);
  while (!isTradingDay(calendar, current)) current = addDays(current, -1);
  return current;
}
