export { createMarketSimulator, type MarketSimulatorOptions } from './market-simulator';
export type { PlatformBroker } from './quote-builder';
export { bookOf } from './inspect';
export { DelayedQuotes } from './delayed-quotes';
