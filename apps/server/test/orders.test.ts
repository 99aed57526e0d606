import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FeeSchedule, Order, OrderRequest } from '@lantau/contract';
import { createLedger } from '../src/capabilities/ledger';
import { feesOf } from '../src/capabilities/orders/domain-rules';
import { priceUnitsToString } from '@lantau/domain';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import {
  bookPrice,
  expectHoldsToMatchOrders,
  finalStatuses,
  getOrder,
  hkOrder,
  placeOrder,
  waitForOrder,
} from './support/orders';
import { helloSocket } from './support/session-socket';
import { STREET_INVESTOR } from './support/street';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';

const ACCOUNT = hkOrder().accountNumber;
const hk = hkOrder;

describe.each(testBackends)('orders (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const ledger = createLedger({ clock: realMarketClock });
  const balances = (account = ACCOUNT) => ledger.balances(server.current.app.db, account, today());
  const today = () => new Date().toISOString().slice(0, 10);
  const cashOf = async (currency: string, account = ACCOUNT) =>
    (await balances(account)).cash.find((entry) => entry.currency === currency);
  const positionOf = async (stockCode: string, account = ACCOUNT) =>
    (await balances(account)).securities.find((entry) => entry.stockCode === stockCode);
  const place = async (request: OrderRequest) => placeOrder(server.current, await client(), request);
  const cancel = async (order: Order) =>
    signedCall<Order>(server.current, await client(), 'DELETE', `/api/orders/${order.orderID}`);
  const settle = async (order: Order) =>
    waitForOrder(server.current, await client(), order.orderID, (o) => finalStatuses.has(o.status));

  // First: it needs the buying power of four resting buys of 00700, which later tests spend.
  it('places a burst together (group commit): an order the ledger refuses inside the batch fails alone', async () => {
    const price = bookPrice(server.current, 'HK', '00700', 'bid', 5);
    const sellPrice = bookPrice(server.current, 'HK', '00700', 'ask', 5);
    const before = await cashOf('HKD');
    const requests = [
      hk({ price }),
      hk({ price }),
      hk({ side: 'SELL', price: sellPrice, quantity: 10_000 }), // more than the account holds
      hk({ price }),
      hk({ price, quantity: 100_000 }), // more than its buying power
      hk({ price }),
    ];
    // The account's balance rows locked for a moment: the first placement waits on them inside its batch, and
    // the others arrive meanwhile and queue for the next batch of the account's lane, which they share.
    const session = await client();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = server.current.app.db.transaction().execute(async (trx) => {
      await sql`select 1 from ledger_balances where account = ${ACCOUNT} for update`.execute(trx);
      await released;
    });
    const answering = Promise.all(requests.map((request) => placeOrder(server.current, session, request)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    release();
    await locked;
    const answers = await answering;

    expect(answers.map((answer) => answer.body.code)).toEqual(['OK', 'OK', 'E6001', 'OK', 'E6001', 'OK']);
    expect(answers[2]!.body.data).toMatchObject({ reason: 'INSUFFICIENT_SELLABLE' });
    expect(answers[4]!.body.data).toMatchObject({ reason: 'INSUFFICIENT_BUYING_POWER' });
    const placed = answers.filter((answer) => answer.body.code === 'OK').map((answer) => answer.body.data);
    expect(placed.map((order) => order.status)).toEqual(['ACK', 'ACK', 'ACK', 'ACK']);
    // Each answered order is on disk, holding exactly its estimate; the refused ones left nothing behind.
    const held = placed.reduce((sum, order) => sum.add(order.fees.total), new Decimal(0));
    const after = await cashOf('HKD');
    expect(before!.available.sub(after!.available).toFixed()).toBe(held.toFixed());
    expect(after!.settled.add(after!.unsettled).toFixed()).toBe(
      before!.settled.add(before!.unsettled).toFixed(),
    );
    await expectHoldsToMatchOrders(server.current.app.db);
    // The placements shared transactions: fewer commits than orders (an event's time is its transaction's
    // start, now(); the rows' xmin would name each order's savepoint instead).
    const { rows } = await sql<{ commits: number }>`
      select count(distinct created_at)::int as commits from order_events
       where to_status = 'PND' and order_id in (${sql.join(placed.map((order) => order.orderID))})`.execute(
      server.current.app.db,
    );
    expect(rows[0]!.commits).toBeLessThan(placed.length);
    for (const order of placed) expect((await cancel(order)).body.code).toBe('OK');
    // The cancels' reports release the holds before the next test counts cash.
    for (const order of placed) await settle(order);
    await server.current.app.ordersIdle();
  });

  it('fills a marketable buy and moves cash and position by exactly consideration plus fees', async () => {
    const before = { cash: await cashOf('HKD'), position: await positionOf('00700') };
    const placed = await place(
      hk({ orderType: 'ELO', price: bookPrice(server.current, 'HK', '00700', 'ask', 2) }),
    );
    expect(placed.body.code).toBe('OK');
    expect(['ACK', 'PFL', 'FFL']).toContain(placed.body.data.status);
    const { order, executions } = await waitForOrder(
      server.current,
      await client(),
      placed.body.data.orderID,
      (o) => o.status === 'FFL',
    );
    expect(order.status).toBe('FFL');
    expect(order.filledQuantity).toBe(100);
    const consideration = executions.reduce(
      (sum, e) => sum.add(new Decimal(e.price).mul(e.quantity)),
      new Decimal(0),
    );
    const fees = executions.flatMap((e) => e.fees).reduce((sum, f) => sum.add(f.amount), new Decimal(0));
    const after = { cash: await cashOf('HKD'), position: await positionOf('00700') };
    expect(before.cash!.available.sub(after.cash!.available).toFixed(2)).toBe(
      consideration.add(fees).toFixed(2),
    );
    expect(after.cash!.onHold.toFixed(2)).toBe(before.cash!.onHold.toFixed(2));
    expect(after.position!.quantity - before.position!.quantity).toBe(100);
    // The account record shows each execution's fees as one line, their total (dates around today: the
    // record's dates are Hong Kong business dates).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const records = await signedCall<{ records: { reference: string; amount: string }[] }>(
      server.current,
      await client(),
      'GET',
      `/api/accounts/${ACCOUNT}/records?from=${day(-1)}&to=${day(1)}&reason=FEE`,
    );
    for (const execution of executions) {
      const lines = records.body.data.records.filter((record) => record.reference === execution.executionID);
      const total = execution.fees.reduce((sum, fee) => sum.add(fee.amount), new Decimal(0));
      expect(lines.map((line) => new Decimal(line.amount).toFixed(2))).toEqual([total.neg().toFixed(2)]);
    }
  });

  it('rests a limit order, amends its price and quantity, then cancels it and releases the hold', async () => {
    const session = await client();
    const free = (await cashOf('HKD'))!.available;
    const price = bookPrice(server.current, 'HK', '00700', 'bid', 6);
    const placed = await place(hk({ price }));
    expect(placed.body.data).toMatchObject({ status: 'ACK', canAmend: true, canCancel: true });
    const held = free.sub((await cashOf('HKD'))!.available);
    expect(held.toFixed(2)).toBe(new Decimal(placed.body.data.fees.total).toFixed(2));

    const lower = bookPrice(server.current, 'HK', '00700', 'bid', 8);
    const amended = await signedCall<Order>(
      server.current,
      session,
      'PATCH',
      `/api/orders/${placed.body.data.orderID}`,
      {
        price: lower,
        quantity: 200,
      },
    );
    expect(amended.body.code).toBe('OK');
    expect(amended.body.data).toMatchObject({ price: lower, quantity: 200, status: 'ACK' });

    const cancelled = await signedCall<Order>(
      server.current,
      session,
      'DELETE',
      `/api/orders/${placed.body.data.orderID}`,
    );
    expect(cancelled.body.code).toBe('OK');
    expect(['PTC', 'CAN']).toContain(cancelled.body.data.status);
    const { order } = await settle(placed.body.data);
    expect(order).toMatchObject({ status: 'CAN', canAmend: false, canCancel: false });
    expect((await cashOf('HKD'))!.available.toFixed(2)).toBe(free.toFixed(2));

    const again = await signedCall(server.current, session, 'DELETE', `/api/orders/${order.orderID}`);
    expect(again.body.code).toBe('E6003');
  });

  it('places once under 20 concurrent retries with one Idempotency-Key; another body with it is E1020', async () => {
    const session = await client();
    const key = randomUUID();
    const request = hk({ price: bookPrice(server.current, 'HK', '00700', 'bid', 7) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(server.current, session, request, key)),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill('OK'));
    const ids = new Set(answers.map((answer) => answer.body.data.orderID));
    expect(ids.size).toBe(1);
    const rows = await server.current.app.db
      .selectFrom('orders')
      .select('order_id')
      .where('order_id', 'in', [...ids])
      .execute();
    expect(rows).toHaveLength(1);

    const other = await placeOrder(server.current, session, { ...request, quantity: 200 }, key);
    expect(other.body.code).toBe('E1020');
    expect((await placeOrder(server.current, session, request, null)).body.code).toBe('E1020');
    expect((await placeOrder(server.current, session, request, 'short')).body.code).toBe('E1020');
    await cancel(answers[0]!.body.data);
  });

  it("answers another client's order IDs as it answers a missing one (E6002)", async () => {
    const placed = await place(hk({ price: bookPrice(server.current, 'HK', '00700', 'bid', 7) }));
    const stranger = await sessionOf('LTU1004');
    const id = placed.body.data.orderID;
    for (const [method, body] of [['GET'], ['DELETE'], ['PATCH', { quantity: 300 }]] as const) {
      const answer = await signedCall(server.current, stranger, method, `/api/orders/${id}`, body);
      expect(answer.body.code).toBe('E6002');
    }
    expect((await getOrder(server.current, stranger, randomUUID())).body.code).toBe('E6002');
    await cancel(placed.body.data);
  });

  it("refuses what buying power or sellable shares do not cover, with the reason in the caller's language", async () => {
    const session = await client();
    const price = bookPrice(server.current, 'HK', '00700', 'bid', 5);
    const tooBig = await signedCall<{ reason: string; problems: string[] }>(
      server.current,
      session,
      'POST',
      '/api/orders',
      hk({ price, quantity: 100_000 }),
      { headers: { 'idempotency-key': randomUUID(), 'x-lang': 'zh_HK' } },
    );
    expect(tooBig.body.code).toBe('E6001');
    expect(tooBig.body.data).toEqual({
      reason: 'INSUFFICIENT_BUYING_POWER',
      problems: ['INSUFFICIENT_BUYING_POWER'],
    });
    expect(tooBig.body.message).toBe('購買力不足。');

    // A sell at or above the best bid (below it, a limit sell is through the best price: PRICE_TOO_FAR).
    const sellPrice = bookPrice(server.current, 'HK', '00700', 'ask', 5);
    const oversell = await place(hk({ side: 'SELL', price: sellPrice, quantity: 10_000 }));
    expect(oversell.body.code).toBe('E6001');
    expect(oversell.body.data).toMatchObject({ reason: 'INSUFFICIENT_SELLABLE' });
  });

  it('refuses a market the broker does not trade (E6006), an unknown account (E6008) and a wrong-side trigger (E6001)', async () => {
    // Victoria trades neither Tokyo nor the US; Lantau trades Tokyo, but this account holds no JPY (E6005).
    const victoriaJapan = hk({ accountNumber: 'VIC300101', market: 'JP', stockCode: '7203', price: '3000' });
    const victoria = await placeOrder(server.current, await sessionOf('VIC3001'), victoriaJapan);
    expect(victoria.body.code).toBe('E6006');
    const victoriaUs = { ...victoriaJapan, market: 'US' as const, stockCode: 'AAPL', price: '200' };
    expect((await placeOrder(server.current, await sessionOf('VIC3001'), victoriaUs)).body.code).toBe(
      'E6006',
    );
    expect((await place(hk({ market: 'JP', stockCode: '7203', price: '3000' }))).body.code).toBe('E6005');
    expect((await place(hk({ accountNumber: 'LTU100201', price: '380' }))).body.code).toBe('E6008');
    // A buy stop fires on a rise: its trigger must sit above the market (00700 trades far above 379).
    const conditional = await place(
      hk({ price: '380', condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: '379' } }),
    );
    expect(conditional.body).toMatchObject({ code: 'E6001', data: { reason: 'TRIGGER_SIDE' } });
  });

  it('checks the order account reference: an RRI account needs a BCAN, a CE number is well formed', async () => {
    // The account made an RRI account for this test (the demo's RRI clients have agreements to accept first).
    const setRri = (rri: boolean) =>
      server.current.app.db
        .updateTable('accounts')
        .set({ rri })
        .where('account_number', '=', ACCOUNT)
        .execute();
    const order = (orderAccount?: OrderRequest['orderAccount']) =>
      place(
        hk({
          price: bookPrice(server.current, 'HK', '00700', 'bid', 5),
          ...(orderAccount && { orderAccount }),
        }),
      );
    await setRri(true);
    try {
      const without = await order();
      expect(without.body).toMatchObject({ code: 'E6001', data: { reason: 'BCAN_REQUIRED' } });
      const badCe = await order({ option: null, ceNumber: 'AB1234', bcan: '1234567890' });
      expect(badCe.body).toMatchObject({ code: 'E6001', data: { reason: 'CE_BCAN_INVALID' } });
      const typed = await order({ option: null, ceNumber: 'LTU001', bcan: '1234567890' });
      expect(typed.body.code).toBe('OK');
      const aggregated = await order({ option: 'AGGREGATED', ceNumber: 'LTU001', bcan: '' });
      expect(aggregated.body.code).toBe('OK');
      // A US order carries no reference: none is asked for, and none is kept.
      const us = await place(
        hk({
          market: 'US',
          stockCode: 'AAPL',
          orderType: 'LO',
          price: bookPrice(server.current, 'US', 'AAPL', 'bid', 5),
          quantity: 1,
        }),
      );
      expect(us.body.code).toBe('OK');
      for (const placed of [typed, aggregated, us]) await cancel(placed.body.data);
    } finally {
      await setRri(false);
    }
  });

  it('takes each Hong Kong order type in continuous trading and rejects the auction types there', async () => {
    const ask = (n: number) => bookPrice(server.current, 'HK', '00700', 'ask', n);
    const slo = await place(hk({ orderType: 'SLO', price: ask(1) }));
    expect(slo.body.code).toBe('OK');
    expect(['FFL', 'CLS', 'CAN']).toContain((await settle(slo.body.data)).order.status);

    for (const orderType of ['AO', 'ALO'] as const) {
      const auction = await place(hk({ orderType, ...(orderType === 'ALO' && { price: ask(0) }) }));
      // Refused on the live quote's phase before anything is written, as the exchange would refuse it.
      expect(auction.body, JSON.stringify(auction.body)).toMatchObject({
        code: 'E6001',
        data: { reason: 'ORDER_TYPE_SESSION' },
      });
      expect(auction.body.message).toMatch(/session/);
    }
  });

  it('sells an odd lot to the odd-lot book, where the odd-lot dealer takes it, and fills a US market order', async () => {
    const oddBefore = await positionOf('00700');
    const oddPrice = bookPrice(server.current, 'HK', '00700', 'bid', 0);
    const odd = await place(hk({ side: 'SELL', orderType: 'ODD', quantity: 50, price: oddPrice }));
    expect(odd.body.code).toBe('OK');
    expect(odd.body.data.status).not.toBe('REJ');
    // Priced at the board's best bid: the simulated odd-lot dealer buys all 50 shares at that price.
    const sold = await settle(odd.body.data);
    expect(sold.order.status).toBe('FFL');
    expect(sold.order.filledQuantity).toBe(50);
    expect(sold.executions.every((execution) => execution.price === sold.order.price)).toBe(true);
    expect(oddBefore!.quantity - (await positionOf('00700'))!.quantity).toBe(50);

    const usBefore = await positionOf('AAPL');
    const mo = await place(hk({ market: 'US', stockCode: 'AAPL', orderType: 'MO', quantity: 5 }));
    expect(mo.body.code).toBe('OK');
    const { order } = await settle(mo.body.data);
    expect(order.status).toBe('FFL');
    expect((await positionOf('AAPL'))!.quantity - usBefore!.quantity).toBe(5);
  });

  it('books a small sale whose fees round partly to nothing: cash up by consideration less fees', async () => {
    const before = { cash: await cashOf('USD'), position: await positionOf('AAPL') };
    const sale = await place(
      hk({ market: 'US', stockCode: 'AAPL', side: 'SELL', orderType: 'MO', quantity: 1 }),
    );
    expect(sale.body.code).toBe('OK');
    const { order, executions } = await settle(sale.body.data);
    expect(order.status).toBe('FFL');
    const proceeds = new Decimal(executions[0]!.price).mul(executions[0]!.quantity);
    const fees = executions.flatMap((e) => e.fees).reduce((sum, f) => sum.add(f.amount), new Decimal(0));
    const after = { cash: await cashOf('USD'), position: await positionOf('AAPL') };
    expect(after.cash!.available.sub(before.cash!.available).toFixed(2)).toBe(proceeds.sub(fees).toFixed(2));
    expect(before.position!.quantity - after.position!.quantity).toBe(1);
  });

  it('trades A-shares in buy lots, refuses their amendment, and trades B-shares', async () => {
    const price = bookPrice(server.current, 'MA^MZ', '000858', 'ask', 1);
    const a = await place(hk({ market: 'MA^MZ', stockCode: '000858', price }));
    expect(a.body, JSON.stringify(a.body)).toMatchObject({ code: 'OK' });
    expect(a.body.data.canAmend).toBe(false);
    const amend = await signedCall(
      server.current,
      await client(),
      'PATCH',
      `/api/orders/${a.body.data.orderID}`,
      {
        quantity: 200,
      },
    );
    expect(amend.body).toMatchObject({ code: 'E6001', data: { reason: 'AMEND_NOT_ALLOWED' } });
    const wrongLot = await place(hk({ market: 'MA^MZ', stockCode: '000858', price, quantity: 50 }));
    // The domain's checks refuse it before it is placed: odd A-shares can only be sold.
    expect(wrongLot.body).toMatchObject({ code: 'E6001', data: { reason: 'ODD_LOT_SELL_ONLY' } });

    const bPrice = bookPrice(server.current, 'SS^SZ', '200596', 'bid', 5);
    const b = await place(
      hk({ accountNumber: 'LTU100102', market: 'SS^SZ', stockCode: '200596', price: bPrice }),
    );
    expect(b.body.code).toBe('OK');
    expect(b.body.data.status).toBe('ACK');
  });

  it("tells the owner's session socket about each change (orderbook)", async () => {
    const session = await client();
    const socket = await helloSocket(server.current, session);
    const placed = await place(hk({ price: bookPrice(server.current, 'HK', '00700', 'bid', 7) }));
    const frames = [];
    while (frames.length < 2) {
      const frame = await socket.next();
      if (frame.type === 'orderbook' && frame.orderID === placed.body.data.orderID) frames.push(frame);
    }
    await cancel(placed.body.data);
    expect(frames).toEqual([
      {
        type: 'orderbook',
        orderID: placed.body.data.orderID,
        accountNumber: ACCOUNT,
        status: 'PND',
        filledQuantity: 0,
      },
      {
        type: 'orderbook',
        orderID: placed.body.data.orderID,
        accountNumber: ACCOUNT,
        status: 'ACK',
        filledQuantity: 0,
      },
    ]);
    socket.socket.close();
  });

  it('serves the fee schedule in force for a market, and E6007 where none is', async () => {
    const session = await client();
    const hkSchedule = await signedCall<FeeSchedule>(
      server.current,
      session,
      'GET',
      '/api/fees/schedules/HK',
    );
    expect(hkSchedule.body.code).toBe('OK');
    expect(hkSchedule.body.data).toMatchObject({ market: 'HK', currency: 'HKD' });
    expect(hkSchedule.body.data.rates).toContainEqual(
      expect.objectContaining({
        item: 'STAMP_DUTY',
        rounding: 'UP_TO_DOLLAR',
        exemptInstrumentTypes: ['ETF'],
      }),
    );
    const none = await signedCall(server.current, session, 'GET', '/api/fees/schedules/KR');
    expect(none.body.code).toBe('E6007');
  });

  it("lists today's orders with a status filter, and the fills", async () => {
    const session = await client();
    const listed = await signedCall<{ total: number; orders: Order[] }>(
      server.current,
      session,
      'GET',
      '/api/orders?status=FFL',
    );
    expect(listed.body.code).toBe('OK');
    expect(listed.body.data.total).toBeGreaterThan(0);
    expect(listed.body.data.orders.every((order) => order.status === 'FFL')).toBe(true);
    const day = today();
    const fills = await signedCall<{ total: number }>(
      server.current,
      session,
      'GET',
      `/api/executions?from=${day}&to=${day}`,
    );
    expect(fills.body.data.total).toBeGreaterThan(0);
  });

  it('leaves the ledger holding exactly what working orders hold, after all of the above', async () => {
    await server.current.app.ordersIdle();
    await expectHoldsToMatchOrders(server.current.app.db);
  });
});

// On a still market (the calendar clock, held at 10:30 on a trading day) the agents make no move, so the test's
// own orders at the exchange meet the client's exactly as it places them.
describe.each(testBackends)('orders on a still market (%s)', (backend) => {
  const server = useTestServer(backend, {
    ...identityConfig,
    marketClock: 'calendar',
    marketTimeSource: () => Date.parse('2026-11-24T10:30:00+08:00'),
  });
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const ledger = createLedger({ clock: realMarketClock });
  const cashOf = async (currency: string) =>
    (await ledger.balances(server.current.app.db, ACCOUNT)).cash.find((entry) => entry.currency === currency);
  const place = async (request: OrderRequest) => placeOrder(server.current, await client(), request);

  it('charges fees per order: an order filled in parts pays each minimum once, within its hold', async () => {
    const simulator = server.current.app.marketSimulator;
    const code = '02800';
    const instrument = simulator.instrument('HK', code)!;
    const lot = instrument.lotSize;
    // Orders of the test's own straight at the exchange (their reports match no order of the platform's).
    const direct = (id: string, side: 'buy' | 'sell', quantity: number, price: number) =>
      simulator.submitClientOrder('HK', code, {
        id: `test-${id}.1`,
        owner: 'TEST',
        investorId: STREET_INVESTOR,
        side,
        type: 'limit',
        quantity,
        price,
      });
    // Take the whole best ask: its price is then free for the client's bid, alone at the top of the book.
    const ask = simulator.quote('HK', code)!.asks[0]!;
    expect(direct('take', 'buy', ask.quantity, ask.price).ok).toBe(true);
    const before = await cashOf('HKD');
    const quantity = 2 * lot;
    const placed = await place(hk({ stockCode: code, price: priceUnitsToString(ask.price), quantity }));
    expect(placed.body.code).toBe('OK');
    // Two sells of a lot each fill it in two parts (the settlement fee's HK$2 minimum applies to each alone).
    expect(direct('part-1', 'sell', lot, ask.price).ok).toBe(true);
    expect(direct('part-2', 'sell', lot, ask.price).ok).toBe(true);
    const { order, executions } = await waitForOrder(
      server.current,
      await client(),
      placed.body.data.orderID,
      (o) => finalStatuses.has(o.status),
    );
    expect(order.status).toBe('FFL');
    expect(executions.length).toBeGreaterThan(1);
    const gross = executions.reduce(
      (sum, e) => sum.add(new Decimal(e.price).mul(e.quantity)),
      new Decimal(0),
    );
    const whole = feesOf(gross, 'HKD', 'BUY', instrument, quantity, order.tradeDate);
    for (const item of whole.fees) {
      const booked = executions
        .flatMap((e) => e.fees)
        .filter((line) => line.item === item.item)
        .reduce((sum, line) => sum.add(line.amount), new Decimal(0));
      expect(`${item.item} ${booked.toFixed(2)}`).toBe(`${item.item} ${item.amount}`);
    }
    expect(order.fees.totalFees).toBe(whole.totalFees);
    const after = await cashOf('HKD');
    expect(before!.available.sub(after!.available).toFixed(2)).toBe(gross.add(whole.totalFees).toFixed(2));
    expect(after!.onHold.toFixed(2)).toBe(before!.onHold.toFixed(2));
  });
});

// A sale whose fees pass its proceeds takes the difference from cash when it fills: a cash account must have it.
describe.each(testBackends)('a sale worth less than its fees (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const ledger = createLedger({ clock: realMarketClock });
  const text = { en_US: 'test', zh_HK: 'test', zh_CN: 'test' };
  const hkd = { kind: 'cash' as const, currency: 'HKD' as const };
  const move = (reason: 'DEPOSIT' | 'WITHDRAWAL', amount: Decimal) =>
    server.current.app.db.transaction().execute((trx) =>
      ledger.postJournal(trx, {
        reason,
        reference: `test-${reason}`,
        description: text,
        legs: [
          { account: ACCOUNT, asset: hkd, amount },
          { account: 'HOUSE:BANK', asset: hkd, amount: amount.neg() },
        ],
      }),
    );

  it('refuses an odd-lot sale of a penny stock while the cash account cannot pay the fees beyond it', async () => {
    const session = await sessionOf('LTU1001');
    const penny = { kind: 'security' as const, market: 'HK' as const, stockCode: '03800' };
    await server.current.app.db.transaction().execute((trx) =>
      ledger.postJournal(trx, {
        reason: 'OPENING_BALANCE',
        reference: 'test-penny',
        description: text,
        legs: [
          { account: ACCOUNT, asset: penny, amount: new Decimal(1000), cost: new Decimal(1300) },
          { account: 'HOUSE:OPENING', asset: penny, amount: new Decimal(-1000) },
        ],
      }),
    );
    const cash = (await ledger.balances(server.current.app.db, ACCOUNT)).cash.find(
      (c) => c.currency === 'HKD',
    )!;
    await move('WITHDRAWAL', cash.available.neg());
    const sale = hkOrder({
      side: 'SELL',
      stockCode: '03800',
      orderType: 'ODD',
      quantity: 1,
      price: bookPrice(server.current, 'HK', '03800', 'bid', 0),
    });
    const estimate = await signedCall<{ estimate: { total: string }; problems: string[] }>(
      server.current,
      session,
      'POST',
      '/api/orders/estimates',
      sale,
    );
    expect(new Decimal(estimate.body.data.estimate.total).isNegative()).toBe(true);
    expect(estimate.body.data.problems).toContain('INSUFFICIENT_BUYING_POWER');
    const refused = await placeOrder(server.current, session, sale);
    expect(refused.body).toMatchObject({ code: 'E6001', data: { reason: 'INSUFFICIENT_BUYING_POWER' } });

    await move('DEPOSIT', new Decimal(20));
    const placed = await placeOrder(server.current, session, sale);
    expect(placed.body.code).toBe('OK');
  });
});
