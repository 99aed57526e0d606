export {
  dailyHistory,
  DEFAULT_HISTORY_DAYS,
  turnoverOf,
  type DailyCandle,
  type DailyHistoryOptions,
} from './daily-history';
export { minuteCandles, type MinuteCandleOptions } from './minute-candles';
export { aggregateCandles } from './aggregate-candles';
export { historyStats, type HistoryStats } from './history-stats';
export {
  demoDayWindows,
  isTradingDay,
  sessionOpenTime,
  sessionOpensEndingOn,
  timeTableOf,
  tradingDays,
  tradingDaysEndingOn,
  tradingSessionWindows,
  type SessionWindow,
} from './market-calendar';
export { localDateOf, localMinuteOfDay, timeZoneOffsetMs, zonedTimeToEpoch } from '../time/zoned-time';
export { addDays, dayOfWeek, mondayOf } from '../time/calendar-dates';
export { snapToTick } from './snap-to-tick';
