import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  getAccountOverview,
  getAccountRecords,
  getAccounts,
  type AccountOverview,
  type AccountRecord,
  type Position,
} from '@lantau/contract';
import { priceUnitsToString } from '@lantau/domain';
import type { JournalInput } from '../src/capabilities/ledger';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { useTestServer } from './support/test-server';
import { marketClockAt } from './support/market-clock';
import { moved } from './support/ledger';

const FIFTEEN_MINUTES = 15 * 60_000;
const hkd = { kind: 'cash', currency: 'HKD' } as const;
const tencent = { kind: 'security', market: 'HK', stockCode: '00700' } as const;

describe.each(testBackends)('accounts (%s)', (backend) => {
  // The market runs on an injected clock, so delayed prices are exactly the state of 15 minutes before it.
  let marketNow = Date.now();
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const sessionOf = sessionsFor(server);
  const call = async <T>(userId: string, method: string, path: string, body?: unknown, language = 'en_US') =>
    signedCall<T>(server.current, await sessionOf(userId), method, `/api${path}`, body, {
      headers: { 'x-lang': language },
    });
  const overviewOf = async (userId: string, account: string) => {
    const answer = await call<AccountOverview>(userId, 'GET', `/accounts/${account}/overview`);
    expect(answer.body.code).toBe('OK');
    return getAccountOverview.data.parse(answer.body.data);
  };
  const post = (journal: JournalInput) =>
    server.current.app.db.transaction().execute((trx) => server.current.app.ledger.postJournal(trx, journal));
  const lastOf = (state: { last: number | null; previousClose: number } | undefined) =>
    state ? priceUnitsToString(state.last ?? state.previousClose) : undefined;

  it("lists the client's accounts with their order account reference", async () => {
    const answer = await call('LTU1001', 'GET', '/accounts');
    expect(answer.body.code).toBe('OK');
    expect(getAccounts.data.parse(answer.body.data)).toEqual([
      {
        accountNumber: 'LTU100101',
        type: 'CASH',
        nickname: null,
        markets: ['HK', 'MA^MZ', 'SS^SZ', 'US'],
        currencies: ['HKD', 'USD', 'CNY'],
        rri: false,
        ceNumber: 'LTU001',
        bcan: '100101',
        professionalInvestor: false,
      },
      {
        accountNumber: 'LTU100102',
        type: 'MARGIN',
        nickname: null,
        markets: ['HK', 'SS^SZ', 'US'],
        currencies: ['HKD', 'USD'],
        rri: false,
        ceNumber: 'LTU001',
        bcan: '100102',
        professionalInvestor: false,
      },
    ]);
  });

  it("answers another client's account exactly as a missing one, on every call", async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/accounts/LTU100101/overview'],
      ['PATCH', '/accounts/LTU100101/nickname', { nickname: 'Mine now' }],
      ['PATCH', '/accounts/LTU100101/positions/HK/00700/cost', { averageCost: '1.000' }],
      ['GET', '/accounts/LTU100101/records?from=2020-01-01&to=2099-12-31'],
    ];
    for (const [method, path, body] of paths) {
      const theirs = await call('LTU1005', method, path, body);
      const missing = await call('LTU1005', method, path.replace('LTU100101', 'LTU999999'), body);
      expect(theirs.body, path).toEqual({ code: 'E6008', message: 'Unknown account.', data: null });
      expect(missing.body, path).toEqual(theirs.body);
    }
    expect(
      (await call('LTU1005', 'GET', '/accounts/LTU100101/overview', undefined, 'zh_HK')).body.message,
    ).toBe('找不到該賬戶。');
  });

  it('prices positions live on Level 2 and 15 minutes late on the delayed plan, totals in HKD', async () => {
    const simulator = server.current.app.marketSimulator;
    for (let second = 0; second < 30; second += 1) {
      marketNow += 1000;
      simulator.advanceTo(marketNow);
    }
    // LTU1004: Level 2 everywhere. 200 00700 at 372.400, 20 AAPL at 188.1000.
    const live = await overviewOf('LTU1004', 'LTU100401');
    expect(live.quotePlan).toBe('LEVEL2');
    const tencentLive = live.positions.find((position) => position.stockCode === '00700');
    expect(tencentLive?.lastPrice).toBe(lastOf(simulator.quote('HK', '00700')));
    expect(tencentLive).toMatchObject({ quantity: 200, sellable: 200, lotSize: 100, averageCost: '372.400' });
    const expectedValue = new Decimal(tencentLive?.lastPrice ?? 0).times(200);
    expect(tencentLive?.marketValue).toBe(expectedValue.toFixed(2));
    expect(tencentLive?.unrealisedPnl).toBe(expectedValue.minus(74480).toFixed(2));
    // Cash: HKD 500,000 + USD 20,000 x 7.78 + CNY 30,000 x 1.08.
    expect(live.totals.cash).toBe('688000.00');
    expect(live.totals.buyingPower).toBe('688000.00');
    expect(live.margin).toBeNull();

    // LTU1005: delayed everywhere. 400 00005.
    const delayed = await overviewOf('LTU1005', 'LTU100501');
    expect(delayed.quotePlan).toBe('DELAYED');
    const hsbc = delayed.positions.find((position) => position.stockCode === '00005');
    const then =
      simulator.quoteAt('HK', '00005', marketNow - FIFTEEN_MINUTES) ?? simulator.quote('HK', '00005');
    expect(then?.seq).toBeLessThan(simulator.quote('HK', '00005')?.seq ?? 0);
    expect(hsbc?.lastPrice).toBe(priceUnitsToString(then?.last ?? then!.previousClose));
    expect(delayed.cash).toContainEqual({
      currency: 'HKD',
      available: '60000.00',
      onHold: '0.00',
      unsettled: '0.00',
      settled: '60000.00',
    });
  });

  it("shows the overview's buying power on a margin account's ticket, and a cash account's own currency only", async () => {
    const estimateOf = async (userId: string, accountNumber: string) =>
      (
        await call<{ buyingPower: string }>(userId, 'POST', '/orders/estimates', {
          accountNumber,
          market: 'HK',
          stockCode: '00700',
          side: 'BUY',
          orderType: 'LO',
          price: '300',
          quantity: 100,
          timeInForce: 'DAY',
        })
      ).body.data.buyingPower;
    // Margin: what placing may hold in HKD is the overview's buying power (HKD is the base currency).
    const margin = await overviewOf('LTU1001', 'LTU100102');
    expect(await estimateOf('LTU1001', 'LTU100102')).toBe(margin.totals.buyingPower);
    // Cash: only the HKD cash can pay for a Hong Kong buy; the overview adds the other currencies in HKD.
    const cash = await overviewOf('LTU1001', 'LTU100101');
    const hkdCash = cash.cash.find((entry) => entry.currency === 'HKD')!.available;
    expect(await estimateOf('LTU1001', 'LTU100101')).toBe(hkdCash);
  });

  it('gives a margin account buying power against its holdings, and shows a margin call', async () => {
    const before = await overviewOf('LTU1001', 'LTU100102');
    const margin = before.margin!;
    expect(margin).toMatchObject({ state: 'NORMAL', creditLimit: '500000.00', loan: '0.00' });
    // Available cash (HKD 80,000 + USD 2,000 x 7.78) plus the loan its holdings support, within the limit.
    const cash = new Decimal('95560');
    expect(before.totals.buyingPower).toBe(cash.plus(Decimal.min(margin.marginValue, 500000)).toFixed(2));

    // A hold beyond its cash but within its buying power is taken; one beyond buying power is refused.
    const { ledger, db } = server.current.app;
    const hold = (amount: string) =>
      db.transaction().execute((trx) =>
        ledger.placeHold(trx, {
          account: 'LTU100102',
          asset: hkd,
          amount: new Decimal(amount),
          reason: 'ORDER_HOLD',
          reference: 'margin-test',
        }),
      );
    const within = new Decimal(before.totals.buyingPower).minus(1);
    const { holdID } = await hold(within.toFixed());
    await expect(hold('2')).rejects.toMatchObject({ reason: 'INSUFFICIENT_BUYING_POWER' });
    await db.transaction().execute((trx) => ledger.voidHold(trx, holdID));

    // Withdrawing far beyond its cash leaves equity under the maintenance requirement.
    await post({
      reason: 'WITHDRAWAL',
      reference: 'withdrawal-1',
      description: { en_US: 'Withdrawal', zh_HK: '提款', zh_CN: '提款' },
      legs: moved(hkd, new Decimal(200000), 'LTU100102', 'HOUSE:BANK'),
    });
    const after = await overviewOf('LTU1001', 'LTU100102');
    expect(after.margin).toMatchObject({ state: 'MARGIN_CALL', loan: '120000.00' });
    expect(new Decimal(after.margin!.equity).lessThan(after.margin!.maintenance)).toBe(true);
  });

  it('names an account where the broker allows it, and refuses where it does not', async () => {
    const named = await call('LTU1001', 'PATCH', '/accounts/LTU100101/nickname', { nickname: '  Savings ' });
    expect(named.body).toMatchObject({
      code: 'OK',
      data: { accountNumber: 'LTU100101', nickname: 'Savings' },
    });
    const list = await call<{ nickname: string | null }[]>('LTU1001', 'GET', '/accounts');
    expect(list.body.data[0]?.nickname).toBe('Savings');
    const cleared = await call('LTU1001', 'PATCH', '/accounts/LTU100101/nickname', { nickname: '' });
    expect(cleared.body).toMatchObject({ code: 'OK', data: { nickname: null } });
    const tooLong = await call('LTU1001', 'PATCH', '/accounts/LTU100101/nickname', {
      nickname: 'x'.repeat(21),
    });
    expect(tooLong.body.code).toBe('E1000');

    // KLN turns WebAccountNicknameEnable off. (Its client accepts the agreement first: a pending task.)
    const session = await sessionOf('KLN2001');
    await signedCall(server.current, session, 'POST', '/api/users/KLN2001/agreements', {
      agreementKey: 'ADDITIONAL_AGREEMENT',
    });
    const refused = await call(
      'KLN2001',
      'PATCH',
      '/accounts/KLN200101/nickname',
      { nickname: 'Mine' },
      'zh_CN',
    );
    expect(refused.body).toEqual({
      code: 'E2014',
      message: '不允许此操作。',
      data: { feature: 'WebAccountNicknameEnable' },
    });
  });

  it("keeps the client's own P/L cost beside the ledger's, and restores the ledger's", async () => {
    const path = '/accounts/LTU100101/positions/HK/00700/cost';
    const edited = await call<Position>('LTU1001', 'PATCH', path, { averageCost: '300.5' });
    expect(edited.body.code).toBe('OK');
    const position = edited.body.data;
    expect(position).toMatchObject({ averageCost: '300.500', costEdited: true, quantity: 400 });
    expect(position.unrealisedPnl).toBe(new Decimal(position.lastPrice).minus('300.5').times(400).toFixed(2));
    const overview = await overviewOf('LTU1001', 'LTU100101');
    expect(overview.positions.find((p) => p.stockCode === '00700')?.costEdited).toBe(true);

    const restored = await call<Position>('LTU1001', 'PATCH', path, { averageCost: null });
    expect(restored.body.data).toMatchObject({ averageCost: '368.200', costEdited: false });
    const negative = await call('LTU1001', 'PATCH', path, { averageCost: '-1' });
    expect(negative.body).toMatchObject({ code: 'E1000', data: [{ path: 'body.averageCost' }] });
    const notHeld = await call('LTU1001', 'PATCH', '/accounts/LTU100101/positions/HK/00001/cost', {
      averageCost: '50',
    });
    expect(notHeld.body.code).toBe('E3001');
  });

  it("lists every ledger movement newest first, filtered, in the caller's language", async () => {
    const today = marketClockAt(() => marketNow).today();
    await post({
      reason: 'TRADE',
      reference: 'order-42',
      description: {
        en_US: 'Sell 100 00700 @ 400.000',
        zh_HK: '賣出 100 00700 @ 400.000',
        zh_CN: '卖出 100 00700 @ 400.000',
      },
      legs: [
        ...moved(tencent, new Decimal(100), 'LTU100101', 'HOUSE:CLEARING'),
        ...moved(hkd, new Decimal(40000), 'HOUSE:CLEARING', 'LTU100101', '2999-01-01'),
      ],
    });
    // A working order's hold is a movement too: pending while it keeps the cash aside, voided on release.
    const { ledger, db } = server.current.app;
    const { holdID } = await db.transaction().execute((trx) =>
      ledger.placeHold(trx, {
        account: 'LTU100101',
        asset: hkd,
        amount: new Decimal(1000),
        reason: 'ORDER_HOLD',
        reference: 'order-43',
      }),
    );
    const path = `/accounts/LTU100101/records?from=${today}&to=${today}`;
    const all = await call<{ total: number; records: AccountRecord[] }>(
      'LTU1001',
      'GET',
      path,
      undefined,
      'zh_HK',
    );
    const records = getAccountRecords.data.parse(all.body.data);
    // The opening journal (3 currencies, 7 holdings), the sale's two legs and the hold.
    expect(records.total).toBe(13);
    expect(records.records.slice(0, 3)).toMatchObject([
      {
        entryID: `hold:${holdID}`,
        reason: 'ORDER_HOLD',
        reference: 'order-43',
        // No order of that ID: nothing a person reads for it, and the hold's words fall back to the reference.
        referenceText: null,
        description: 'order-43 凍結',
        amount: '-1000',
        balanceAfter: '290000',
        state: 'PENDING',
      },
      {
        reason: 'TRADE',
        reference: 'order-42',
        description: '賣出 100 00700 @ 400.000',
        asset: { kind: 'cash', currency: 'HKD' },
        amount: '40000',
        balanceAfter: '290000',
        state: 'PENDING',
      },
      {
        reason: 'TRADE',
        asset: { kind: 'security', market: 'HK', stockCode: '00700' },
        amount: '-100',
        balanceAfter: '300',
        state: 'POSTED',
      },
    ]);
    expect(records.records.at(-1)).toMatchObject({
      reason: 'OPENING_BALANCE',
      description: '期初結餘',
      referenceText: '期初結餘',
    });

    await db.transaction().execute((trx) => ledger.voidHold(trx, holdID));
    const trades = await call<{ total: number }>('LTU1001', 'GET', `${path}&reason=TRADE`);
    expect(trades.body.data.total).toBe(2);
    const hkdOnly = await call<{ records: AccountRecord[] }>(
      'LTU1001',
      'GET',
      `${path}&currency=HKD&limit=2`,
    );
    expect(hkdOnly.body.data.records.map((record) => [record.amount, record.state])).toEqual([
      ['-1000', 'VOIDED'],
      ['40000', 'PENDING'],
    ]);
    const before = await call<{ total: number }>(
      'LTU1001',
      'GET',
      '/accounts/LTU100101/records?from=2020-01-01&to=2020-12-31',
    );
    expect(before.body.data.total).toBe(0);
    const badDate = await call('LTU1001', 'GET', '/accounts/LTU100101/records?from=yesterday&to=2020-12-31');
    expect(badDate.body.code).toBe('E1000');
  });
});
