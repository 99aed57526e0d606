import { minutesOf, zonedMinuteToEpoch } from '../time/zoned-time';
import { addDays } from '../time/calendar-dates';
import {
  isTradingDate,
  tradingDay,
  type ClockModeLike,
  type ExchangeTimetable,
  type SessionSegment,
  type TradingDay,
} from '../sessions/trading-day';

// The timetable of a new issue. Before its grey market it is not tradable; on the grey market date (the trading
// day before listing) the broker's pre-listing session runs for it alone; from the listing date it trades as any
// Hong Kong stock, starting with the pre-opening auction. The hours are the usual broker practice
// (hk-market.md, "Grey market"), not an exchange rule, so they are data a listing may override.

export interface GreyMarketHours {
  /** 'HH:MM' Hong Kong time on a full trading day. */
  readonly start: string;
  readonly end: string;
  /** The same on a half day (the market closes at noon, so the session moves two hours earlier). */
  readonly halfDayStart: string;
  readonly halfDayEnd: string;
}

export const DEFAULT_GREY_MARKET_HOURS: GreyMarketHours = {
  start: '16:15',
  end: '18:30',
  halfDayStart: '14:15',
  halfDayEnd: '16:30',
};

/** The dates that make a new issue's timetable (business dates, 'YYYY-MM-DD', Hong Kong). */
export interface NewIssueDates {
  readonly greyMarketDate: string;
  readonly listingDate: string;
}

/**
 * One local day of a new issue. The demo clock trades every market all day: there the grey session runs all
 * day from the grey market date until the listing date, so the demo's new issue can be traded whenever the
 * demo runs.
 */
export function newIssueDay(
  table: ExchangeTimetable,
  date: string,
  mode: ClockModeLike,
  dates: NewIssueDates,
  hours: GreyMarketHours = DEFAULT_GREY_MARKET_HOURS,
): TradingDay {
  if (date >= dates.listingDate) return tradingDay(table, date, mode);
  const start = zonedMinuteToEpoch(date, 0, table.timeZone);
  const end = zonedMinuteToEpoch(addDays(date, 1), 0, table.timeZone);
  const closed = (from: number, to: number, endOfDay = false): SessionSegment => ({
    phase: 'CLOSED',
    start: from,
    end: to,
    bookPhase: 'closed',
    cancelAllowed: true,
    ...(endOfDay && { endOfDay: true }),
  });
  const grey = (from: number, to: number): SessionSegment => ({
    phase: 'GREY_MARKET',
    start: from,
    end: to,
    bookPhase: 'continuous',
    cancelAllowed: true,
    session: 0,
  });
  const day = (segments: SessionSegment[], trading: boolean, halfDay = false): TradingDay => ({
    date,
    timeZone: table.timeZone,
    trading,
    halfDay,
    start,
    end,
    segments,
  });
  if (mode === 'demo') {
    return date >= dates.greyMarketDate ? day([grey(start, end)], true) : day([closed(start, end)], false);
  }
  if (date !== dates.greyMarketDate || !isTradingDate(table, date)) return day([closed(start, end)], false);
  const halfDay = table.halfDays.includes(date);
  const at = (hhmm: string) => zonedMinuteToEpoch(date, minutesOf(hhmm), table.timeZone);
  const open = at(halfDay ? hours.halfDayStart : hours.start);
  const close = at(halfDay ? hours.halfDayEnd : hours.end);
  // The session's unfilled orders are day orders: they expire when it ends, as at the exchange's close.
  return day(
    [closed(start, open), grey(open, close), closed(close, end, true)].filter((s) => s.end > s.start),
    true,
    halfDay,
  );
}
