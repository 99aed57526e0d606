import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Order } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { bookPrice, hkOrder, placeOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// A margin hold values the whole account with margin ratios and reference rates kept in a cache. When the copy
// had expired, its reload asked the pool for a second connection from inside the hold's transaction, and the
// connection guard refused it (SecondConnectionError, a 500 to the client). The copy here is never kept
// (time limit 0), so every margin hold reloads it.

const MARGIN_ACCOUNT = 'LTU100102'; // LTU1001's margin account: HKD 80,000 cash, holdings worth a loan
const hkd = { kind: 'cash', currency: 'HKD' } as const;

describe.each(testBackends)('margin checks with the valuation data expired (%s)', (backend) => {
  const server = useTestServer(backend, { ...identityConfig, valuationDataTtlMs: 0 });
  const sessionOf = sessionsFor(server);
  const hkdAvailable = async () => {
    const row = await server.current.app.db
      .selectFrom('ledger_balances')
      .select(['balance', 'on_hold'])
      .where('account', '=', MARGIN_ACCOUNT)
      .where('asset_key', '=', 'cash:HKD')
      .executeTakeFirstOrThrow();
    return new Decimal(row.balance).minus(row.on_hold);
  };

  it('amends a held margin buy to more shares than its cash pays for: the hold grows on the loan', async () => {
    const session = await sessionOf('LTU1001');
    const { marketSimulator } = server.current.app;
    // A buy stop far above the market: held (HLD) with its hold, and no trade reaches its trigger.
    const far = Math.ceil((marketSimulator.quote('HK', '00005')!.last! / 10_000) * 1.1);
    const { lotSize } = marketSimulator.instrument('HK', '00005')!;
    const cash = await hkdAvailable();
    const lotValue = new Decimal(far + 1).times(lotSize);
    const lots = Decimal.max(1, cash.dividedBy(lotValue.times(1.01)).floor()).toNumber();
    const placed = await placeOrder(
      server.current,
      session,
      hkOrder({
        accountNumber: MARGIN_ACCOUNT,
        stockCode: '00005',
        price: String(far + 1),
        quantity: lots * lotSize,
        condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: String(far) },
      }),
    );
    expect(placed.body).toMatchObject({ code: 'OK', data: { status: 'HLD' } });
    const orderId = placed.body.data.orderID;
    const holdOf = async () =>
      new Decimal(
        (
          await server.current.app.db
            .selectFrom('orders')
            .select('hold_amount')
            .where('order_id', '=', orderId)
            .executeTakeFirstOrThrow()
        ).hold_amount,
      );
    // The premise: one lot more passes the cash (the hold needs the loan).
    expect((await holdOf()).plus(lotValue).greaterThan(cash)).toBe(true);

    const amended = await signedCall<Order>(server.current, session, 'PATCH', `/api/orders/${orderId}`, {
      quantity: (lots + 1) * lotSize,
    });
    expect(amended.body).toMatchObject({
      code: 'OK',
      data: { status: 'HLD', quantity: (lots + 1) * lotSize },
    });
    expect(amended.status).toBe(200);
    expect((await holdOf()).greaterThan(cash)).toBe(true);
    // Its cash back for the tests below.
    const cancelled = await signedCall(server.current, session, 'DELETE', `/api/orders/${orderId}`);
    expect(cancelled.body.code).toBe('OK');
  });

  it('places a margin buy beyond its cash, on its loan', async () => {
    const session = await sessionOf('LTU1001');
    // HSBC: a lot small enough that a few lots pass the cash yet stay within the loan.
    const price = bookPrice(server.current, 'HK', '00005', 'bid', 6);
    const { lotSize } = server.current.app.marketSimulator.instrument('HK', '00005')!;
    const lot = new Decimal(price).times(lotSize);
    const lots = (await hkdAvailable()).dividedBy(lot).floor().plus(1);
    const order = hkOrder({
      accountNumber: MARGIN_ACCOUNT,
      stockCode: '00005',
      price,
      quantity: lots.times(lotSize).toNumber(),
    });
    const estimate = await signedCall<{ estimate: { total: string }; buyingPower: string }>(
      server.current,
      session,
      'POST',
      '/api/orders/estimates',
      order,
    );
    // The order's premise: the hold needs the loan, and the loan covers it.
    const needed = new Decimal(estimate.body.data.estimate.total);
    expect(needed.greaterThan(await hkdAvailable())).toBe(true);
    expect(needed.lessThan(estimate.body.data.buyingPower)).toBe(true);

    const placed = await placeOrder(server.current, session, order);
    expect(placed.body.code).toBe('OK');
    expect(placed.status).toBe(200);
    expect(placed.body.data.status).toBe('ACK');
  });

  it("grows a margin hold beyond the account's cash inside a transaction (amendments, triggered orders)", async () => {
    const { db, ledger } = server.current.app;
    const small = await db.transaction().execute((trx) =>
      ledger.placeHold(trx, {
        account: MARGIN_ACCOUNT,
        asset: hkd,
        amount: new Decimal(1),
        reason: 'ORDER_HOLD',
        reference: 'valuation-data-test',
      }),
    );
    // More than the HKD cash left (none, once the buy above holds it): the check asks for the loan.
    const beyondCash = Decimal.max(await hkdAvailable(), 0).plus(1000);
    await db.transaction().execute((trx) => ledger.increaseHold(trx, small.holdID, beyondCash));
    await db.transaction().execute((trx) => ledger.voidHold(trx, small.holdID));
  });

  it("still values the account outside a transaction (the overview's buying power)", async () => {
    const answer = await signedCall<{ totals: { buyingPower: string } }>(
      server.current,
      await sessionOf('LTU1001'),
      'GET',
      `/api/accounts/${MARGIN_ACCOUNT}/overview`,
    );
    expect(answer.body.code).toBe('OK');
    expect(new Decimal(answer.body.data.totals.buyingPower).greaterThan(await hkdAvailable())).toBe(true);
  });
});
