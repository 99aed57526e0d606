import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, finalStatuses, hkOrder, placeOrder, waitForOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// Orders on the real Hong Kong timetable (the calendar clock, stepped by the test): at-auction orders in the
// pre-opening session, and what the close does to day and multi-day orders.

/** A Tuesday, a Hong Kong trading day; the times are Hong Kong's (UTC+8). */
const hongKong = (time: string) => Date.parse(`2026-11-24T${time}+08:00`);

const order = hkOrder;

describe.each(testBackends)('orders in the Hong Kong sessions (%s)', (backend) => {
  describe('pre-opening', () => {
    let marketNow = hongKong('09:12:00');
    const server = useTestServer(backend, {
      ...identityConfig,
      marketClock: 'calendar',
      marketTimeSource: () => marketNow,
      // Fewer, longer steps: the test moves the market on by many minutes.
      marketTickMs: 1000,
    });
    const sessionOf = sessionsFor(server);
    const advanceTo = (time: string) => {
      marketNow = hongKong(time);
      server.current.app.marketSimulator.advanceTo(marketNow);
    };

    it('takes at-auction orders in the pre-opening session, refuses limit orders there, and uncrosses them', async () => {
      const session = await sessionOf('LTU1001');
      const ao = await placeOrder(server.current, session, order({ orderType: 'AO' }));
      expect(ao.body.data).toMatchObject({ status: 'ACK', orderType: 'AO', price: null });
      // Refused before it is written: the domain checks the session on the live quote, as the exchange would.
      const lo = await placeOrder(server.current, session, order({ price: '380.000' }));
      expect(lo.body).toMatchObject({ code: 'E6001', data: { reason: 'ORDER_TYPE_SESSION' } });

      advanceTo('09:30:30');
      const { order: done } = await waitForOrder(server.current, session, ao.body.data.orderID, (o) =>
        finalStatuses.has(o.status),
      );
      // The opening auction fills it, or cancels what it could not match: never left working.
      expect(['FFL', 'CAN', 'CLS']).toContain(done.status);
    });
  });

  describe('the close', () => {
    let marketNow = hongKong('15:58:00');
    const server = useTestServer(backend, {
      ...identityConfig,
      marketClock: 'calendar',
      marketTimeSource: () => marketNow,
      // Fewer, longer steps: the test moves the market on by many minutes.
      marketTickMs: 1000,
    });
    const sessionOf = sessionsFor(server);

    it('ends day orders at the close and keeps good-till-cancelled ones for the platform to re-enter', async () => {
      const session = await sessionOf('LTU1001');
      const price = bookPrice(server.current, 'HK', '00700', 'bid', 8);
      const day = await placeOrder(server.current, session, order({ price }));
      const gtc = await placeOrder(server.current, session, order({ price, timeInForce: 'GTC' }));
      expect([day.body.data.status, gtc.body.data.status]).toEqual(['ACK', 'ACK']);

      marketNow = hongKong('16:11:00');
      server.current.app.marketSimulator.advanceTo(marketNow);
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
