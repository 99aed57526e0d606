import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { Quote } from '@lantau/contract';
import { describe, expect, it, vi } from 'vitest';
import { createNewIssues, type NewIssueListing } from '../src/capabilities/markets/new-issues';
import { testBackends, type Backend } from './support/backends';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { agreedSessionsFor, marketGet, sessionsFor } from './support/market-data';
import {
  bookPrice,
  expectHoldsToMatchOrders,
  finalStatuses,
  hkOrder,
  placeOrder,
  waitForOrder,
} from './support/orders';
import { useTestServer, type TestServer } from './support/test-server';

// A new issue's grey market through the order path, on the real Hong Kong timetable: the grey session on the
// trading day before listing (16:15-18:30) takes limit day orders only; its trades settle on listing day + 2;
// a sale's proceeds stay frozen until the listing day; a cancelled listing voids every grey trade, the ledger
// back to the cent.

/** Tuesday 24 November 2026 is the grey market date; Wednesday the listing date. Hong Kong times (UTC+8). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}+08:00`);
const GREY = '2026-11-24';
const LISTING = '2026-11-25';
const ACCOUNT = 'LTU100101';

const issue = (stockCode: string): NewIssueListing => ({
  market: 'HK',
  stockCode,
  name: { en_US: 'Test Grey Issue', zh_HK: '測試暗盤新股', zh_CN: '测试暗盘新股' },
  lotSize: 500,
  currency: 'HKD',
  offerPrice: '8.800',
  greyMarketDate: GREY,
  listingDate: LISTING,
});

function useGreyMarket(backend: Backend, start: number, clock: 'calendar' | 'demo' = 'calendar') {
  let marketNow = start;
  const server = useTestServer(backend, {
    ...identityConfig,
    marketClock: clock,
    marketTimeSource: () => marketNow,
    marketTickMs: 1000,
  });
  return {
    server,
    sessionOf: sessionsFor(server),
    agreedSessionOf: agreedSessionsFor(server),
    advanceTo: (time: number) => {
      marketNow = time;
      server.current.app.marketSimulator.advanceTo(time);
    },
  };
}

/** Lists the test issue and allots the client `shares` of it (credited for the listing day, as an IPO is). */
async function listWithAllotment(server: TestServer, stockCode: string, shares: number): Promise<void> {
  const { app } = server;
  await app.db.transaction().execute(async (trx) => {
    await app.newIssues.list(trx, issue(stockCode));
    const security = { kind: 'security' as const, market: 'HK' as const, stockCode };
    await app.ledger.postJournal(trx, {
      reason: 'IPO',
      reference: `test-allotment-${stockCode}`,
      description: { en_US: 'Allotment', zh_HK: '配發', zh_CN: '配发' },
      legs: [
        { account: 'HOUSE:CLEARING', asset: security, amount: new Decimal(-shares), valueDate: LISTING },
        {
          account: ACCOUNT,
          asset: security,
          amount: new Decimal(shares),
          valueDate: LISTING,
          cost: new Decimal('8.8').mul(shares),
        },
      ],
    });
  });
}

async function balancesOf(server: TestServer, stockCode: string) {
  const balances = await server.app.ledger.balances(server.app.db, ACCOUNT);
  const cash = balances.cash.find((c) => c.currency === 'HKD')!;
  const position = balances.securities.find((s) => s.stockCode === stockCode);
  return {
    cash: {
      settled: cash.settled.toFixed(2),
      unsettled: cash.unsettled.toFixed(2),
      onHold: cash.onHold.toFixed(2),
    },
    shares: position?.quantity ?? 0,
    sharesOnHold: position?.onHold ?? 0,
  };
}

type Session = Awaited<ReturnType<ReturnType<typeof sessionsFor>>>;

/**
 * A limit day order of one lot of a test issue at a level of the live book: the best bid (a sale that fills at
 * once), the best ask (a buy that fills), or deeper (an order that rests).
 */
function greyOrder(
  server: TestServer,
  session: Session,
  stockCode: string,
  side: 'BUY' | 'SELL',
  at: { book: 'bid' | 'ask'; level?: number },
) {
  const price = bookPrice(server, 'HK', stockCode, at.book, at.level ?? 0);
  return placeOrder(server, session, hkOrder({ stockCode, side, quantity: 500, price }));
}

const greyProceedsHolds = (server: TestServer, stockCode: string) =>
  server.app.db
    .selectFrom('ledger_holds')
    .select(['hold_id', 'state', 'amount', 'remaining'])
    .where('reference', 'like', `grey-proceeds:HK:${stockCode}:%`)
    .execute();

describe.each(testBackends)('the grey market (%s)', (backend) => {
  describe('the session and its orders', () => {
    const { server, sessionOf, agreedSessionOf, advanceTo } = useGreyMarket(backend, at(GREY, '16:10:00'));

    it('refuses orders before the grey session, and in it takes limit day orders only', async () => {
      await listWithAllotment(server.current, '02991', 1000);
      const session = await sessionOf('LTU1001');
      const lo = hkOrder({ stockCode: '02991', quantity: 500, price: '8.800' });
      const early = await placeOrder(server.current, session, lo);
      expect(early.body).toMatchObject({ code: 'E6001', data: { reason: 'MARKET_CLOSED' } });

      advanceTo(at(GREY, '16:20:00'));
      // The quote says which session it is; the new issue has no history, and its charts still answer.
      const viewer = await sessionOf('LTU1004');
      const snapshot = await marketGet<Quote>(server.current, viewer, '/snapshots/details', {
        market: 'HK',
        stockCode: '02991',
      });
      expect(snapshot.body.data).toMatchObject({ phase: 'GREY_MARKET', previousClose: '8.800' });
      expect(snapshot.body.data.bids.length).toBeGreaterThan(0);
      for (const period of ['1m', 'day'])
        expect(
          (
            await marketGet(server.current, viewer, '/stocks/candles', {
              market: 'HK',
              stockCode: '02991',
              period,
              limit: 30,
            })
          ).body.code,
        ).toBe('OK');
      for (const wrong of [
        { orderType: 'ELO' as const },
        { orderType: 'SLO' as const },
        { timeInForce: 'GTC' as const },
        { condition: { type: 'TARGET_PRICE_LIMIT' as const, triggerPrice: '8.500' } },
      ]) {
        const refused = await placeOrder(server.current, session, { ...lo, ...wrong });
        expect(refused.body).toMatchObject({
          code: 'E6001',
          data: { reason: 'GREY_MARKET_LIMIT_DAY' },
          message: 'The grey market takes limit orders for the day only.',
        });
      }
      // A broker that runs no grey market (Kowloon: WebGreyMarketEnable off) takes no order on the issue.
      const kowloon = await placeOrder(server.current, await agreedSessionOf('KLN2001'), {
        ...lo,
        accountNumber: 'KLN200101',
      });
      expect(kowloon.body).toMatchObject({ code: 'E6001', data: { reason: 'MARKET_NOT_ENABLED' } });
      const placed = await greyOrder(server.current, session, '02991', 'BUY', { book: 'bid', level: 3 });
      expect(placed.body.data).toMatchObject({ status: 'ACK', orderType: 'LO', timeInForce: 'DAY' });
    });
    it('lists its new issues again at a restart, from the prices the table keeps', async () => {
      const { app } = server.current;
      await app.db
        .transaction()
        .execute((trx) => app.newIssues.list(trx, { ...issue('02994'), offerPrice: '6.2' }));
      app.marketSimulator.delistNewIssue('02994');
      // What start-up does: the table's NUMERIC(24, 6) reads back '6.200000', which the exchange must still take.
      const restore = createNewIssues({
        db: app.db,
        simulator: app.marketSimulator,
        voidGreyTrades: async () => {},
      }).restore;
      expect(await restore()).toBeGreaterThanOrEqual(1);
      expect(app.marketSimulator.instrument('HK', '02994')?.newIssue).toEqual({
        greyMarketDate: GREY,
        listingDate: LISTING,
      });
    });
  });

  describe('its trades, on the demo clock (the grey market open all day before listing)', () => {
    // Six minutes before the demo's Hong Kong day turns to the listing date.
    const { server, sessionOf, advanceTo } = useGreyMarket(backend, at(GREY, '23:54:00'), 'demo');

    it('settles grey trades on listing day + 2, freezes sale proceeds until the listing day, then lets them go', async () => {
      await listWithAllotment(server.current, '02991', 1000);
      expect(server.current.app.marketSimulator.quote('HK', '02991')?.phase).toBe('GREY_MARKET');
      const session = await sessionOf('LTU1001');
      const before = await balancesOf(server.current, '02991');
      const sold = await greyOrder(server.current, session, '02991', 'SELL', { book: 'bid' });
      expect(sold.body.code).toBe('OK');
      const { order, executions } = await waitForOrder(server.current, session, sold.body.data.orderID, (o) =>
        finalStatuses.has(o.status),
      );
      expect(order.status).toBe('FFL');
      const rows = await server.current.app.db
        .selectFrom('executions')
        .select(['trade_date', 'settlement_date'])
        .where('order_id', '=', order.orderID)
        .execute();
      expect(rows).toEqual([{ trade_date: GREY, settlement_date: '2026-11-27' }]);
      const entries = await server.current.app.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_journals', 'ledger_journals.journal_id', 'ledger_entries.journal_id')
        .select(sql<string>`to_char(ledger_entries.value_date, 'YYYY-MM-DD')`.as('value_date'))
        .distinct()
        .where('ledger_entries.account', '=', ACCOUNT)
        .where('ledger_journals.reference', '=', executions[0]!.executionID)
        .execute();
      expect(entries.map((e) => e.value_date)).toEqual(['2026-11-27']);

      // The net proceeds are held: available cash does not grow by a cent until the listing day.
      const consideration = new Decimal(executions[0]!.price).mul(500);
      const fees = executions[0]!.fees.reduce((sum, line) => sum.add(line.amount), new Decimal(0));
      const after = await balancesOf(server.current, '02991');
      expect(after.cash.unsettled).toBe(
        new Decimal(before.cash.unsettled).add(consideration).sub(fees).toFixed(2),
      );
      expect(after.cash.onHold).toBe(new Decimal(before.cash.onHold).add(consideration).sub(fees).toFixed(2));
      const holds = await greyProceedsHolds(server.current, '02991');
      expect(holds).toHaveLength(1);
      expect(holds[0]).toMatchObject({ state: 'ACTIVE' });

      // Still the grey market's day: the job keeps them.
      await server.current.app.jobs.runNow('grey-market-proceeds');
      expect((await greyProceedsHolds(server.current, '02991'))[0]).toMatchObject({ state: 'ACTIVE' });

      // The listing day: the job releases them.
      advanceTo(at(LISTING, '00:00:30'));
      expect(server.current.app.marketSimulator.quote('HK', '02991')?.phase).toBe('CONTINUOUS');
      await server.current.app.jobs.runNow('grey-market-proceeds');
      expect((await greyProceedsHolds(server.current, '02991'))[0]).toMatchObject({ state: 'VOIDED' });
      expect((await balancesOf(server.current, '02991')).cash.onHold).toBe(before.cash.onHold);
      await expectEveryAssetToSumToZero(server.current.app.db);
    });
  });

  describe('an issue published just after midnight, on a demo running since the day before', () => {
    // A CI run's server started at 23:58 and the issue came at 00:04 with the new day as its grey market date.
    const { server, sessionOf, advanceTo } = useGreyMarket(backend, at('2026-11-23', '23:58:00'), 'demo');

    it("trades in the new day's grey session: a sale at the best bid fills, dated the grey market date", async () => {
      advanceTo(at(GREY, '00:04:00'));
      await listWithAllotment(server.current, '02993', 1000);
      expect(server.current.app.marketSimulator.quote('HK', '02993')?.phase).toBe('GREY_MARKET');
      const session = await sessionOf('LTU1001');
      const sold = await greyOrder(server.current, session, '02993', 'SELL', { book: 'bid' });
      expect(sold.body.code).toBe('OK');
      const { order, executions } = await waitForOrder(server.current, session, sold.body.data.orderID, (o) =>
        finalStatuses.has(o.status),
      );
      expect(order.status).toBe('FFL');
      expect(executions).toHaveLength(1);
      const rows = await server.current.app.db
        .selectFrom('executions')
        .select(['trade_date', 'settlement_date'])
        .where('order_id', '=', order.orderID)
        .execute();
      expect(rows).toEqual([{ trade_date: GREY, settlement_date: '2026-11-27' }]);
    });
  });

  describe('a cancelled listing', () => {
    const { server, sessionOf, advanceTo } = useGreyMarket(backend, at(GREY, '16:20:00'));

    it('voids every grey trade in one transaction: money and shares back to the cent, orders cancelled', async () => {
      await listWithAllotment(server.current, '02992', 1000);
      advanceTo(at(GREY, '16:21:00'));
      const session = await sessionOf('LTU1001');
      const start = await balancesOf(server.current, '02992');

      const bought = await greyOrder(server.current, session, '02992', 'BUY', { book: 'ask' });
      const sold = await greyOrder(server.current, session, '02992', 'SELL', { book: 'bid' });
      const resting = await greyOrder(server.current, session, '02992', 'BUY', { book: 'bid', level: 4 });
      const ids = [bought, sold, resting].map((r) => r.body.data.orderID);
      for (const id of ids.slice(0, 2))
        expect(
          (await waitForOrder(server.current, session, id, (o) => o.status === 'FFL')).order.status,
        ).toBe('FFL');
      await server.current.app.ordersIdle();
      expect(await greyProceedsHolds(server.current, '02992')).toHaveLength(1);

      const told: string[] = [];
      const stopListening = server.current.app.bus.subscribe((event) => {
        if (event.type === 'order-changed' && event.order.status === 'CAN') told.push(event.order.orderID);
      });
      await server.current.app.db.transaction().execute(async (trx) => {
        await server.current.app.newIssues.cancel(trx, '02992');
      });
      await server.current.app.ordersIdle();
      // The owner's browsers hear of each voided order once the cancel has committed.
      await vi.waitFor(() => expect([...told].sort()).toEqual([...ids].sort()), { timeout: 3000 });
      stopListening();

      for (const id of ids) {
        const { order } = await waitForOrder(server.current, session, id, () => true);
        expect(order).toMatchObject({ status: 'CAN', rejectReason: 'LISTING_CANCELLED' });
      }
      expect(await balancesOf(server.current, '02992')).toEqual(start);
      expect(server.current.app.marketSimulator.instrument('HK', '02992')).toBeUndefined();
      expect((await greyProceedsHolds(server.current, '02992')).map((h) => h.state)).toEqual(['VOIDED']);
      await expectHoldsToMatchOrders(server.current.app.db);
      await expectEveryAssetToSumToZero(server.current.app.db);

      // A second cancel changes nothing.
      await server.current.app.db.transaction().execute(async (trx) => {
        await server.current.app.newIssues.cancel(trx, '02992');
      });
      expect(await balancesOf(server.current, '02992')).toEqual(start);
    });
  });
});
