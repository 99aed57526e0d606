import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Order, OrderRequest } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, placeOrder, hkOrder, waitForOrder } from './support/orders';
import { stillMarket } from './support/street';
import { northboundQuotaUsed } from '../src/capabilities/orders/northbound-quota';
import { apiCallers } from './support/api-callers';
import { startTestServer, testConfig, useTestServer } from './support/test-server';

// Stock Connect northbound's daily quota on net buys of China A-shares (NORTHBOUND_DAILY_QUOTA), driven small:
// the server is started again with a quota of one and a half of the test's buy orders. The market runs on an
// injected clock, so the book stays as the test leaves it.

const aShare = (request: Partial<OrderRequest>): OrderRequest =>
  hkOrder({ market: 'MA^MZ', stockCode: '000858', ...request });

describe.each(testBackends)('the northbound daily quota (%s)', (backend) => {
  const market = stillMarket();
  const config = { ...identityConfig, ...market.config };
  const server = useTestServer(backend, config);
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const price = (side: 'bid' | 'ask', level: number) =>
    bookPrice(server.current, 'MA^MZ', '000858', side, level);
  const place = async (request: OrderRequest, language = 'en_US') =>
    signedCall<Order>(server.current, await client(), 'POST', '/api/orders', request, {
      headers: { 'idempotency-key': randomUUID(), 'x-lang': language },
    });

  it('refuses buys once the quota is used, always takes sells, and counts net buys', async () => {
    // A buy resting below the market counts at its price; the quota takes one and a half of them.
    const restingPrice = price('bid', 3);
    const quota = new Decimal(restingPrice).mul(150).toFixed(2);
    const { database, webDist } = server.current;
    await server.current.app.close();
    server.current = await startTestServer(
      database,
      testConfig(database, webDist, { ...config, northboundDailyQuota: quota }),
    );
    server.current.app.marketSimulator.advanceTo(market.now());
    const buy = aShare({ price: restingPrice });

    // Five at once: the day's quota is counted one buy after another, so exactly one fits.
    const attempts = await Promise.all([1, 2, 3, 4, 5].map(() => place(buy)));
    const taken = attempts.filter((attempt) => attempt.body.code === 'OK');
    expect(taken).toHaveLength(1);
    const refusals = attempts.filter((attempt) => attempt.body.code !== 'OK');
    expect(refusals.map((attempt) => attempt.body.data)).toEqual(
      Array(4).fill({ reason: 'NORTHBOUND_QUOTA', problems: ['NORTHBOUND_QUOTA'] }),
    );
    const first = taken[0]!;
    expect(first.body.data.status).toBe('ACK');
    const second = await place(buy, 'zh_HK');
    expect(second.body).toMatchObject({
      code: 'E6001',
      message: '北向每日額度已用盡。',
      data: { reason: 'NORTHBOUND_QUOTA' },
    });
    // The ticket's estimate says so before the client confirms.
    const estimate = await signedCall<{ problems: string[] }>(
      server.current,
      await client(),
      'POST',
      '/api/orders/estimates',
      buy,
    );
    expect(estimate.body.data.problems).toContain('NORTHBOUND_QUOTA');

    // Sells are always allowed, and what they trade gives quota back: the second buy now fits.
    const sell = await placeOrder(
      server.current,
      await client(),
      aShare({ side: 'SELL', price: price('bid', 0) }),
    );
    expect(sell.body.code).toBe('OK');
    const sold = await waitForOrder(
      server.current,
      await client(),
      sell.body.data.orderID,
      (o) => o.status === 'FFL',
    );
    expect(sold.order.status).toBe('FFL');
    const again = await place(buy);
    expect(again.body.code).toBe('OK');
    expect(again.body.data.status).toBe('ACK');

    // A cancelled buy gives its quota back too.
    expect((await place(buy)).body).toMatchObject({ code: 'E6001', data: { reason: 'NORTHBOUND_QUOTA' } });
    const cancelled = await signedCall<Order>(
      server.current,
      await client(),
      'DELETE',
      `/api/orders/${first.body.data.orderID}`,
    );
    expect(cancelled.body.code).toBe('OK');
    await waitForOrder(server.current, await client(), first.body.data.orderID, (o) => o.status === 'CAN');
    expect((await place(buy)).body.code).toBe('OK');
  });
});

describe.each(testBackends)('northbound fees and eligibility (%s)', (backend) => {
  const market = stillMarket();
  const testServer = useTestServer(backend, { ...identityConfig, ...market.config });
  const { client, staff, sessionOf } = apiCallers(testServer);
  const server = () => testServer.current;

  it('keeps ChiNext and STAR buys for institutional professional investors, a status the back office sets', async () => {
    const chinext = aShare({ stockCode: '300750', price: bookPrice(server(), 'MA^MZ', '300750', 'bid', 2) });
    const refused = await client<Order>('LTU1001', 'POST', '/orders', chinext, randomUUID());
    expect(refused.body).toMatchObject({
      code: 'E6001',
      message:
        'ChiNext and STAR Market shares through Stock Connect are for institutional professional investors only. Ask your broker if you qualify.',
      data: { reason: 'PROFESSIONAL_INVESTOR_ONLY' },
    });
    const estimate = await client<{ problems: string[] }>('LTU1001', 'POST', '/orders/estimates', chinext);
    expect(estimate.body.data.problems[0]).toBe('PROFESSIONAL_INVESTOR_ONLY');
    const accounts = async () =>
      (await client<{ professionalInvestor: boolean }[]>('LTU1001', 'GET', '/accounts')).body.data;
    expect((await accounts()).every((account) => !account.professionalInvestor)).toBe(true);

    // Operations may look clients up but not classify them; a supervisor may, and the change is audited.
    const path = '/staff/clients/LTU1001/professional_investor';
    expect((await staff('OPS1', 'PUT', path, { professionalInvestor: true })).body).toMatchObject({
      code: 'E8001',
      data: { permission: 'clients.classify' },
    });
    expect(
      (
        await staff('SUP1', 'PUT', '/staff/clients/NOBODY/professional_investor', {
          professionalInvestor: true,
        })
      ).body.code,
    ).toBe('E8014');
    const set = await staff('SUP1', 'PUT', path, { professionalInvestor: true });
    expect(set.body).toMatchObject({ code: 'OK', data: { userID: 'LTU1001', professionalInvestor: true } });
    expect(
      (await staff<{ professionalInvestor: boolean }>('SUP1', 'GET', '/staff/clients/LTU1001')).body.data
        .professionalInvestor,
    ).toBe(true);
    const audit = await server()
      .app.db.selectFrom('audit_records')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('subject_id', '=', 'LTU1001')
      .where('action', '=', 'client.professionalInvestor.changed')
      .execute();
    expect(audit).toEqual([
      {
        actor_id: 'SUP1',
        action: 'client.professionalInvestor.changed',
        before: { professionalInvestor: false },
        after: { professionalInvestor: true },
      },
    ]);
    expect((await accounts()).every((account) => account.professionalInvestor)).toBe(true);

    const accepted = await client<Order>('LTU1001', 'POST', '/orders', chinext, randomUUID());
    expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({
      code: 'OK',
      data: { status: 'ACK' },
    });
    await client('LTU1001', 'DELETE', `/orders/${accepted.body.data.orderID}`);
    // Taken away again, buys are refused again.
    expect((await staff('SUP1', 'PUT', path, { professionalInvestor: false })).body.code).toBe('OK');
    expect((await client('LTU1001', 'POST', '/orders', chinext, randomUUID())).body).toMatchObject({
      code: 'E6001',
      data: { reason: 'PROFESSIONAL_INVESTOR_ONLY' },
    });
  });

  it("charges both transfer fees, ChinaClear's 0.001% and HKSCC's 0.002%, each side", async () => {
    const session = await sessionOf('LTU1001');
    const buy = await placeOrder(
      server(),
      session,
      aShare({ price: bookPrice(server(), 'MA^MZ', '000858', 'ask', 1) }),
    );
    expect(buy.body.code).toBe('OK');
    const { order, executions } = await waitForOrder(
      server(),
      session,
      buy.body.data.orderID,
      (o) => o.status === 'FFL',
    );
    const consideration = executions.reduce(
      (sum, e) => sum.add(new Decimal(e.price).mul(e.quantity)),
      new Decimal(0),
    );
    const booked = (item: string) =>
      executions
        .flatMap((e) => e.fees.filter((fee) => fee.item === item))
        .reduce((sum, fee) => sum.add(fee.amount), new Decimal(0))
        .toFixed(2);
    expect(booked('TRANSFER_FEE')).toBe(consideration.mul('0.00001').toFixed(2, Decimal.ROUND_HALF_UP));
    expect(booked('HKSCC_TRANSFER_FEE')).toBe(consideration.mul('0.00002').toFixed(2, Decimal.ROUND_HALF_UP));
    expect(order.fees.fees.map((fee) => fee.item)).toContain('HKSCC_TRANSFER_FEE');
    // The schedule the cost calculator reads lists it too.
    const schedule = await client<{ rates: { item: string; ratePercent: string | null }[] }>(
      'LTU1001',
      'GET',
      '/fees/schedules/MA^MZ',
    );
    expect(schedule.body.data.rates).toContainEqual(
      expect.objectContaining({ item: 'HKSCC_TRANSFER_FEE', ratePercent: '0.002' }),
    );
  });

  it("counts Shanghai Connect and Shenzhen Connect apart: one link's buys never use the other's quota", async () => {
    // Each link's quota: what Shenzhen has used today (the earlier tests' buys) and one and a half buys more.
    const shenzhenPrice = bookPrice(server(), 'MA^MZ', '000858', 'bid', 3);
    const tradeDate = server()
      .app.marketSimulator.marketStatuses()
      .find((s) => s.market === 'MA^MZ')!.tradingDate;
    const used = await northboundQuotaUsed(server().app.db, tradeDate, 'SZSE');
    const quota = used.add(new Decimal(shenzhenPrice).mul(150)).toFixed(2);
    const { database, webDist } = server();
    await server().app.close();
    testServer.current = await startTestServer(
      database,
      testConfig(database, webDist, { ...identityConfig, ...market.config, northboundDailyQuota: quota }),
    );
    server().app.marketSimulator.advanceTo(market.now());
    const place = (request: OrderRequest) =>
      client<Order>('LTU1001', 'POST', '/orders', request, randomUUID());

    const shenzhen = aShare({ price: shenzhenPrice });
    expect((await place(shenzhen)).body.code).toBe('OK');
    expect((await place(shenzhen)).body).toMatchObject({
      code: 'E6001',
      data: { reason: 'NORTHBOUND_QUOTA' },
    });
    // A Shanghai buy worth about as much as the Shenzhen one: more than what is left of a single shared
    // quota, well within Shanghai's own.
    const shanghaiPrice = bookPrice(server(), 'MA^MZ', '601318', 'bid', 3);
    const lots = Math.max(1, Math.round(Number(shenzhenPrice) / Number(shanghaiPrice)));
    const shanghai = await place(aShare({ stockCode: '601318', price: shanghaiPrice, quantity: lots * 100 }));
    expect(shanghai.body, JSON.stringify(shanghai.body)).toMatchObject({
      code: 'OK',
      data: { status: 'ACK' },
    });
  });
});
