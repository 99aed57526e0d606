import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FeeSchedule, OrderRequest } from '@lantau/contract';
import { addDays, businessDateOf, settlementDate } from '@lantau/domain';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { fundRequests } from './support/funds';
import { identityConfig } from './support/identity';
import { bookPrice, placeOrder, waitForOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// One market clock for every business date. The market's time is injected a day behind the wall clock, five
// minutes before Hong Kong's midnight: an order's trade date, the schedule its fees come from, the "today" its
// expiry is checked against, the ledger's journals and holds, and a fund request's business date all follow the
// market, not the machine; stepped across midnight, they all move to the next day together. Wall time stays for
// what is not business (the session, the request signatures).

const ACCOUNT = 'LTU100101';

describe.each(testBackends)('one market clock (%s)', (backend) => {
  const wallToday = businessDateOf(Date.now());
  const marketYesterday = addDays(wallToday, -1);
  let marketNow = Date.parse(`${marketYesterday}T23:55:00+08:00`);
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const { sessionOf, client } = apiCallers(server);
  const { deposit } = fundRequests(server, client);
  const db = () => server.current.app.db;

  const buy = (overrides: Partial<OrderRequest>): OrderRequest => ({
    accountNumber: ACCOUNT,
    market: 'HK',
    stockCode: '00700',
    side: 'BUY',
    orderType: 'LO',
    quantity: 100,
    price: bookPrice(server.current, 'HK', '00700', 'bid', 6),
    timeInForce: 'DAY',
    ...overrides,
  });
  const journalDates = async (reference: string) =>
    (
      await db()
        .selectFrom('ledger_journals')
        .select(sql<string>`business_date::text`.as('date'))
        .where('reference', '=', reference)
        .execute()
    ).map((row) => row.date);
  const holdDate = async (orderId: string) =>
    (
      await db()
        .selectFrom('orders')
        .innerJoin('ledger_holds', 'ledger_holds.hold_id', 'orders.hold_id')
        .select(sql<string>`ledger_holds.business_date::text`.as('date'))
        .where('orders.order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).date;
  const fundDate = async (requestId: string) =>
    (
      await db()
        .selectFrom('fund_requests')
        .select(sql<string>`business_date::text`.as('date'))
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow()
    ).date;
  const scheduleNow = async () =>
    (await client<FeeSchedule>('LTU1001', 'GET', '/fees/schedules/HK')).body.data.scheduleID;

  it("books an order, its fees, its fills, the ledger and a fund request on the market's date", async () => {
    // Lantau's own brokerage from the wall clock's today: on the market's date the platform's default is in force.
    await server.current.app.brokerRepository.setConfiguration('LTU', 'BrokerageRates', [
      { market: 'HK', effectiveFrom: wallToday, ratePercent: '0.05', minimum: '5' },
    ]);
    expect(await scheduleNow()).toMatch(/^DEFAULT-HK-HKD-/);

    const session = await sessionOf('LTU1001');
    const filled = await placeOrder(
      server.current,
      session,
      buy({ orderType: 'ELO', price: bookPrice(server.current, 'HK', '00700', 'ask', 2) }),
    );
    expect(filled.body.code, JSON.stringify(filled.body)).toBe('OK');
    expect(filled.body.data.tradeDate).toBe(marketYesterday);
    expect(filled.body.data.fees.scheduleID).toMatch(/^DEFAULT-HK-HKD-/);
    const { order, executions } = await waitForOrder(
      server.current,
      session,
      filled.body.data.orderID,
      (o) => o.status === 'FFL',
    );
    expect(order.status).toBe('FFL');
    expect(order.fees.scheduleID).toMatch(/^DEFAULT-HK-HKD-/);
    expect(executions.length).toBeGreaterThan(0);
    for (const execution of executions) {
      expect(execution.settlementDate).toBe(settlementDate('HK', marketYesterday, 'BUY', 'security'));
      const dates = await journalDates(execution.executionID);
      expect(dates.length).toBeGreaterThan(0);
      expect(new Set(dates)).toEqual(new Set([marketYesterday]));
    }

    // A good-till-date order may work until the market's today, a day before the wall clock's.
    const lasting = await placeOrder(
      server.current,
      session,
      buy({ timeInForce: 'GTD', expiryDate: marketYesterday }),
    );
    expect(lasting.body.code, JSON.stringify(lasting.body)).toBe('OK');
    expect(lasting.body.data.tradeDate).toBe(marketYesterday);
    expect(await holdDate(lasting.body.data.orderID)).toBe(marketYesterday);

    const funded = await deposit('LTU1001', ACCOUNT, '100.00');
    expect(funded.body.code).toBe('OK');
    expect(await fundDate(funded.body.data.requestID)).toBe(marketYesterday);
  });

  it('moves every business date to the next day when the market passes midnight', async () => {
    marketNow = Date.parse(`${wallToday}T00:05:00+08:00`);
    server.current.app.marketSimulator.advanceTo(marketNow);
    expect(await scheduleNow()).toBe(`LTU-HK-HKD-${wallToday}`);

    const placed = await placeOrder(server.current, await sessionOf('LTU1001'), buy({}));
    expect(placed.body.code, JSON.stringify(placed.body)).toBe('OK');
    expect(placed.body.data.tradeDate).toBe(wallToday);
    expect(placed.body.data.fees.scheduleID).toBe(`LTU-HK-HKD-${wallToday}`);
    expect(await holdDate(placed.body.data.orderID)).toBe(wallToday);

    const funded = await deposit('LTU1001', ACCOUNT, '100.00');
    expect(funded.body.code).toBe('OK');
    expect(await fundDate(funded.body.data.requestID)).toBe(wallToday);
  });

  it("lists a US order placed after Hong Kong's midnight among today's orders: its market's day is today", async () => {
    // Still 00:05 in Hong Kong: New York is in the morning of the day before, the trading day a US order is dated.
    const session = await sessionOf('LTU1001');
    const us = await placeOrder(
      server.current,
      session,
      buy({
        market: 'US',
        stockCode: 'AAPL',
        price: bookPrice(server.current, 'US', 'AAPL', 'bid', 5),
        quantity: 1,
      }),
    );
    expect(us.body.code, JSON.stringify(us.body)).toBe('OK');
    expect(us.body.data.tradeDate).toBe(marketYesterday);
    type Listed = { orderID: string; market: string; tradeDate: string; timeInForce: string };
    const today = await client<{ orders: Listed[] }>('LTU1001', 'GET', '/orders');
    expect(today.body.data.orders.map((order) => order.orderID)).toContain(us.body.data.orderID);
    // A Hong Kong day order of the Hong Kong day before is not today's: its market has moved on (the first
    // test's filled order). Multi-day orders still working stay listed, as before.
    const stale = today.body.data.orders.filter(
      (order) => order.market === 'HK' && order.tradeDate === marketYesterday && order.timeInForce === 'DAY',
    );
    expect(stale).toEqual([]);
  });
});
