import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderRequest } from '@lantau/contract';
import { createLedger } from '../src/capabilities/ledger';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import {
  bookPrice,
  expectHoldsToMatchOrders,
  getOrder,
  orderEventsOf,
  placeOrder,
  hkOrder,
  waitForOrder,
} from './support/orders';
import { helloSocket } from './support/session-socket';
import { createStreet, stillMarket, triggerLevel } from './support/street';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';

// What a client does to conditional orders after placing them, and the conditions the first suite leaves out:
// cancelling an OCO pair by either leg, amending a held order, trigger-market and target-price orders. The
// market runs on an injected clock that only the test moves, so prices change only when another participant
// (the street) trades.

const ACCOUNT = hkOrder().accountNumber;
const hk = (request: Partial<OrderRequest>): OrderRequest =>
  hkOrder({ side: 'SELL', orderType: 'ELO', ...request });

describe.each(testBackends)('conditional orders after placing (%s)', (backend) => {
  const market = stillMarket();
  const server = useTestServer(backend, { ...identityConfig, ...market.config });
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const street = createStreet(() => server.current);
  const price = (side: 'bid' | 'ask', level: number, code = '00700', market: 'HK' | 'US' = 'HK') =>
    bookPrice(server.current, market, code, side, level);
  const trigger = (side: 'bid' | 'ask', n: number, code = '00700', market: 'HK' | 'US' = 'HK') =>
    triggerLevel(server.current, side, n, market, code);
  const place = async (request: OrderRequest) => placeOrder(server.current, await client(), request);
  const order = async (orderId: string) =>
    (await getOrder(server.current, await client(), orderId)).body.data.order;
  const settled = async (orderId: string, done: (order: Order) => boolean) =>
    (await waitForOrder(server.current, await client(), orderId, done)).order;
  const call = async <T>(method: 'PATCH' | 'DELETE', orderId: string, body?: unknown) =>
    signedCall<T>(server.current, await client(), method, `/api/orders/${orderId}`, body);
  const ledger = createLedger({ clock: realMarketClock });
  const shares = async (code = '00700') =>
    (
      await ledger.balances(server.current.app.db, ACCOUNT, new Date().toISOString().slice(0, 10))
    ).securities.find((entry) => entry.stockCode === code)!;
  const events = (orderId: string) => orderEventsOf(server.current.app.db, orderId);
  const messageTitles = async (orderId: string) =>
    (
      await server.current.app.db
        .selectFrom('client_messages')
        .select((eb) => eb.ref('title').$castTo<{ en_US: string }>().as('title'))
        .where('reference', '=', orderId)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.title.en_US);

  /** A take-profit sell resting above the market with its held stop leg below it. */
  async function placeOcoPair() {
    const stop = trigger('bid', 2);
    const placed = await place(
      hk({
        orderType: 'LO',
        price: price('ask', 3),
        condition: { type: 'OCO', triggerPrice: stop, secondPrice: trigger('bid', 5) },
      }),
    );
    expect(placed.body.code, JSON.stringify(placed.body)).toBe('OK');
    expect(placed.body.data.status).toBe('ACK');
    return { working: placed.body.data.orderID, held: placed.body.data.linkedOrderID!, stop };
  }

  // Agents refill the book the street's sweeps emptied.
  beforeEach(() => market.advance(server.current, 10_000));

  it.each(['working', 'held'] as const)(
    'cancels both legs of an OCO pair when the client cancels its %s leg: holds released, both told, both stored',
    async (which) => {
      const before = await shares();
      const socket = await helloSocket(server.current, await client());
      const pair = await placeOcoPair();
      expect((await shares()).onHold - before.onHold).toBe(100);

      const cancelled = await call<Order>('DELETE', pair[which]);
      expect(cancelled.body.code).toBe('OK');
      const working = await settled(pair.working, (o) => o.status === 'CAN');
      const held = await settled(pair.held, (o) => o.status === 'CAN');
      expect([working.status, held.status]).toEqual(['CAN', 'CAN']);
      // The held leg ended with its partner's cancel, not on its own.
      expect((await events(pair.held)).map((e) => e.to_status)).toEqual(['HLD', 'PTC', 'CAN']);
      expect((await shares()).onHold).toBe(before.onHold);

      // Both announced on the session socket, and a message stored for each.
      const ended = new Set<string>();
      while (ended.size < 2) {
        const frame = await socket.next();
        if (frame.type === 'orderbook' && frame.status === 'CAN') ended.add(frame.orderID);
      }
      expect(ended).toEqual(new Set([pair.working, pair.held]));
      socket.socket.close();
      for (const orderId of [pair.working, pair.held])
        expect(await messageTitles(orderId)).toContain('Order cancelled');

      // The cancelled stop leg is no longer watched: the price falling through its trigger sends nothing.
      await street.sweepTo('sell', pair.stop);
      expect((await order(pair.held)).status).toBe('CAN');
    },
  );

  it("ends an OCO pair's held leg in the very transaction that books its partner's fill", async () => {
    const before = await shares();
    const pair = await placeOcoPair();
    const takeProfit = (await order(pair.working)).price!;
    // Another participant buys up to the take-profit price: the working leg fills.
    await street.sweepTo('buy', takeProfit);
    expect((await settled(pair.working, (o) => o.status === 'FFL')).filledQuantity).toBe(100);
    expect((await settled(pair.held, (o) => o.status === 'CAN')).status).toBe('CAN');
    // Not cancelled afterwards as a separate step: ended by the fill, with it.
    expect(await events(pair.held)).toEqual([
      { from_status: null, to_status: 'HLD', reason: null },
      { from_status: 'HLD', to_status: 'CAN', reason: 'partner filled' },
    ]);
    const db = server.current.app.db;
    const [ended] = await db
      .selectFrom('order_events')
      .select(sql<string>`xmin::text`.as('transaction'))
      .where('order_id', '=', pair.held)
      .where('to_status', '=', 'CAN')
      .execute();
    const fills = await db
      .selectFrom('executions')
      .select(sql<string>`xmin::text`.as('transaction'))
      .where('order_id', '=', pair.working)
      .orderBy('executed_at')
      .execute();
    expect(ended!.transaction).toBe(fills[0]!.transaction);
    // What the pair reserved is back: the working leg's shares sold, nothing left on hold.
    expect((await shares()).onHold).toBe(before.onHold);
    await expectHoldsToMatchOrders(db);
  });

  it('amends a held stop-loss (trigger, price, quantity): it triggers at the new price only, its hold resized', async () => {
    const before = await shares();
    const oldTrigger = trigger('bid', 1);
    const placed = await place(
      hk({ price: trigger('bid', 5), condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: oldTrigger } }),
    );
    expect(placed.body.data.status).toBe('HLD');
    const orderId = placed.body.data.orderID;

    // A trigger above the price now would fire at once: refused, the order unchanged.
    const wrongSide = await call('PATCH', orderId, { triggerPrice: trigger('ask', 1) });
    expect(wrongSide.body).toMatchObject({ code: 'E6001', data: { reason: 'TRIGGER_SIDE' } });
    // Off the price steps: refused as a new order would be.
    const offStep = await call('PATCH', orderId, { triggerPrice: `${trigger('bid', 3)}1` });
    expect(offStep.body).toMatchObject({ code: 'E6001', data: { reason: 'PRICE_STEP' } });
    const badLot = await call('PATCH', orderId, { quantity: 150 });
    expect(badLot.body).toMatchObject({ code: 'E6001', data: { reason: 'LOT_SIZE' } });
    // Its hold grows with it: more shares than the account has are refused.
    const oversell = await call('PATCH', orderId, { quantity: 100_000 });
    expect(oversell.body).toMatchObject({ code: 'E6001', data: { reason: 'INSUFFICIENT_SELLABLE' } });

    const newTrigger = trigger('bid', 3);
    const newPrice = trigger('bid', 6);
    const amended = await call<Order>('PATCH', orderId, {
      triggerPrice: newTrigger,
      price: newPrice,
      quantity: 200,
    });
    expect(amended.body.code).toBe('OK');
    expect(amended.body.data).toMatchObject({
      status: 'HLD',
      price: newPrice,
      quantity: 200,
      canAmend: true,
      condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: newTrigger },
    });
    expect((await shares()).onHold - before.onHold).toBe(200);
    expect(await events(orderId)).toContainEqual({ from_status: 'HLD', to_status: 'HLD', reason: 'amended' });
    expect(await messageTitles(orderId)).toContain('Order amended');

    // A trade at the old trigger no longer releases it; one at the new trigger does.
    await street.sweepTo('sell', oldTrigger);
    expect((await order(orderId)).status).toBe('HLD');
    await street.sweepTo('sell', newTrigger);
    const filled = await settled(orderId, (o) => o.status === 'FFL');
    expect(filled).toMatchObject({ status: 'FFL', filledQuantity: 200 });
  });

  it("amends an OCO pair's stop through its held leg: both legs show the new trigger", async () => {
    const pair = await placeOcoPair();
    const stop = trigger('bid', 3);
    const stopPrice = trigger('bid', 6);
    const amended = await call<Order>('PATCH', pair.held, { triggerPrice: stop, price: stopPrice });
    expect(amended.body.code, JSON.stringify(amended.body)).toBe('OK');
    const condition = { type: 'OCO', triggerPrice: stop, secondPrice: stopPrice };
    expect(amended.body.data).toMatchObject({ status: 'HLD', price: stopPrice, condition });
    expect((await order(pair.working)).condition).toMatchObject(condition);
    await call('DELETE', pair.working);
    await settled(pair.held, (o) => o.status === 'CAN');
  });

  it('holds a trigger-market sell and sends a market order when the price falls to its trigger', async () => {
    const triggerPrice = trigger('bid', 2, 'AAPL', 'US');
    const placed = await place(
      hk({
        market: 'US',
        stockCode: 'AAPL',
        orderType: 'MO',
        quantity: 5,
        condition: { type: 'TRIGGER_MARKET', triggerPrice },
      }),
    );
    expect(placed.body.code).toBe('OK');
    expect(placed.body.data).toMatchObject({ status: 'HLD', price: null, canAmend: true });
    const orderId = placed.body.data.orderID;
    // Held, its trigger and quantity may change; a market order has no price to change.
    const priced = await call('PATCH', orderId, { price: triggerPrice });
    expect(priced.body).toMatchObject({ code: 'E6001', data: { reason: 'AMEND_NOT_ALLOWED' } });

    await street.sweepTo('sell', price('bid', 0, 'AAPL', 'US'), 'US', 'AAPL');
    expect((await order(orderId)).status).toBe('HLD');
    await street.sweepTo('sell', triggerPrice, 'US', 'AAPL');
    const filled = await settled(orderId, (o) => o.status === 'FFL');
    expect(filled).toMatchObject({ status: 'FFL', filledQuantity: 5, orderType: 'MO', price: null });
    expect((await events(orderId)).map((e) => e.to_status)).toEqual(['HLD', 'PND', 'ACK', 'FFL']);
  });

  it('holds a target-price sell until the price rises to its target, then sells at its limit', async () => {
    const target = trigger('ask', 2);
    const limit = price('bid', 0);
    const placed = await place(
      hk({ price: limit, condition: { type: 'TARGET_PRICE_LIMIT', triggerPrice: target } }),
    );
    expect(placed.body.data.status).toBe('HLD');
    const orderId = placed.body.data.orderID;
    // A target below the price now would fire at once.
    const below = await place(
      hk({ price: limit, condition: { type: 'TARGET_PRICE_LIMIT', triggerPrice: trigger('bid', 1) } }),
    );
    expect(below.body).toMatchObject({ code: 'E6001', data: { reason: 'TRIGGER_SIDE' } });

    await street.sweepTo('buy', price('ask', 0));
    expect((await order(orderId)).status).toBe('HLD');
    await street.sweepTo('buy', target);
    const filled = await settled(orderId, (o) => o.status === 'FFL');
    expect(filled).toMatchObject({ status: 'FFL', filledQuantity: 100, price: limit });
    expect(await messageTitles(orderId)).toContain('Conditional order triggered');
  });
});
