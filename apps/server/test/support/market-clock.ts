import { createMarketClock, type MarketClock } from '../../src/platform/time/market-clock';

/**
 * A market clock on a time source, with no exchange behind it (every market on the platform's business date):
 * for the ledgers tests make beside a server, which read balances as of the same business date the server
 * books with.
 */
export const marketClockAt = (now: () => number): MarketClock =>
  createMarketClock({ now, marketStatuses: () => [] });

/** The real time as the market's: the clock of a server whose market time is not injected. */
export const realMarketClock: MarketClock = marketClockAt(() => Date.now());
