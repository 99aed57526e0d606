import { businessDateOf } from '@lantau/domain';

// Business time has one source: the market's clock. The simulated exchange runs on it (real time by default,
// MARKET_CLOCK demo or calendar; tests and benchmarks inject one, config.marketTimeSource), and everything dated
// in the platform's books reads it through one MarketClock, made once in app.ts from the exchange and handed to
// each capability that dates things: an order's trade date and the schedule of its fees, a fill's trade and
// settlement dates, the ledger's journals and holds, fund requests, dividends, statements, price alerts' days.
// So a test that sets the market's time moves every business date together, and the demo clock agrees with the
// books. Wall time (Date.now, new Date(), the database's now()) stays for what is not business: session and
// code expiry, rate limits and lockouts, signatures' timestamps, audit and row timestamps, job timers, logs.

/** Where the market's time comes from: the simulated exchange (its clock, and the day each market trades). */
export interface MarketClockSource {
  /** Epoch milliseconds: the clock the exchange runs on. */
  now(): number;
  /** The trading day each market's exchange is in (a market's own local date; the exchange rolls it). */
  marketStatuses(): readonly { readonly market: string; readonly tradingDate: string }[];
}

/** The market's clock, as the capabilities that date things read it. */
export interface MarketClock {
  /** Epoch milliseconds on the market's clock. */
  now(): number;
  /** The platform's business date now ('YYYY-MM-DD', Asia/Shanghai as spec section 9 says). */
  today(): string;
  /**
   * The trading day a market's exchange is in ('YYYY-MM-DD'): what an order placed now is dated, and its fills.
   * A market the exchange does not list is on the platform's business date.
   */
  tradingDate(market: string): string;
}

export function createMarketClock(source: MarketClockSource): MarketClock {
  const today = () => businessDateOf(source.now());
  return {
    now: () => source.now(),
    today,
    tradingDate: (market) =>
      source.marketStatuses().find((status) => status.market === market)?.tradingDate ?? today(),
  };
}
