import { describe, expect, it } from 'vitest';
import { testBackends, type Backend } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, finalStatuses, orderEventsOf, placeOrder, hkOrder, waitForOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// Orders on the real Hong Kong timetable (the calendar clock, stepped by the test): at-auction orders in the
// pre-opening session, and what the close does to day and multi-day orders.

/** A Tuesday, a Hong Kong trading day; the times are Hong Kong's (UTC+8). */
const hongKong = (time: string) => Date.parse(`2026-11-24T${time}+08:00`);

const order = hkOrder;

/**
 * A server whose market runs on the real Hong Kong timetable from `start` (epoch ms) in one-second steps that
 * the test takes: fewer, longer steps, as the tests move the market on by minutes.
 */
function useHongKongDay(backend: Backend, start: number) {
  let marketNow = start;
  const server = useTestServer(backend, {
    ...identityConfig,
    marketClock: 'calendar',
    marketTimeSource: () => marketNow,
    marketTickMs: 1000,
  });
  return {
    server,
    sessionOf: sessionsFor(server),
    /** Sets the market's clock only: the exchange catches up (within a step) when it is next asked. */
    setClock: (time: number) => {
      marketNow = time;
    },
    /** Runs every market step up to `time`. */
    advanceTo: (time: number) => {
      marketNow = time;
      server.current.app.marketSimulator.advanceTo(time);
    },
  };
}

describe.each(testBackends)('orders in the Hong Kong sessions (%s)', (backend) => {
  describe('pre-opening', () => {
    const { server, sessionOf, advanceTo } = useHongKongDay(backend, hongKong('09:12:00'));

    it('takes at-auction orders in the pre-opening session, refuses limit orders there, and uncrosses them', async () => {
      const session = await sessionOf('LTU1001');
      const ao = await placeOrder(server.current, session, order({ orderType: 'AO' }));
      expect(ao.body.data).toMatchObject({ status: 'ACK', orderType: 'AO', price: null });
      // Refused before it is written: the domain checks the session on the live quote, as the exchange would.
      const lo = await placeOrder(server.current, session, order({ price: '380.000' }));
      expect(lo.body).toMatchObject({ code: 'E6001', data: { reason: 'ORDER_TYPE_SESSION' } });
      // The ACK is written behind the answer: on disk before the clock jumps (a jump blocks the process).
      await server.current.app.ordersIdle();

      advanceTo(hongKong('09:30:30'));
      const { order: done } = await waitForOrder(server.current, session, ao.body.data.orderID, (o) =>
        finalStatuses.has(o.status),
      );
      // The opening auction fills it, or cancels what it could not match: never left working.
      expect(['FFL', 'CAN', 'CLS']).toContain(done.status);
    });
  });

  describe('the pre-opening no-cancel step', () => {
    const { server, sessionOf, advanceTo } = useHongKongDay(backend, hongKong('09:12:00'));

    it('keeps an OCO pair whole when the exchange refuses its cancel: both legs back to work', async () => {
      const session = await sessionOf('LTU1001');
      // Whole dollars are on 00700's price steps; the working leg asks a tenth above the last price.
      // Nothing has traded today before the opening auction: the previous close is the last price.
      const quote = server.current.app.marketSimulator.quote('HK', '00700')!;
      const last = (quote.last || quote.previousClose) / 10_000;
      const dollars = (factor: number) => String(Math.floor(last * factor));
      const placed = await placeOrder(
        server.current,
        session,
        order({
          side: 'SELL',
          orderType: 'ALO',
          price: dollars(1.1),
          condition: { type: 'OCO', triggerPrice: dollars(0.9), secondPrice: dollars(0.88) },
        }),
      );
      expect(placed.body.data).toMatchObject({ status: 'ACK' });
      const working = placed.body.data.orderID;
      const held = placed.body.data.linkedOrderID!;

      advanceTo(hongKong('09:16:00'));
      const refused = await signedCall(server.current, session, 'DELETE', `/api/orders/${held}`);
      expect(refused.body).toMatchObject({ code: 'E6003', data: { reason: 'NO_CANCEL_PHASE' } });
      const statusOf = async (orderId: string) =>
        (await waitForOrder(server.current, session, orderId, () => true)).order.status;
      expect([await statusOf(working), await statusOf(held)]).toEqual(['ACK', 'HLD']);
      const heldEvents = await orderEventsOf(server.current.app.db, held);
      expect(heldEvents.map((e) => e.to_status)).toEqual(['HLD', 'PTC', 'HLD']);
    });
  });

  describe('a phase that turns while a reduction is on its way', () => {
    // The market's steps fall 300 ms past each second: the exchange, brought to the present when asked, can
    // be a few hundred milliseconds ahead of the last quote the platform checked against.
    const { server, sessionOf, advanceTo, setClock } = useHongKongDay(backend, hongKong('09:12:00') + 300);

    it('returns a reduction the exchange refuses unchanged (PTR and back), with its reason', async () => {
      const session = await sessionOf('LTU1001');
      const quote = server.current.app.marketSimulator.quote('HK', '00700')!;
      const price = String(Math.floor((quote.last ?? quote.previousClose) / 10_000));
      const placed = await placeOrder(
        server.current,
        session,
        order({ orderType: 'ALO', price, quantity: 200 }),
      );
      expect(placed.body.data).toMatchObject({ status: 'ACK' });
      const orderId = placed.body.data.orderID;
      const row = () =>
        server.current.app.db
          .selectFrom('orders')
          .select(['status', 'quantity', 'price', 'hold_amount'])
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow();
      await server.current.app.ordersIdle(); // the ACK, written behind the answer
      const before = await row();

      // The last quote is from 09:14:59 (pre-opening: amendments allowed); the exchange answers at 09:15:00,
      // in the no-cancel step.
      advanceTo(hongKong('09:14:59') + 300);
      setClock(hongKong('09:15:00') + 200);
      const refused = await signedCall(server.current, session, 'PATCH', `/api/orders/${orderId}`, {
        quantity: 100,
      });
      expect(refused.body).toMatchObject({ code: 'E6001', data: { reason: 'AMEND_NOT_ALLOWED' } });
      expect(await row()).toEqual(before);
      const events = await orderEventsOf(server.current.app.db, orderId);
      expect(events.slice(-2)).toEqual([
        { from_status: 'ACK', to_status: 'PTR', reason: 'reduction requested' },
        { from_status: 'PTR', to_status: 'ACK', reason: 'AMEND_NOT_ALLOWED' },
      ]);
    });
  });

  describe('the close', () => {
    const { server, sessionOf, advanceTo } = useHongKongDay(backend, hongKong('15:58:00'));

    it('ends day orders at the close and keeps good-till-cancelled ones for the platform to re-enter', async () => {
      const session = await sessionOf('LTU1001');
      const price = bookPrice(server.current, 'HK', '00700', 'bid', 8);
      const day = await placeOrder(server.current, session, order({ price }));
      const gtc = await placeOrder(server.current, session, order({ price, timeInForce: 'GTC' }));
      expect([day.body.data.status, gtc.body.data.status]).toEqual(['ACK', 'ACK']);
      await server.current.app.ordersIdle(); // the ACKs, written behind the answers

      advanceTo(hongKong('16:11:00'));
      const ended = await waitForOrder(
        server.current,
        session,
        day.body.data.orderID,
        (o) => o.status === 'CAN',
      );
      expect(ended.order).toMatchObject({ status: 'CAN', canCancel: false });
      await server.current.app.ordersIdle();
      const kept = await server.current.app.db
        .selectFrom('orders')
        .select(['status', 'exchange_order_id', 'hold_amount'])
        .where('order_id', '=', gtc.body.data.orderID)
        .executeTakeFirstOrThrow();
      // Still working and still holding its cash, but not at the exchange until the next session opens.
      expect(kept).toMatchObject({ status: 'ACK', exchange_order_id: null });
      expect(Number(kept.hold_amount)).toBeGreaterThan(0);
    });
  });
});
