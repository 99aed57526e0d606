import type { OrderBook } from '../order-book';
import type { MarketSimulator } from './types';
import type { UniverseMarket } from '../universe/types';

// Read access to a simulator's books for tests and audits (conservation checks), outside the MarketSimulator
// interface so the server cannot come to depend on the books themselves.

const registry = new WeakMap<
  MarketSimulator,
  (market: UniverseMarket, code: string) => OrderBook | undefined
>();

export function registerBooks(
  simulator: MarketSimulator,
  lookup: (market: UniverseMarket, code: string) => OrderBook | undefined,
): void {
  registry.set(simulator, lookup);
}

/** The current trading day's book of an instrument (a new book each trading day). */
export function bookOf(
  simulator: MarketSimulator,
  market: UniverseMarket,
  code: string,
): OrderBook | undefined {
  return registry.get(simulator)?.(market, code);
}
