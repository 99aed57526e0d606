import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { priceUnitsToString } from '@lantau/domain';
import type { Order, OrderRequest } from '@lantau/contract';
import { createLedger } from '../src/capabilities/ledger';
import { brokerFeesOf } from '../src/capabilities/orders/broker-fees';
import { feesOf } from '../src/capabilities/orders/domain-rules';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { expectHoldsToMatchOrders, finalStatuses, getOrder, placeOrder } from './support/orders';
import { createStreet } from './support/street';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';

// Random sequences of orders (resting and marketable buys and sells), amendments, cancels and the street's
// trades against them, through the real API on a still market (the calendar clock held on a trading morning:
// only the test's own orders move the book). After each sequence, with everything left cancelled: the
// account's cash moved by exactly what its fills paid and received (consideration and fees), its shares by
// what they bought and sold, its holds are back where they were, nothing is negative, every order's fills add
// up to its filled quantity and its fees to the order's fees on its whole consideration, and every asset sums
// to zero over all accounts in the ledger.

const ACCOUNT = 'LTU100101';
const CODE = '00700';
const LOT = 100;

type Command =
  | { kind: 'rest'; side: 'BUY' | 'SELL'; level: number; lots: number }
  | { kind: 'take'; side: 'BUY' | 'SELL'; lots: number }
  | { kind: 'amend'; order: number; level: number; lots: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'sweep'; side: 'buy' | 'sell'; level: number }
  | { kind: 'nibble'; side: 'buy' | 'sell' };

const side = fc.constantFrom<'BUY' | 'SELL'>('BUY', 'SELL');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('rest' as const),
    side,
    level: fc.nat(3),
    lots: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ kind: fc.constant('take' as const), side, lots: fc.constant(1) }),
  fc.record({
    kind: fc.constant('amend' as const),
    order: fc.nat(),
    level: fc.nat(3),
    lots: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat() }),
  fc.record({
    kind: fc.constant('sweep' as const),
    side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
    level: fc.nat(2),
  }),
  fc.record({ kind: fc.constant('nibble' as const), side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell') }),
);

describe.each(testBackends)('orders under random sequences (%s)', (backend) => {
  let marketNow = Date.parse('2026-11-24T10:30:00+08:00');
  const server = useTestServer(backend, {
    ...identityConfig,
    marketClock: 'calendar',
    marketTimeSource: () => marketNow,
  });
  /** The market moves on a little between steps, so its agents refill what the street took. */
  const stepMarket = () => {
    marketNow += 2_000;
    server.current.app.marketSimulator.advanceTo(marketNow);
  };
  const sessionOf = sessionsFor(server);
  const street = createStreet(() => server.current);
  const ledger = createLedger({ clock: realMarketClock });
  const book = () => server.current.app.marketSimulator.quote('HK', CODE)!;
  /** The price of a level of the book, or undefined when that side is empty (the step is skipped). */
  const priceAt = (levels: 'bids' | 'asks', level: number) => {
    const side = book()[levels];
    const chosen = side[Math.min(level, side.length - 1)];
    return chosen && priceUnitsToString(chosen.price);
  };
  const balances = async () => {
    const all = await ledger.balances(server.current.app.db, ACCOUNT);
    // A position sold down to nothing may not be listed: it holds no shares then.
    const held = all.securities.find((entry) => entry.stockCode === CODE);
    return {
      cash: all.cash.find((entry) => entry.currency === 'HKD')!,
      shares: { quantity: held?.quantity ?? 0, sellable: held?.sellable ?? 0 },
    };
  };

  /** What the runs got to do, so a run of refusals alone cannot pass for a test. */
  const seen = { fills: 0, partlyFilledEnds: 0, amended: 0, cancelled: 0 };

  async function run(commands: Command[]): Promise<void> {
    const session = await sessionOf('LTU1001');
    const call = <T>(method: string, path: string, body?: unknown) =>
      signedCall<T>(server.current, session, method, path, body);
    const placed: Order[] = [];
    const start = await balances();
    const place = async (request: Partial<OrderRequest>) => {
      const answer = await placeOrder(server.current, session, {
        accountNumber: ACCOUNT,
        market: 'HK',
        stockCode: CODE,
        side: 'BUY',
        orderType: 'LO',
        quantity: LOT,
        timeInForce: 'DAY',
        ...request,
      });
      // Refusals (buying power, sellable shares) are part of the game; anything else is not.
      if (answer.body.code === 'OK') placed.push(answer.body.data);
      else expect(answer.body.code).toBe('E6001');
    };
    const working = () => placed.filter((order) => !finalStatuses.has(order.status));

    for (const step of commands) {
      switch (step.kind) {
        case 'rest': {
          const price = priceAt(step.side === 'BUY' ? 'bids' : 'asks', step.level);
          if (price) await place({ side: step.side, price, quantity: step.lots * LOT });
          break;
        }
        case 'take': {
          const levels = step.side === 'BUY' ? 'asks' : 'bids';
          await place({
            side: step.side,
            orderType: 'ELO',
            price: priceAt(levels, 1),
            quantity: step.lots * LOT,
          });
          break;
        }
        case 'amend': {
          const open = working();
          if (open.length === 0) break;
          const order = open[step.order % open.length]!;
          const price = priceAt(order.side === 'BUY' ? 'bids' : 'asks', step.level);
          if (!price) break;
          const answer = await call<Order>('PATCH', `/api/orders/${order.orderID}`, {
            price,
            quantity: order.filledQuantity + step.lots * LOT,
          });
          // Refused amendments (buying power, a fill got there first) leave the order as it was.
          expect(['OK', 'E6001', 'E6003']).toContain(answer.body.code);
          if (answer.body.code === 'OK') seen.amended += 1;
          break;
        }
        case 'cancel': {
          const open = working();
          if (open.length === 0) break;
          const order = open[step.order % open.length]!;
          const answer = await call<Order>('DELETE', `/api/orders/${order.orderID}`);
          expect(['OK', 'E6003']).toContain(answer.body.code);
          if (answer.body.code === 'OK') seen.cancelled += 1;
          break;
        }
        case 'sweep': {
          const price = priceAt(step.side === 'sell' ? 'bids' : 'asks', step.level);
          if (price) await street.sweepTo(step.side, price);
          break;
        }
        case 'nibble': {
          // Part of the best level: whoever is last in its queue (often the client) fills in part.
          const levels = step.side === 'sell' ? book().bids : book().asks;
          const best = levels[0];
          if (best !== undefined && best.quantity > LOT)
            street.enter(
              { side: step.side, type: 'limit', quantity: best.quantity - LOT, price: best.price },
              CODE,
            );
          break;
        }
      }
      stepMarket();
      await server.current.app.ordersIdle();
      for (const [index, order] of placed.entries())
        placed[index] = (await getOrder(server.current, session, order.orderID)).body.data.order;
    }
    // Whatever still works is cancelled, so the run's money can be counted.
    for (const order of working()) await call('DELETE', `/api/orders/${order.orderID}`);
    await server.current.app.ordersIdle();

    const paid = { cash: new Decimal(0), shares: 0 };
    const broker = await brokerFeesOf(server.current.app.brokerRepository, 'LTU');
    const instrument = server.current.app.marketSimulator.instrument('HK', CODE)!;
    for (const { orderID } of placed) {
      const { order, executions } = (await getOrder(server.current, session, orderID)).body.data;
      expect(finalStatuses.has(order.status), `${orderID} ${order.status}`).toBe(true);
      expect(executions.reduce((sum, e) => sum + e.quantity, 0)).toBe(order.filledQuantity);
      if (executions.length === 0) continue;
      seen.fills += executions.length;
      if (order.status === 'CLS' || (order.status === 'CAN' && order.filledQuantity > 0))
        seen.partlyFilledEnds += 1;
      const gross = executions.reduce(
        (sum, e) => sum.add(new Decimal(e.price).mul(e.quantity)),
        new Decimal(0),
      );
      const fees = executions
        .flatMap((e) => e.fees)
        .reduce((sum, line) => sum.add(line.amount), new Decimal(0));
      const whole = feesOf(
        gross,
        'HKD',
        order.side,
        instrument,
        order.filledQuantity,
        order.tradeDate,
        broker,
      );
      expect(fees.toFixed(2), `fees of ${orderID}`).toBe(whole.totalFees);
      const buy = order.side === 'BUY';
      paid.cash = buy ? paid.cash.sub(gross).sub(fees) : paid.cash.add(gross).sub(fees);
      paid.shares += buy ? order.filledQuantity : -order.filledQuantity;
    }
    const end = await balances();
    expect(end.cash.available.sub(start.cash.available).toFixed(2)).toBe(paid.cash.toFixed(2));
    expect(end.cash.onHold.toFixed(2)).toBe(start.cash.onHold.toFixed(2));
    expect(end.shares.quantity - start.shares.quantity).toBe(paid.shares);
    expect(end.cash.available.isNegative()).toBe(false);
    expect(end.shares.sellable).toBeGreaterThanOrEqual(0);
    await expectHoldsToMatchOrders(server.current.app.db);
    const unbalanced = await sql<{ asset_key: string; total: string }>`
      select asset_key, sum(amount)::text as total from ledger_entries group by asset_key
      having sum(amount) <> 0`.execute(server.current.app.db);
    expect(unbalanced.rows).toEqual([]);
  }

  it(
    'conserves cash, fees and shares, and leaves nothing negative or held',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 10 }), (commands) => run(commands)),
        { numRuns: 8 },
      );
    },
  );
});
