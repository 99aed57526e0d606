export { phaseAt, timetableOf, timetablesOf, SessionClock, type PhaseInfo } from './session-clock';
export {
  tradingDay,
  isTradingDate,
  type SessionSegment,
  type TradingDay,
  type ExchangeTimetable,
} from './trading-day';
