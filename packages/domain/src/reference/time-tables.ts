import {
  hongKongCalendar,
  londonCalendar,
  mainlandCalendar,
  newYorkCalendar,
  northboundCalendar,
  singaporeCalendar,
  tokyoCalendar,
  unmaintainedCalendar,
  type HolidayCalendar,
} from './holiday-calendars';

export type TradingSessionKind =
  | 'PRE_OPENING'
  | 'MORNING'
  | 'LUNCH'
  | 'AFTERNOON'
  | 'CLOSING_AUCTION'
  | 'PRE_MARKET'
  | 'REGULAR'
  | 'POST_MARKET';

export interface TradingSession {
  kind: TradingSessionKind;
  /** Local exchange time 'HH:mm'. */
  start: string;
  end: string;
}

export interface TimeTableReference {
  market: string;
  subMarket: string;
  /** IANA time zone of the session times and of the dates. */
  timeZone: string;
  sessions: readonly TradingSession[];
  holidays: readonly string[];
  halfDays: readonly string[];
}

const session = (kind: TradingSessionKind, start: string, end: string): TradingSession => ({
  kind,
  start,
  end,
});

/**
 * Most markets open with an auction and trade one continuous session, some ending with a closing auction.
 * The times are the boundaries: auction start, open, close and the end of the closing auction.
 */
function continuousDay(auction: string, open: string, close: string, closeEnd?: string): TradingSession[] {
  const day = [session('PRE_OPENING', auction, open), session('REGULAR', open, close)];
  return closeEnd ? [...day, session('CLOSING_AUCTION', close, closeEnd)] : day;
}

/**
 * Asian markets break for lunch between the morning and the afternoon session. The opening auction can end
 * before the morning opens (the mainland's 09:25 to 09:30 pause), so it has its own end.
 */
function lunchBreakDay(
  auction: readonly [string, string],
  morning: readonly [string, string],
  afternoon: readonly [string, string],
  closeEnd?: string,
): TradingSession[] {
  const day = [
    session('PRE_OPENING', ...auction),
    session('MORNING', ...morning),
    session('LUNCH', morning[1], afternoon[0]),
    session('AFTERNOON', ...afternoon),
  ];
  return closeEnd ? [...day, session('CLOSING_AUCTION', afternoon[1], closeEnd)] : day;
}

const hongKongSessions = lunchBreakDay(['09:00', '09:30'], ['09:30', '12:00'], ['13:00', '16:00'], '16:10');
// Both mainland exchanges open with a call auction at 09:15 and close with one from 14:57.
const mainlandSessions = lunchBreakDay(['09:15', '09:25'], ['09:30', '11:30'], ['13:00', '14:57'], '15:00');
// Shanghai B-shares trade continuously to 15:00 without a closing auction.
const shanghaiBSessions = lunchBreakDay(['09:15', '09:25'], ['09:30', '11:30'], ['13:00', '15:00']);
const usSessions = [
  session('PRE_MARKET', '04:00', '09:30'),
  session('REGULAR', '09:30', '16:00'),
  session('POST_MARKET', '16:00', '20:00'),
];
const tokyoSessions = lunchBreakDay(['08:00', '09:00'], ['09:00', '11:30'], ['12:30', '15:25'], '15:30');
const malaysiaSessions = lunchBreakDay(['08:30', '09:00'], ['09:00', '12:30'], ['14:30', '16:45'], '17:00');
const euronextSessions = continuousDay('07:15', '09:00', '17:30', '17:35');

interface ExchangeSchedule {
  market: string;
  subMarket: string;
  timeZone: string;
  sessions: readonly TradingSession[];
  calendar: HolidayCalendar;
}

/** One row a sub-market; a caret market ('MA^MZ') has a row for each of its sub-markets. */
type ScheduleRow = [market: string, subMarket: string, timeZone: string, TradingSession[], HolidayCalendar];

const scheduleRows: readonly ScheduleRow[] = [
  ['HK', 'HK', 'Asia/Hong_Kong', hongKongSessions, hongKongCalendar],
  ['MA^MZ', 'MA', 'Asia/Shanghai', mainlandSessions, northboundCalendar],
  ['MA^MZ', 'MZ', 'Asia/Shanghai', mainlandSessions, northboundCalendar],
  ['SS^SZ', 'SS', 'Asia/Shanghai', shanghaiBSessions, mainlandCalendar],
  ['SS^SZ', 'SZ', 'Asia/Shanghai', mainlandSessions, mainlandCalendar],
  ['US', 'US', 'America/New_York', usSessions, newYorkCalendar],
  ['AU', 'AU', 'Australia/Sydney', continuousDay('07:00', '10:00', '16:00', '16:12'), unmaintainedCalendar],
  ['CA', 'CA', 'America/Toronto', continuousDay('07:00', '09:30', '16:00'), unmaintainedCalendar],
  ['DE', 'DE', 'Europe/Berlin', continuousDay('08:00', '09:00', '17:30', '17:35'), unmaintainedCalendar],
  ['EU', 'EU', 'Europe/Paris', euronextSessions, unmaintainedCalendar],
  ['FR', 'FR', 'Europe/Paris', euronextSessions, unmaintainedCalendar],
  ['GB^GP', 'GB', 'Europe/London', continuousDay('07:50', '08:00', '16:30', '16:35'), londonCalendar],
  ['GB^GP', 'GP', 'Europe/London', continuousDay('07:50', '08:00', '16:30', '16:35'), londonCalendar],
  ['JP', 'JP', 'Asia/Tokyo', tokyoSessions, tokyoCalendar],
  ['NL', 'NL', 'Europe/Amsterdam', euronextSessions, unmaintainedCalendar],
  ['SG^SI', 'SG', 'Asia/Singapore', continuousDay('08:30', '09:00', '17:00', '17:06'), singaporeCalendar],
  ['SG^SI', 'SI', 'Asia/Singapore', continuousDay('08:30', '09:00', '17:00', '17:06'), singaporeCalendar],
  ['TW', 'TW', 'Asia/Taipei', continuousDay('08:30', '09:00', '13:25', '13:30'), unmaintainedCalendar],
  ['MY', 'MY', 'Asia/Kuala_Lumpur', malaysiaSessions, unmaintainedCalendar],
  ['KR', 'KR', 'Asia/Seoul', continuousDay('08:30', '09:00', '15:20', '15:30'), unmaintainedCalendar],
];

const schedules: readonly ExchangeSchedule[] = scheduleRows.map(
  ([market, subMarket, timeZone, sessions, calendar]) => ({
    market,
    subMarket,
    timeZone,
    sessions,
    calendar,
  }),
);

/** Trading sessions, holidays and half days of every market and sub-market. */
export const marketTimeTables: readonly TimeTableReference[] = schedules.map(({ calendar, ...schedule }) => ({
  ...schedule,
  holidays: calendar.holidays,
  halfDays: calendar.halfDays,
}));

/** The IANA time zone a market trades in ('HK' gives 'Asia/Hong_Kong'); undefined for an unknown market. */
export function marketTimeZone(market: string): string | undefined {
  return marketTimeTables.find((table) => table.market === market)?.timeZone;
}
