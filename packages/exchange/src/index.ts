export * from './types';
export * from './instruments';
export { findEquilibrium, type AuctionInterest, type Equilibrium } from './auction';
export { OrderBook, type OrderBookOptions } from './order-book';
