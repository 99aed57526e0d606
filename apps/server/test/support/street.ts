import { expect } from 'vitest';
import { priceUnitsToString } from '@lantau/domain';
import type { UniverseMarket } from '@lantau/exchange';
import type { TestServer } from './test-server';

/** The CE number and BCAN the street's orders carry (HKIDR): another broker's client. */
export const STREET_INVESTOR = { ceNumber: 'STR001', bcan: '9001' } as const;

/**
 * Another participant of the simulated exchange (owner 'TEST:STREET', no account of ours): its orders go
 * straight to the exchange, so a test can move the last price across a trigger when the market runs on an
 * injected clock and nothing else trades.
 */
export function createStreet(server: () => TestServer) {
  let street = 0;
  const simulator = () => server().app.marketSimulator;
  return {
    /**
     * Takes the book on one side down (sells) or up (buys) to `price` inclusive, so a trade prints at `price`.
     * Returns that price.
     */
    async sweepTo(side: 'sell' | 'buy', price: string, market: UniverseMarket = 'HK', code = '00700') {
      const quote = simulator().quote(market, code)!;
      const levels = side === 'sell' ? quote.bids : quote.asks;
      const limit = levels.find((level) => priceUnitsToString(level.price) === price)!;
      const reached = levels.filter((level) =>
        side === 'sell' ? level.price >= limit.price : level.price <= limit.price,
      );
      const quantity = reached.reduce((sum, level) => sum + level.quantity, 0);
      street += 1;
      const result = simulator().submitClientOrder(market, code, {
        id: `street-${street}`,
        owner: 'TEST:STREET',
        investorId: STREET_INVESTOR,
        side,
        type: market === 'HK' ? 'enhanced-limit' : 'limit',
        quantity,
        price: limit.price,
      });
      expect(result.ok).toBe(true);
      await server().app.ordersIdle();
      // The street's last share traded at `price` (a released order may have traded after it).
      const prints = simulator().quote(market, code)!.trades;
      expect(prints.some((print) => print.price === limit.price && print.aggressor === side)).toBe(true);
      return price;
    },

    /** Enters a street order as it is (a bid or offer that rests, or one that takes the touch). */
    enter(order: { side: 'buy' | 'sell'; type: 'limit'; quantity: number; price: number }, code = '00700') {
      street += 1;
      const result = simulator().submitClientOrder('HK', code, {
        id: `street-${street}`,
        owner: 'TEST:STREET',
        investorId: STREET_INVESTOR,
        ...order,
      });
      expect(result.ok).toBe(true);
    },
  };
}

/**
 * Level `n` of the bids below the last trade, or of the offers above it, as decimal text: a trigger on that side
 * of the price now that the street can print at (after a refill the touch need not straddle the last trade).
 */
export function triggerLevel(
  server: TestServer,
  side: 'bid' | 'ask',
  n: number,
  market: UniverseMarket = 'HK',
  code = '00700',
): string {
  const quote = server.app.marketSimulator.quote(market, code)!;
  const last = quote.last ?? quote.previousClose;
  const levels =
    side === 'bid'
      ? quote.bids.filter((level) => level.price < last)
      : quote.asks.filter((level) => level.price > last);
  const level = levels[n];
  if (level === undefined)
    throw new Error(`no ${side} level ${n} beyond the last trade of ${market} ${code}`);
  return priceUnitsToString(level.price);
}

/**
 * A market on an injected clock (from `start`) that moves only when the test steps it: prices change only when
 * the test (or its street) trades. Spread `config` into the server's configuration.
 */
export function stillMarket(start = Date.now()) {
  let now = start;
  return {
    config: { marketTimeSource: () => now, marketTickMs: 1000 },
    now: () => now,
    /** Steps the market `ms` on (its agents refill what the street took) and waits for the orders it moved. */
    async advance(server: TestServer, ms: number): Promise<void> {
      now += ms;
      server.app.marketSimulator.advanceTo(now);
      await server.app.ordersIdle();
    },
  };
}
