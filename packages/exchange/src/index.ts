export * from './types';
export * from './instruments';
export { findEquilibrium, type AuctionInterest, type Equilibrium } from './auction';
export { OrderBook, type OrderBookOptions } from './order-book';
export { ENGINE_ORDER_TYPE } from './order-checks';
export * from './universe';
export * from './indices';
export * from './random';
export {
  aggregateCandles,
  dailyHistory,
  DEFAULT_HISTORY_DAYS,
  demoDayWindows,
  historyStats,
  minuteCandles,
  tradingDays,
  tradingSessionWindows,
  type DailyCandle,
  type DailyHistoryOptions,
  type HistoryStats,
  type MinuteCandleOptions,
  type SessionWindow,
} from './history';
export * from './simulator/types';
export {
  createMarketSimulator,
  DelayedQuotes,
  type MarketSimulatorOptions,
  type PlatformBroker,
} from './simulator';
export {
  phaseAt,
  SessionClock,
  tradingDay,
  type PhaseInfo,
  type SessionSegment,
  type TradingDay,
} from './sessions';
export { VcmMonitor, type VcmMonitorOptions, type VcmWindow } from './vcm';
export { HK_BROKERS, brokerById, type Broker } from './agents';
export type { PriceGuard } from './order-book';
export {
  DEFAULT_GREY_MARKET_HOURS,
  newIssueDay,
  type GreyMarketHours,
  type NewIssueDates,
} from './new-issues/grey-market-day';
