import { setTimeout as delay } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderRequest } from '@lantau/contract';
import { priceUnitsToString, SPREAD_TABLES, ticksAway, toPriceUnits } from '@lantau/domain';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, getOrder, placeOrder, hkOrder, waitForOrder } from './support/orders';
import { createStreet, stillMarket, triggerLevel } from './support/street';
import { startTestServer, testConfig, useTestServer } from './support/test-server';

// Conditional orders and multi-day time in force against the real server and its simulated exchange. The
// market runs on an injected clock, so prices move only when the test trades: another participant's order
// entered straight at the exchange (owner 'TEST:STREET', no account of ours) sweeps the book to move the last
// price across a trigger. The clock starts ten minutes before midnight in Hong Kong, where the demo clock rolls
// the trading day (and the exchange expires every order).

const HK_MIDNIGHT_UTC_HOUR = 16;
const hk = (request: Partial<OrderRequest>): OrderRequest =>
  hkOrder({ side: 'SELL', orderType: 'ELO', ...request });

/** Ten minutes before the latest Hong Kong midnight (16:00 UTC) that is at least ten minutes away from now. */
function tenMinutesBeforeHongKongMidnight(): number {
  const midnight = new Date();
  midnight.setUTCHours(HK_MIDNIGHT_UTC_HOUR, 0, 0, 0);
  if (midnight.getTime() - Date.now() > 10 * 60_000) midnight.setUTCDate(midnight.getUTCDate() - 1);
  return midnight.getTime() - 10 * 60_000;
}

describe.each(testBackends)('conditional orders (%s)', (backend) => {
  const market = stillMarket(tenMinutesBeforeHongKongMidnight());
  const config = { ...identityConfig, ...market.config };
  const server = useTestServer(backend, config);
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const simulator = () => server.current.app.marketSimulator;
  const place = async (request: OrderRequest) => placeOrder(server.current, await client(), request);
  const statusOf = async (orderId: string) =>
    (await getOrder(server.current, await client(), orderId)).body.data.order.status;
  const settled = async (orderId: string, done: (order: Order) => boolean) =>
    (await waitForOrder(server.current, await client(), orderId, done)).order;
  const advance = (ms: number) => market.advance(server.current, ms);

  const street = createStreet(() => server.current);
  const { sweepTo } = street;

  // The market trades on for a while between tests: agents refill the book the street's sweeps emptied.
  beforeEach(() => advance(10_000));

  it('holds a stop-loss sell below the market and sends it once the price falls to the trigger', async () => {
    const trigger = triggerLevel(server.current, 'bid', 2);
    const placed = await place(
      hk({
        price: triggerLevel(server.current, 'bid', 5),
        condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: trigger },
      }),
    );
    expect(placed.body.code).toBe('OK');
    expect(placed.body.data).toMatchObject({ status: 'HLD', canCancel: true, filledQuantity: 0 });
    const orderId = placed.body.data.orderID;

    // A trade above the trigger does not release it.
    await sweepTo('sell', bookPrice(server.current, 'HK', '00700', 'bid', 0));
    expect(await statusOf(orderId)).toBe('HLD');

    await sweepTo('sell', trigger);
    const order = await settled(orderId, (o) => o.status === 'FFL');
    expect(order).toMatchObject({ status: 'FFL', filledQuantity: 100 });
    const { executions } = (await getOrder(server.current, await client(), orderId)).body.data;
    expect(executions.reduce((sum, e) => sum + e.quantity, 0)).toBe(100);
    // The client is told the condition was met, then that the order was sent and filled.
    const titles = await server.current.app.db
      .selectFrom('client_messages')
      .select((eb) => eb.ref('title').$castTo<{ en_US: string }>().as('title'))
      .where('reference', '=', orderId)
      .orderBy('created_at')
      .execute();
    expect(titles.map((row) => row.title.en_US).slice(0, 2)).toEqual([
      'Conditional order triggered',
      'Order placed',
    ]);
  });

  it('refuses a trigger on the wrong side of the current price, or off the price steps', async () => {
    const above = triggerLevel(server.current, 'ask', 3);
    const refused = await place(
      hk({ price: above, condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: above } }),
    );
    expect(refused.body.code).toBe('E6001');
    expect(refused.body.data).toMatchObject({ reason: 'TRIGGER_SIDE' });
    // Below the market but between two price steps: the domain's spread table refuses it.
    const offTick = `${triggerLevel(server.current, 'bid', 2)}1`;
    const between = await place(
      hk({ price: offTick.slice(0, -1), condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: offTick } }),
    );
    expect(between.body.data).toMatchObject({ reason: 'PRICE_STEP' });
  });

  it('cancels the other leg of an OCO pair when one leg fills', async () => {
    const takeProfit = bookPrice(server.current, 'HK', '00700', 'ask', 1);
    const placed = await place(
      hk({
        orderType: 'LO',
        price: takeProfit,
        condition: {
          type: 'OCO',
          triggerPrice: triggerLevel(server.current, 'bid', 3),
          secondPrice: triggerLevel(server.current, 'bid', 5),
        },
      }),
    );
    expect(placed.body.code).toBe('OK');
    const first = placed.body.data;
    expect(first.status).toBe('ACK');
    expect(first.linkedOrderID).not.toBeNull();
    const stopLeg = (await getOrder(server.current, await client(), first.linkedOrderID!)).body.data.order;
    expect(stopLeg).toMatchObject({ status: 'HLD', linkedOrderID: first.orderID, quantity: 100 });

    await sweepTo('buy', takeProfit);
    expect((await settled(first.orderID, (o) => o.status === 'FFL')).filledQuantity).toBe(100);
    expect((await settled(stopLeg.orderID, (o) => o.status === 'CAN')).status).toBe('CAN');
  });

  it('moves a chase limit buy up with the best bid, through an amendment, never past its cap', async () => {
    const cap = bookPrice(server.current, 'HK', '00700', 'ask', 3);
    const bid = bookPrice(server.current, 'HK', '00700', 'bid', 0);
    const placed = await place(
      hk({ side: 'BUY', orderType: 'LO', price: bid, condition: { type: 'CHASE_LIMIT', chaseCap: cap } }),
    );
    expect(placed.body.data).toMatchObject({ status: 'ACK', price: bid });

    // Another participant buys the whole best offer and bids on at its price: the best bid rises to it.
    const offer = simulator().quote('HK', '00700')!.asks[0]!;
    street.enter({ side: 'buy', type: 'limit', quantity: offer.quantity + 1000, price: offer.price });
    const chased = await settled(placed.body.data.orderID, (o) => o.price !== bid);
    expect(chased).toMatchObject({ status: 'ACK', price: priceUnitsToString(offer.price) });
    expect(toPriceUnits(chased.price!)).toBeLessThanOrEqual(toPriceUnits(cap));
  });

  it('watches held orders again after a restart', async () => {
    const trigger = triggerLevel(server.current, 'bid', 2);
    const placed = await place(
      hk({
        price: triggerLevel(server.current, 'bid', 5),
        condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: trigger },
      }),
    );
    expect(placed.body.data.status).toBe('HLD');

    const { database, webDist } = server.current;
    await server.current.app.close();
    server.current = await startTestServer(database, testConfig(database, webDist, config));
    simulator().advanceTo(market.now());
    expect(await statusOf(placed.body.data.orderID)).toBe('HLD');

    const bids = simulator().quote('HK', '00700')!.bids;
    const below = bids.find((level) => level.price <= toPriceUnits(trigger))!;
    await sweepTo('sell', priceUnitsToString(below.price));
    expect((await settled(placed.body.data.orderID, (o) => o.status === 'FFL')).filledQuantity).toBe(100);
  });

  it('sends a dual limit at its stop price when the price falls to its stop trigger', async () => {
    const stopPrice = triggerLevel(server.current, 'bid', 4);
    const stopTrigger = triggerLevel(server.current, 'bid', 2);
    const placed = await place(
      hk({
        price: bookPrice(server.current, 'HK', '00700', 'ask', 3),
        condition: {
          type: 'DUAL_LIMIT',
          triggerPrice: triggerLevel(server.current, 'ask', 2),
          secondTriggerPrice: stopTrigger,
          secondPrice: stopPrice,
        },
      }),
    );
    expect(placed.body.data.status).toBe('HLD');
    await sweepTo('sell', stopTrigger);
    const order = await settled(placed.body.data.orderID, (o) => o.status === 'FFL');
    expect(order).toMatchObject({ status: 'FFL', filledQuantity: 100, price: stopPrice });
    expect(toPriceUnits(order.averageFillPrice!)).toBeGreaterThanOrEqual(toPriceUnits(stopPrice));
  });

  it('keeps GTC orders (working or held) across the day roll; DAY orders end with their day', async () => {
    // Working buys well below the market (16 spreads under the best bid, about 1.3%): the agents trade through the
    // last minutes of the day (the demo clock keeps the market open), and a buy a few bids down is filled on some
    // days' paths. Not at the quotation rule's edge (24 spreads): the GTC order is entered again on the new day,
    // where any rise of the bid overnight put it beyond the rule and the exchange refused it (PRICE_TOO_FAR).
    const bestBid = simulator().quote('HK', '00700')!.bids[0]!.price;
    const price = priceUnitsToString(ticksAway(SPREAD_TABLES.HK_STOCK_2025, bestBid, -16)!);
    const gtc = (await place(hk({ side: 'BUY', orderType: 'LO', price, timeInForce: 'GTC' }))).body.data;
    const day = (await place(hk({ side: 'BUY', orderType: 'LO', price }))).body.data;
    expect([gtc.status, day.status]).toEqual(['ACK', 'ACK']);
    expect(gtc.expiryDate).not.toBeNull(); // GTC: 90 days at most
    // Held buy stops far above the market (no trade reaches them): the DAY one ends with its day, GTC goes on.
    // On the Tracker Fund (a lot of 500 at about HKD 25): two held 00700 buys on top of the working ones asked for
    // more than the client's HKD 250,000 whenever the simulated 00700 traded above about HKD 600.
    const far = Math.ceil((simulator().quote('HK', '02800')!.last! / 10_000) * 1.1);
    const stop = hk({
      stockCode: '02800',
      quantity: 500,
      side: 'BUY',
      price: String(far + 1),
      condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: String(far) },
    });
    const heldDay = (await place(stop)).body.data;
    const heldGtc = (await place({ ...stop, timeInForce: 'GTC' })).body.data;
    expect([heldDay.status, heldGtc.status]).toEqual(['HLD', 'HLD']);

    const before = simulator()
      .marketStatuses()
      .find((s) => s.market === 'HK')!.tradingDate;
    while (
      simulator()
        .marketStatuses()
        .find((s) => s.market === 'HK')!.tradingDate === before
    )
      await advance(60_000);

    expect((await settled(day.orderID, (o) => o.status === 'CAN')).status).toBe('CAN');
    expect((await settled(heldDay.orderID, (o) => o.status === 'CAN')).status).toBe('CAN');
    expect(await statusOf(heldGtc.orderID)).toBe('HLD');
    const working = await settled(gtc.orderID, () => true);
    expect(working.status).toBe('ACK');
    // Working again at the exchange: entered a second time on the new trading day (just after the roll).
    const entry = () =>
      server.current.app.db
        .selectFrom('orders')
        .select(['exchange_order_id', 'exchange_entries'])
        .where('order_id', '=', gtc.orderID)
        .executeTakeFirstOrThrow();
    const until = Date.now() + 5000;
    while ((await entry()).exchange_entries < 2 && Date.now() < until) await delay(50);
    expect(await entry()).toEqual({ exchange_order_id: `${gtc.orderID}.2`, exchange_entries: 2 });
  });
});
