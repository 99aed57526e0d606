import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { priceUnitsToString, roundToTick, SPREAD_TABLES } from '@lantau/domain';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, hkOrder as hk, placeOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// The server checks orders on the simulated exchange's live quote before anything is written: a price the
// exchange would refuse (an HK limit through the best opposite price, an A-share beyond its daily limit) is
// refused with its reason in the caller's language, and never reaches the exchange. The market runs on a
// fixed clock, so the book the test reads is the book the order meets.

const ACCOUNT = 'LTU100101';
describe.each(testBackends)('order checks on the live quote (%s)', (backend) => {
  const marketNow = Date.now();
  const server = useTestServer(backend, {
    ...identityConfig,
    marketTimeSource: () => marketNow,
    marketTickMs: 1000,
  });
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1001');
  const ordersAt = (price: string) =>
    server.current.app.db
      .selectFrom('orders')
      .select('order_id')
      .where('account_number', '=', ACCOUNT)
      .where('price', '=', price)
      .execute();

  it('refuses an HK limit buy through the best ask before it reaches the exchange, in the caller’s language', async () => {
    const session = await client();
    const through = bookPrice(server.current, 'HK', '00700', 'ask', 1);
    const asksBefore = server.current.app.marketSimulator.quote('HK', '00700')!.asks;

    const refused = await signedCall<{ reason: string; problems: string[] }>(
      server.current,
      session,
      'POST',
      '/api/orders',
      hk({ price: through }),
      { headers: { 'idempotency-key': randomUUID(), 'x-lang': 'zh_HK' } },
    );
    expect(refused.body.code).toBe('E6001');
    expect(refused.body.data).toEqual({ reason: 'PRICE_TOO_FAR', problems: ['PRICE_TOO_FAR'] });
    expect(refused.body.message).toBe('價格偏離現價過遠。');
    // Nothing written, nothing sent: no order row, and the book the exchange holds is as it was.
    expect(await ordersAt(through)).toEqual([]);
    expect(server.current.app.marketSimulator.quote('HK', '00700')!.asks).toEqual(asksBefore);

    // The estimate says the same before the client confirms.
    const estimate = await signedCall<{ problems: string[] }>(
      server.current,
      session,
      'POST',
      '/api/orders/estimates',
      hk({ price: through }),
    );
    expect(estimate.body.data.problems).toEqual(['PRICE_TOO_FAR']);

    // At the best ask it is a limit order the exchange takes; an enhanced limit may reach through it.
    const atBest = await placeOrder(
      server.current,
      session,
      hk({ price: bookPrice(server.current, 'HK', '00700', 'ask', 0) }),
    );
    expect(atBest.body.code).toBe('OK');
    const enhanced = await placeOrder(server.current, session, hk({ orderType: 'ELO', price: through }));
    expect(enhanced.body.code).toBe('OK');
  });

  it('refuses an A-share buy beyond the daily limit from today’s previous close', async () => {
    const quote = server.current.app.marketSimulator.quote('MA^MZ', '000858')!;
    // A quarter above the previous close: beyond every board's limit (10%, 20%), on the 0.01 step.
    const beyond = priceUnitsToString(
      roundToTick(SPREAD_TABLES.CN, Math.round(quote.previousClose * 1.25), 'down')!,
    );
    const refused = await placeOrder(
      server.current,
      await client(),
      hk({ market: 'MA^MZ', stockCode: '000858', price: beyond }),
    );
    expect(refused.body.code).toBe('E6001');
    expect(refused.body.data).toMatchObject({ reason: 'PRICE_LIMIT' });
    expect(refused.body.message).toBe('The price is outside the daily price limit.');
    expect(await ordersAt(beyond)).toEqual([]);
  });
});
