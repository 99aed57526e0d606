import fc from 'fast-check';
import { ticksAway } from '@lantau/domain';
import { describe, expect, it } from 'vitest';
import type { OrderType, Side } from '../types';
import type { UniverseMarket } from '../universe/types';
import { bookOf } from './inspect';
import { TEST_INVESTOR, testSimulator } from './test-support';
import type { QuoteState } from './types';

// Across the whole simulator (agents and client orders together): no quantity is created or lost. Every order's
// submitted quantity equals what was filled, cancelled and still rests; buys and sells fill the same total; no
// trade prints through either order's limit.

const START = Date.UTC(2026, 10, 23, 3, 0);
const TARGETS: readonly { market: UniverseMarket; code: string; types: readonly OrderType[] }[] = [
  { market: 'HK', code: '00700', types: ['limit', 'enhanced-limit', 'special-limit'] },
  { market: 'US', code: 'AAPL', types: ['limit', 'market'] },
  { market: 'MA^MZ', code: '600519', types: ['limit'] },
];

type Action =
  | { kind: 'advance'; ms: number }
  | { kind: 'submit'; target: number; side: Side; type: number; offset: number; lots: number }
  | { kind: 'cancel'; pick: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 200, max: 20_000 }) }),
  fc.record({
    kind: fc.constant('submit' as const),
    target: fc.integer({ min: 0, max: TARGETS.length - 1 }),
    side: fc.constantFrom<Side>('buy', 'sell'),
    type: fc.nat(),
    offset: fc.integer({ min: -4, max: 4 }),
    lots: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

interface Ledger {
  side: Side;
  price: number | null;
  quantity: number;
  filled: number;
  cancelled: number;
}

describe('conservation across the simulator', () => {
  it('creates and loses no quantity, whatever the client orders', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.array(actionArb, { minLength: 5, maxLength: 25 }),
        (seed, actions) => {
          const { sim, advance, events } = testSimulator(START, { seed, opsPerSecond: 60 });
          const clientIds: { market: UniverseMarket; code: string; id: string }[] = [];
          actions.forEach((action, index) => {
            if (action.kind === 'advance') advance(action.ms);
            else if (action.kind === 'submit') {
              const target = TARGETS[action.target] as (typeof TARGETS)[number];
              const quote = sim.quote(target.market, target.code) as QuoteState;
              const type = target.types[action.type % target.types.length] as OrderType;
              const touch =
                (action.side === 'buy' ? quote.asks[0]?.price : quote.bids[0]?.price) ?? quote.previousClose;
              const table = bookOf(sim, target.market, target.code)?.instrument.spreadTable;
              const price = table ? (ticksAway(table, touch, action.offset) ?? touch) : touch;
              const id = `c${index}`;
              const lot = quote.instrument.market === 'US' ? 1 : quote.instrument.lotSize;
              const request = {
                id,
                owner: 'acc',
                investorId: TEST_INVESTOR,
                side: action.side,
                type,
                quantity: action.lots * lot,
              };
              const result = sim.submitClientOrder(
                target.market,
                target.code,
                type === 'market' ? request : { ...request, price },
              );
              if (result.ok) clientIds.push({ market: target.market, code: target.code, id });
            } else if (clientIds.length > 0) {
              const order = clientIds[action.pick % clientIds.length] as (typeof clientIds)[number];
              sim.cancelClientOrder(order.market, order.code, order.id);
            }
          });
          const ledgers = new Map<string, Ledger>();
          let bought = 0;
          let sold = 0;
          for (const { code, event } of events) {
            const key = (id: string) => `${code}|${id}`;
            if (event.type === 'accepted') {
              ledgers.set(key(event.orderId), {
                side: event.side,
                price: event.price,
                quantity: event.quantity,
                filled: 0,
                cancelled: 0,
              });
            } else if (event.type === 'trade') {
              const buy = ledgers.get(key(event.buyOrderId)) as Ledger;
              const sell = ledgers.get(key(event.sellOrderId)) as Ledger;
              buy.filled += event.quantity;
              sell.filled += event.quantity;
              bought += event.quantity;
              sold += event.quantity;
              expect(buy.side).toBe('buy');
              expect(sell.side).toBe('sell');
              expect(event.buyLeaves).toBe(buy.quantity - buy.filled - buy.cancelled);
              expect(event.sellLeaves).toBe(sell.quantity - sell.filled - sell.cancelled);
              if (buy.price !== null) expect(event.price).toBeLessThanOrEqual(buy.price);
              if (sell.price !== null) expect(event.price).toBeGreaterThanOrEqual(sell.price);
            } else if (event.type === 'cancelled') {
              (ledgers.get(key(event.orderId)) as Ledger).cancelled += event.quantity;
            } else if (event.type === 'amended') {
              const ledger = ledgers.get(key(event.orderId)) as Ledger;
              ledger.quantity = event.quantity;
              ledger.price = event.price;
            }
          }
          expect(bought).toBe(sold);
          const rest = new Map<string, number>();
          for (const ref of sim.instruments) {
            for (const order of bookOf(sim, ref.market, ref.code)?.openOrders() ?? [])
              rest.set(`${ref.code}|${order.id}`, order.leaves);
          }
          for (const [key, ledger] of ledgers) {
            expect(ledger.filled + ledger.cancelled + (rest.get(key) ?? 0)).toBe(ledger.quantity);
          }
          for (const key of rest.keys()) expect(ledgers.has(key)).toBe(true);
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});
