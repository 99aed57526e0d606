import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Order, OrderRequest } from '@lantau/contract';
import { priceUnitsToString, SPREAD_TABLES, ticksAway, toPriceUnits } from '@lantau/domain';
import type { ClientExecution } from '@lantau/exchange';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { agreedSessionsFor } from './support/market-data';
import {
  bookPrice,
  expectHoldsToMatchOrders,
  getOrder,
  hkOrder,
  placeOrder,
  waitForOrder,
} from './support/orders';
import { stillMarket } from './support/street';
import { useTestServer } from './support/test-server';

// Rules of the Hong Kong and northbound markets the server enforces before an order is written: the broker's
// odd-lot switch, HKEX's 24-spread quotation rule, and the investor identification (HKIDR) every order carries
// to the exchange. The market runs on an injected clock, so the book stays as the test leaves it.

describe.each(testBackends)('market rules on orders (%s)', (backend) => {
  const market = stillMarket();
  const server = useTestServer(backend, { ...identityConfig, ...market.config });
  const sessionOf = agreedSessionsFor(server);
  const place = async (userId: string, request: OrderRequest, language = 'en_US') =>
    signedCall<Order>(server.current, await sessionOf(userId), 'POST', '/api/orders', request, {
      headers: { 'idempotency-key': randomUUID(), 'x-lang': language },
    });
  const cancel = async (userId: string, orderId: string) =>
    signedCall<Order>(server.current, await sessionOf(userId), 'DELETE', `/api/orders/${orderId}`);
  const hkTable = SPREAD_TABLES.HK_STOCK_2025;
  const best = (side: 'bid' | 'ask') => toPriceUnits(bookPrice(server.current, 'HK', '00700', side));
  const spreadsAway = (from: number, n: number) => priceUnitsToString(ticksAway(hkTable, from, n)!);

  it("refuses an odd-lot order where the broker has odd lots switched off, takes it where they're on", async () => {
    const oddSell = (accountNumber: string) =>
      hkOrder({
        accountNumber,
        side: 'SELL',
        orderType: 'ODD',
        quantity: 50,
        price: bookPrice(server.current, 'HK', '00700', 'ask', 2),
      });
    // Kowloon Securities (WebOddLotOrderEnable off): refused before anything is written or held.
    const kowloon = await place('KLN2001', oddSell('KLN200101'), 'zh_HK');
    expect(kowloon.body).toMatchObject({
      code: 'E6001',
      data: { reason: 'ODD_LOT_NOT_ALLOWED' },
    });
    const written = await server.current.app.db
      .selectFrom('orders')
      .select('order_id')
      .where('user_id', '=', 'KLN2001')
      .where('order_type', '=', 'ODD')
      .execute();
    expect(written).toEqual([]);
    const estimate = await signedCall<{ problems: string[] }>(
      server.current,
      await sessionOf('KLN2001'),
      'POST',
      '/api/orders/estimates',
      oddSell('KLN200101'),
    );
    expect(estimate.body.data.problems).toContain('ODD_LOT_NOT_ALLOWED');
    // Lantau Securities offers odd lots: the same order goes to the odd-lot book.
    const lantau = await place('LTU1001', oddSell('LTU100101'));
    expect(lantau.body, JSON.stringify(lantau.body)).toMatchObject({
      code: 'OK',
      data: { orderType: 'ODD' },
    });
    expect((await cancel('LTU1001', lantau.body.data.orderID)).body.code).toBe('OK');
  });

  it('refuses a limit price more than 24 spreads behind the best price of its side, in continuous trading', async () => {
    const bid = best('bid');
    const ask = best('ask');
    const buyAt = (price: string) => hkOrder({ price });
    const farBuy = await place('LTU1001', buyAt(spreadsAway(bid, -25)), 'zh_CN');
    expect(farBuy.body).toMatchObject({ code: 'E6001', data: { reason: 'PRICE_TOO_FAR' } });
    const farSell = await place('LTU1001', hkOrder({ side: 'SELL', price: spreadsAway(ask, 25) }));
    expect(farSell.body).toMatchObject({ code: 'E6001', data: { reason: 'PRICE_TOO_FAR' } });
    // 24 spreads is as far as the rule lets an order rest.
    const resting = await place('LTU1001', buyAt(spreadsAway(bid, -24)));
    expect(resting.body, JSON.stringify(resting.body)).toMatchObject({ code: 'OK', data: { status: 'ACK' } });
    expect((await cancel('LTU1001', resting.body.data.orderID)).body.code).toBe('OK');
    await expectHoldsToMatchOrders(server.current.app.db);
  });

  it('carries the CE number and BCAN to the exchange with every Hong Kong and northbound order, and shows them', async () => {
    const reported: ClientExecution[] = [];
    const stop = server.current.app.marketSimulator.onExecution((execution) => reported.push(execution));
    try {
      const session = await sessionOf('LTU1001');
      // The account's own: LTU's CE number and the BCAN of LTU100101.
      const hk = await placeOrder(
        server.current,
        session,
        hkOrder({ price: bookPrice(server.current, 'HK', '00700', 'ask') }),
      );
      expect(hk.body, JSON.stringify(hk.body)).toMatchObject({
        code: 'OK',
        data: { investorID: { ceNumber: 'LTU001', bcan: '100101' } },
      });
      const filled = await waitForOrder(
        server.current,
        session,
        hk.body.data.orderID,
        (o) => o.status === 'FFL',
      );
      expect(filled.order, JSON.stringify(filled)).toMatchObject({
        status: 'FFL',
        investorID: { ceNumber: 'LTU001', bcan: '100101' },
      });
      const fills = reported.filter((e) => e.kind === 'fill' && e.orderId.startsWith(hk.body.data.orderID));
      expect(fills.length).toBeGreaterThan(0);
      for (const fill of fills)
        expect(fill).toMatchObject({ investorId: { ceNumber: 'LTU001', bcan: '100101' } });

      // A resting order's investor ID as placing answers it; the order is cancelled again.
      const investorIdOf = async (order: Partial<OrderRequest>) => {
        const placed = await placeOrder(server.current, session, hkOrder(order));
        expect(placed.body.code, JSON.stringify(placed.body)).toBe('OK');
        expect((await cancel('LTU1001', placed.body.data.orderID)).body.code).toBe('OK');
        return placed.body.data.investorID;
      };
      // The order account panel's Aggregated option: BCAN 2 under the broker's CE number.
      expect(
        await investorIdOf({
          price: priceUnitsToString(best('bid')),
          orderAccount: { option: 'AGGREGATED', ceNumber: '', bcan: '' },
        }),
      ).toEqual({ ceNumber: 'LTU001', bcan: '2' });
      // Northbound too; a US order carries none.
      expect(
        await investorIdOf({
          market: 'MA^MZ',
          stockCode: '000858',
          price: bookPrice(server.current, 'MA^MZ', '000858', 'bid', 2),
        }),
      ).toEqual({ ceNumber: 'LTU001', bcan: '100101' });
      expect(
        await investorIdOf({
          market: 'US',
          stockCode: 'AAPL',
          quantity: 1,
          price: bookPrice(server.current, 'US', 'AAPL', 'bid', 2),
        }),
      ).toBeNull();
      const detail = await getOrder(server.current, session, hk.body.data.orderID);
      expect(detail.body.data.order.investorID).toEqual({ ceNumber: 'LTU001', bcan: '100101' });
    } finally {
      stop();
    }
  });
});
