import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Order, OrderRequest } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, placeOrder, waitForOrder } from './support/orders';
import { startTestServer, testConfig, useTestServer } from './support/test-server';

// Stock Connect northbound's daily quota on net buys of China A-shares (NORTHBOUND_DAILY_QUOTA), driven small:
// the server is started again with a quota of one and a half of the test's buy orders. The market runs on an
// injected clock, so the book stays as the test leaves it.

const ACCOUNT = 'LTU100101';
const aShare = (request: Partial<OrderRequest>): OrderRequest => ({
  accountNumber: ACCOUNT,
  market: 'MA^MZ',
  stockCode: '000858',
  side: 'BUY',
  orderType: 'LO',
  quantity: 100,
  timeInForce: 'DAY',
  ...request,
});

describe.each(testBackends)('the northbound daily quota (%s)', (backend) => {
  const marketNow = Date.now();
  const config = { ...identityConfig, marketTimeSource: () => marketNow, marketTickMs: 1000 };
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
    server.current.app.marketSimulator.advanceTo(marketNow);
    const buy = aShare({ price: restingPrice });

    const first = await place(buy);
    expect(first.body.code).toBe('OK');
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
