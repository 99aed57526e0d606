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

const hongKongSessions = [
  session('PRE_OPENING', '09:00', '09:30'),
  session('MORNING', '09:30', '12:00'),
  session('LUNCH', '12:00', '13:00'),
  session('AFTERNOON', '13:00', '16:00'),
  session('CLOSING_AUCTION', '16:00', '16:10'),
];
// Both mainland exchanges open with a call auction at 09:15 and close with one from 14:57.
const mainlandSessions = [
  session('PRE_OPENING', '09:15', '09:25'),
  session('MORNING', '09:30', '11:30'),
  session('LUNCH', '11:30', '13:00'),
  session('AFTERNOON', '13:00', '14:57'),
  session('CLOSING_AUCTION', '14:57', '15:00'),
];
// Shanghai B-shares trade continuously to 15:00 without a closing auction.
const shanghaiBSessions = [
  session('PRE_OPENING', '09:15', '09:25'),
  session('MORNING', '09:30', '11:30'),
  session('LUNCH', '11:30', '13:00'),
  session('AFTERNOON', '13:00', '15:00'),
];
const usSessions = [
  session('PRE_MARKET', '04:00', '09:30'),
  session('REGULAR', '09:30', '16:00'),
  session('POST_MARKET', '16:00', '20:00'),
];
const euronextSessions = [
  session('PRE_OPENING', '07:15', '09:00'),
  session('REGULAR', '09:00', '17:30'),
  session('CLOSING_AUCTION', '17:30', '17:35'),
];

interface ExchangeSchedule {
  market: string;
  subMarket: string;
  timeZone: string;
  sessions: readonly TradingSession[];
  calendar: HolidayCalendar;
}

const schedules: readonly ExchangeSchedule[] = [
  {
    market: 'HK',
    subMarket: 'HK',
    timeZone: 'Asia/Hong_Kong',
    sessions: hongKongSessions,
    calendar: hongKongCalendar,
  },
  {
    market: 'MA^MZ',
    subMarket: 'MA',
    timeZone: 'Asia/Shanghai',
    sessions: mainlandSessions,
    calendar: northboundCalendar,
  },
  {
    market: 'MA^MZ',
    subMarket: 'MZ',
    timeZone: 'Asia/Shanghai',
    sessions: mainlandSessions,
    calendar: northboundCalendar,
  },
  {
    market: 'SS^SZ',
    subMarket: 'SS',
    timeZone: 'Asia/Shanghai',
    sessions: shanghaiBSessions,
    calendar: mainlandCalendar,
  },
  {
    market: 'SS^SZ',
    subMarket: 'SZ',
    timeZone: 'Asia/Shanghai',
    sessions: mainlandSessions,
    calendar: mainlandCalendar,
  },
  {
    market: 'US',
    subMarket: 'US',
    timeZone: 'America/New_York',
    sessions: usSessions,
    calendar: newYorkCalendar,
  },
  {
    market: 'AU',
    subMarket: 'AU',
    timeZone: 'Australia/Sydney',
    sessions: [
      session('PRE_OPENING', '07:00', '10:00'),
      session('REGULAR', '10:00', '16:00'),
      session('CLOSING_AUCTION', '16:00', '16:12'),
    ],
    calendar: unmaintainedCalendar,
  },
  {
    market: 'CA',
    subMarket: 'CA',
    timeZone: 'America/Toronto',
    sessions: [session('PRE_OPENING', '07:00', '09:30'), session('REGULAR', '09:30', '16:00')],
    calendar: unmaintainedCalendar,
  },
  {
    market: 'DE',
    subMarket: 'DE',
    timeZone: 'Europe/Berlin',
    sessions: [
      session('PRE_OPENING', '08:00', '09:00'),
      session('REGULAR', '09:00', '17:30'),
      session('CLOSING_AUCTION', '17:30', '17:35'),
    ],
    calendar: unmaintainedCalendar,
  },
  {
    market: 'EU',
    subMarket: 'EU',
    timeZone: 'Europe/Paris',
    sessions: euronextSessions,
    calendar: unmaintainedCalendar,
  },
  {
    market: 'FR',
    subMarket: 'FR',
    timeZone: 'Europe/Paris',
    sessions: euronextSessions,
    calendar: unmaintainedCalendar,
  },
  ...['GB', 'GP'].map((subMarket) => ({
    market: 'GB^GP',
    subMarket,
    timeZone: 'Europe/London',
    sessions: [
      session('PRE_OPENING', '07:50', '08:00'),
      session('REGULAR', '08:00', '16:30'),
      session('CLOSING_AUCTION', '16:30', '16:35'),
    ],
    calendar: londonCalendar,
  })),
  {
    market: 'JP',
    subMarket: 'JP',
    timeZone: 'Asia/Tokyo',
    sessions: [
      session('PRE_OPENING', '08:00', '09:00'),
      session('MORNING', '09:00', '11:30'),
      session('LUNCH', '11:30', '12:30'),
      session('AFTERNOON', '12:30', '15:25'),
      session('CLOSING_AUCTION', '15:25', '15:30'),
    ],
    calendar: tokyoCalendar,
  },
  {
    market: 'NL',
    subMarket: 'NL',
    timeZone: 'Europe/Amsterdam',
    sessions: euronextSessions,
    calendar: unmaintainedCalendar,
  },
  ...['SG', 'SI'].map((subMarket) => ({
    market: 'SG^SI',
    subMarket,
    timeZone: 'Asia/Singapore',
    sessions: [
      session('PRE_OPENING', '08:30', '09:00'),
      session('REGULAR', '09:00', '17:00'),
      session('CLOSING_AUCTION', '17:00', '17:06'),
    ],
    calendar: singaporeCalendar,
  })),
  {
    market: 'TW',
    subMarket: 'TW',
    timeZone: 'Asia/Taipei',
    sessions: [
      session('PRE_OPENING', '08:30', '09:00'),
      session('REGULAR', '09:00', '13:25'),
      session('CLOSING_AUCTION', '13:25', '13:30'),
    ],
    calendar: unmaintainedCalendar,
  },
  {
    market: 'MY',
    subMarket: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    sessions: [
      session('PRE_OPENING', '08:30', '09:00'),
      session('MORNING', '09:00', '12:30'),
      session('LUNCH', '12:30', '14:30'),
      session('AFTERNOON', '14:30', '16:45'),
      session('CLOSING_AUCTION', '16:45', '17:00'),
    ],
    calendar: unmaintainedCalendar,
  },
  {
    market: 'KR',
    subMarket: 'KR',
    timeZone: 'Asia/Seoul',
    sessions: [
      session('PRE_OPENING', '08:30', '09:00'),
      session('REGULAR', '09:00', '15:20'),
      session('CLOSING_AUCTION', '15:20', '15:30'),
    ],
    calendar: unmaintainedCalendar,
  },
];

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
