import type { ExchangeEvent, OrderType, Side } from '../types';
import type { UniverseMarket } from '../universe/types';
import { createMarketSimulator, type MarketSimulatorOptions } from './market-simulator';
import { FIXTURE_INDICES, FIXTURE_UNIVERSE } from './test-universe';
import type { ClientOrderRequest, MarketSimulator, QuoteState } from './types';

/** A simulator on the small fixture universe with an injected clock the test moves. */
export function testSimulator(
  start: number,
  options: Partial<MarketSimulatorOptions> = {},
): {
  sim: MarketSimulator;
  now: () => number;
  advance: (ms: number, each?: () => void) => void;
  events: { market: UniverseMarket; code: string; event: ExchangeEvent }[];
} {
  let now = start;
  const events: { market: UniverseMarket; code: string; event: ExchangeEvent }[] = [];
  const sim = createMarketSimulator({
    seed: 7,
    mode: 'demo',
    clock: () => now,
    universe: FIXTURE_UNIVERSE,
    indices: FIXTURE_INDICES,
    opsPerSecond: 120,
    onBookEvent: (market, code, event) => events.push({ market, code, event }),
    ...options,
  });
  const tickMs = options.tickMs ?? 200;
  return {
    sim,
    now: () => now,
    // Steps tick by tick so `each` can observe the live state between ticks.
    advance: (ms, each) => {
      const end = now + ms;
      while (now < end) {
        now = Math.min(end, now + tickMs);
        sim.advanceTo(now);
        each?.();
      }
    },
    events,
  };
}

export function hkQuotes(sim: MarketSimulator): QuoteState[] {
  return sim.instruments
    .filter((ref) => ref.market === 'HK')
    .map((ref) => sim.quote(ref.market, ref.code) as QuoteState);
}

/** The CE number and BCAN a test's client orders carry in Hong Kong and northbound (HKIDR). */
export const TEST_INVESTOR = { ceNumber: 'TST001', bcan: '1001' } as const;

/** A client order carrying the test investor's CE number and BCAN (Hong Kong and northbound require them). */
export function clientOrder(
  id: string,
  owner: string,
  side: Side,
  type: OrderType,
  quantity: number,
  price: number | undefined,
): ClientOrderRequest {
  return { id, owner, investorId: TEST_INVESTOR, side, type, quantity, price };
}
