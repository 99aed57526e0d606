import { Decimal } from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderRequest } from '@lantau/contract';
import { toPriceUnits } from '@lantau/domain';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, orderEventsOf, placeOrder, hkOrder, waitForOrder } from './support/orders';
import { createStreet, stillMarket } from './support/street';
import { useTestServer } from './support/test-server';

// Amending working orders at the exchange: a reduction of quantity passes through PTR (pending reduce) while
// the exchange is asked, and returns to ACK or PFL with the new terms, or unchanged with the exchange's reason.
// The market runs on an injected clock, so the book stays as the test leaves it.

const buy = (request: Partial<OrderRequest>): OrderRequest => hkOrder({ quantity: 300, ...request });

describe.each(testBackends)('order amendments (%s)', (backend) => {
  const market = stillMarket();
  const server = useTestServer(backend, { ...identityConfig, ...market.config });
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const street = createStreet(() => server.current);
  const place = async (request: OrderRequest) => placeOrder(server.current, await client(), request);
  const amend = async (orderId: string, body: unknown) =>
    signedCall<Order>(server.current, await client(), 'PATCH', `/api/orders/${orderId}`, body);
  const settled = async (orderId: string, done: (order: Order) => boolean) =>
    (await waitForOrder(server.current, await client(), orderId, done)).order;
  const row = (orderId: string) =>
    server.current.app.db
      .selectFrom('orders')
      .select(['status', 'quantity', 'price', 'hold_amount'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
  const events = async (orderId: string) =>
    (await orderEventsOf(server.current.app.db, orderId)).map(
      (e) => `${e.from_status ?? '-'}>${e.to_status}${e.reason ? ` (${e.reason})` : ''}`,
    );

  beforeEach(() => market.advance(server.current, 10_000));

  it('reduces a resting order through PTR (ACK -> PTR -> ACK) and shrinks its hold to the new estimate', async () => {
    const placed = await place(buy({ price: bookPrice(server.current, 'HK', '00700', 'bid', 6) }));
    expect(placed.body.data.status).toBe('ACK');
    const orderId = placed.body.data.orderID;
    const held = new Decimal((await row(orderId)).hold_amount);

    const reduced = await amend(orderId, { quantity: 100 });
    expect(reduced.body.code).toBe('OK');
    expect(reduced.body.data).toMatchObject({ status: 'ACK', quantity: 100 });
    expect(await events(orderId)).toEqual([
      '->PND',
      'PND>ACK',
      'ACK>PTR (reduction requested)',
      'PTR>ACK (amended)',
    ]);
    const after = await row(orderId);
    expect(new Decimal(after.hold_amount).lt(held)).toBe(true);
    // What a new order of 100 at that price would hold: consideration plus its fees.
    const estimate = await signedCall<{ estimate: { total: string } }>(
      server.current,
      await client(),
      'POST',
      '/api/orders/estimates',
      buy({ price: placed.body.data.price!, quantity: 100 }),
    );
    expect(new Decimal(after.hold_amount).toFixed(2)).toBe(estimate.body.data.estimate.total);
    // Its buying power back for the next test.
    await signedCall(server.current, await client(), 'DELETE', `/api/orders/${orderId}`);
    await settled(orderId, (o) => o.status === 'CAN');
  });

  it('reduces a partly filled order through PTR and back to PFL', async () => {
    // The street takes the best offers, leaving a gap below the new best offer where our bid rests alone.
    const gap = bookPrice(server.current, 'HK', '00700', 'ask', 1);
    await street.sweepTo('buy', bookPrice(server.current, 'HK', '00700', 'ask', 2));
    const placed = await place(buy({ price: gap }));
    expect(placed.body.data?.status, JSON.stringify(placed.body)).toBe('ACK');
    const orderId = placed.body.data.orderID;
    street.enter({ side: 'sell', type: 'limit', quantity: 100, price: toPriceUnits(gap) });
    await server.current.app.ordersIdle();
    expect(await settled(orderId, (o) => o.filledQuantity === 100)).toMatchObject({
      status: 'PFL',
      filledQuantity: 100,
    });

    const reduced = await amend(orderId, { quantity: 200 });
    expect(reduced.body.data).toMatchObject({ status: 'PFL', quantity: 200, filledQuantity: 100 });
    expect((await events(orderId)).slice(-2)).toEqual(['PFL>PTR (reduction requested)', 'PTR>PFL (amended)']);
    // The amended order: 100 left, which another 100 from the street fills.
    street.enter({ side: 'sell', type: 'limit', quantity: 100, price: toPriceUnits(gap) });
    expect(await settled(orderId, (o) => o.status === 'FFL')).toMatchObject({ filledQuantity: 200 });
  });

  it('refuses a reduction the exchange would refuse before asking it, and leaves the order unchanged', async () => {
    // HSBC (00005): what is left of the account's HKD after the fills above buys it.
    const price = bookPrice(server.current, 'HK', '00005', 'bid', 6);
    const placed = await place(buy({ stockCode: '00005', price, quantity: 800 }));
    expect(placed.body.data?.status, JSON.stringify(placed.body)).toBe('ACK');
    const orderId = placed.body.data.orderID;
    await server.current.app.ordersIdle(); // the ACK, written behind the answer
    const before = await row(orderId);
    // Twenty times below the last price: the nine-times rule refuses it, judged by the platform on the live
    // quote as the exchange would, so the order never passes through PTR.
    const last = server.current.app.marketSimulator.quote('HK', '00005')!.last!;
    const far = String(Math.floor(last / 10_000 / 20));

    const refused = await amend(orderId, { quantity: 400, price: far });
    expect(refused.body).toMatchObject({ code: 'E6001', data: { reason: 'PRICE_TOO_FAR' } });
    expect(await row(orderId)).toEqual(before);
    expect((await events(orderId)).slice(-1)).toEqual(['PND>ACK']);
    // Still working, and amendable again.
    const again = await amend(orderId, { quantity: 400 });
    expect(again.body.data).toMatchObject({ status: 'ACK', quantity: 400, price });
  });
});
