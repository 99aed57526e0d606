import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { ClientDividend, StaffDividendAnnouncement } from '@lantau/contract';
import { getStaffDividend, maxPrice, maxShareQuantity } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { useTestServer } from './support/test-server';

const DAY = 24 * 60 * 60_000;
const hkd = { kind: 'cash', currency: 'HKD' } as const;
const hsbc = { kind: 'security', market: 'HK', stockCode: '00005' } as const;

/** 'YYYY-MM-DD' of a time in Asia/Shanghai (the business date). */
const dateOf = (ms: number) => new Date(ms + 8 * 60 * 60_000).toISOString().slice(0, 10);

describe.each(testBackends)('dividends (%s)', (backend) => {
  // The ledger's business date follows the market clock: the test moves it day by day.
  const start = Date.now();
  let marketNow = start;
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const { client, staff } = apiCallers(server);
  const db = () => server.current.app.db;
  const balances = (account: string) => server.current.app.ledger.balances(db(), account);
  const cashOf = async (account: string) =>
    (await balances(account)).cash.find((cash) => cash.currency === 'HKD')!.settled;
  const positionOf = async (account: string) =>
    (await balances(account)).securities.find((security) => security.stockCode === '00005')!;
  const runJob = () => server.current.app.jobs.runNow('dividend-payments');

  const today = dateOf(start);
  const terms = {
    market: 'HK',
    stockCode: '00005',
    currency: 'HKD',
    cashRate: '0.52',
    scripPrice: '60.15',
    exDate: today,
    recordDate: today,
    electionDeadline: dateOf(start + 2 * DAY),
    paymentDate: dateOf(start + 4 * DAY),
  };
  let announcementId = '';
  const itemOf = async (userId: string, account: string) => {
    const answer = await client<ClientDividend>(
      userId,
      'GET',
      `/dividends/${announcementId}?accountNumber=${account}`,
    );
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('OK');
    return answer.body.data;
  };
  const elect = (userId: string, body: object, key: string) =>
    client<ClientDividend>(userId, 'POST', `/dividends/${announcementId}/elections`, body, key);

  it('lets only staff holding dividends.manage announce, and checks the terms', async () => {
    const refused = await staff('OPS1', 'POST', '/staff/dividends', terms);
    expect(refused.body.code).toBe('E8001');
    const backwards = await staff('SUP1', 'POST', '/staff/dividends', {
      ...terms,
      recordDate: dateOf(start + 5 * DAY),
    });
    expect(backwards.body.code).toBe('E7035');
    const unknown = await staff('SUP1', 'POST', '/staff/dividends', { ...terms, stockCode: '99999' });
    expect(unknown.body.code).toBe('E3001');
    // Past the contract's maximum price (10^18 overflowed the column before): a field error.
    for (const field of ['cashRate', 'scripPrice'] as const) {
      for (const value of [`${maxPrice}.000001`, '1000000000000000000']) {
        const tooHigh = await staff('SUP1', 'POST', '/staff/dividends', { ...terms, [field]: value });
        expect(tooHigh.body, `${field} ${value}`).toMatchObject({
          code: 'E1000',
          data: [{ path: `body.${field}`, message: `Must be at most ${maxPrice}.` }],
        });
      }
    }

    const announced = await staff<StaffDividendAnnouncement>('SUP1', 'POST', '/staff/dividends', terms);
    expect(announced.body.code).toBe('OK');
    announcementId = announced.body.data.announcementID;
    expect(announced.body.data).toMatchObject({
      status: 'ANNOUNCED',
      cashRate: '0.52',
      scripPrice: '60.15',
      options: ['CASH', 'SCRIP', 'MIXED'],
      createdBy: 'SUP1',
      entitlementsFixed: false,
    });
  });

  it("shows the client each entitled account's provisional entitlement, and no other", async () => {
    const list = await client<{ dividends: ClientDividend[] }>('LTU1001', 'GET', '/dividends');
    const mine = list.body.data.dividends.filter(
      (item) => item.announcement.announcementID === announcementId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      accountNumber: 'LTU100101',
      sharesHeld: 800,
      grossAmount: '416.00',
      entitlementFixed: false,
      election: null,
      status: 'TO_ELECT',
      canElect: true,
    });
    // LTU1004 holds no 00005.
    const none = await client('LTU1004', 'GET', `/dividends/${announcementId}?accountNumber=LTU100401`);
    expect(none.body.code).toBe('E7030');
  });

  it('records an election once per Idempotency-Key, and a new one replaces it with history kept', async () => {
    const scrip = { accountNumber: 'LTU100101', option: 'SCRIP' };
    const keyless = await client('LTU1001', 'POST', `/dividends/${announcementId}/elections`, scrip);
    expect(keyless.body.code).toBe('E1020');
    const first = await elect('LTU1001', scrip, 'elect-scrip-0001');
    expect(first.body.data).toMatchObject({
      status: 'ELECTED',
      election: { option: 'SCRIP', scripShares: 800 },
    });
    const retried = await elect('LTU1001', scrip, 'elect-scrip-0001');
    expect(retried.body.data.election).toEqual(first.body.data.election);
    const reused = await elect('LTU1001', { ...scrip, option: 'CASH' }, 'elect-scrip-0001');
    expect(reused.body.code).toBe('E1020');

    const tooMany = await elect(
      'LTU1001',
      { ...scrip, option: 'MIXED', scripShares: 800 },
      'elect-mix-00001',
    );
    expect(tooMany.body.code).toBe('E7033');
    const pastMaximum = { ...scrip, option: 'MIXED', scripShares: maxShareQuantity + 1 };
    expect((await elect('LTU1001', pastMaximum, 'elect-mix-00009')).body).toMatchObject({
      code: 'E1000',
      data: [{ path: 'body.scripShares', message: `Must be at most ${maxShareQuantity}.` }],
    });
    const mixed = await elect('LTU1001', { ...scrip, option: 'MIXED', scripShares: 500 }, 'elect-mix-00002');
    expect(mixed.body.data.election).toMatchObject({ option: 'MIXED', scripShares: 500 });

    const scripAll = await elect(
      'LTU1007',
      { accountNumber: 'LTU100701', option: 'SCRIP' },
      'elect-1007-001',
    );
    expect(scripAll.body.code).toBe('OK');

    const rows = await db()
      .selectFrom('dividend_elections')
      .selectAll()
      .where('announcement_id', '=', announcementId)
      .where('account_number', '=', 'LTU100101')
      .orderBy('elected_at')
      .execute();
    expect(rows.map((row) => [row.option, row.replaced_at === null])).toEqual([
      ['SCRIP', false],
      ['MIXED', true],
    ]);
    const detail = await staff('SUP1', 'GET', `/staff/dividends/${announcementId}`);
    const entitlement = getStaffDividend.data
      .parse(detail.body.data)
      .entitlements.find((row) => row.accountNumber === 'LTU100101')!;
    expect(entitlement.electionHistory.map((row) => [row.option, row.replacedAt !== null])).toEqual([
      ['MIXED', false],
      ['SCRIP', true],
    ]);
  });

  it('entitles the holding at the record date: shares settling after it do not count', async () => {
    // Bought on the record date: settles two days later, after the record date.
    await db()
      .transaction()
      .execute((trx) =>
        server.current.app.ledger.postJournal(trx, {
          reason: 'TRADE',
          reference: 'test-buy-after-ex',
          description: { en_US: 'Buy', zh_HK: 'Buy', zh_CN: 'Buy' },
          legs: [
            {
              account: 'LTU100501',
              asset: hsbc,
              amount: new Decimal(200),
              cost: new Decimal(12000),
              valueDate: terms.electionDeadline,
            },
            { account: 'HOUSE:CLEARING', asset: hsbc, amount: new Decimal(-200) },
            {
              account: 'LTU100501',
              asset: hkd,
              amount: new Decimal(-12000),
              valueDate: terms.electionDeadline,
            },
            { account: 'HOUSE:CLEARING', asset: hkd, amount: new Decimal(12000) },
          ],
        }),
      );
    expect((await positionOf('LTU100501')).quantity).toBe(600);
    expect((await itemOf('LTU1005', 'LTU100501')).sharesHeld).toBe(400);
  });

  it('closes elections after the deadline and pays nothing before the payment date', async () => {
    marketNow = start + 2 * DAY;
    expect((await itemOf('LTU1005', 'LTU100501')).status).toBe('TO_ELECT');
    // The day after the deadline, before the payment date.
    marketNow = start + 3 * DAY;
    const late = await elect('LTU1005', { accountNumber: 'LTU100501', option: 'SCRIP' }, 'elect-late-0001');
    expect(late.body.code).toBe('E7031');
    expect((await itemOf('LTU1005', 'LTU100501')).status).toBe('PAST_DEADLINE');
    expect((await staff('SUP1', 'POST', `/staff/dividends/${announcementId}/payments`)).body.code).toBe(
      'E7037',
    );

    expect(await runJob()).toMatchObject({ status: 'ran', summary: { paid: 0 } });
    const fixed = await db()
      .selectFrom('dividend_entitlements')
      .select(['account_number', 'shares_held', 'gross_amount'])
      .where('announcement_id', '=', announcementId)
      .orderBy('account_number')
      .execute();
    expect(fixed.map((row) => [row.account_number, row.shares_held])).toEqual([
      ['LTU100101', 800],
      ['LTU100301', 400],
      ['LTU100501', 400],
      ['LTU100701', 400],
    ]);
  });

  it('pays cash, scrip and mixed with exact figures, once, however many runs race', async () => {
    const before = {
      mixedCash: await cashOf('LTU100101'),
      mixedPosition: await positionOf('LTU100101'),
      cashOnly: await cashOf('LTU100501'),
      scripCash: await cashOf('LTU100701'),
      scripPosition: await positionOf('LTU100701'),
    };
    marketNow = Date.parse(`${terms.paymentDate}T10:00:00+08:00`);
    const [job, byStaff, again] = await Promise.all([
      runJob(),
      staff<StaffDividendAnnouncement>('SUP1', 'POST', `/staff/dividends/${announcementId}/payments`),
      runJob(),
    ]);
    expect(byStaff.body.code).toBe('OK');
    const paidByJobs = [job, again].map((run) =>
      run.status === 'ran' ? (run.summary as { paid: number }).paid : 0,
    );
    expect(paidByJobs.reduce((sum, paid) => sum + paid, 0)).toBeLessThanOrEqual(4);

    const payments = await db()
      .selectFrom('dividend_payments')
      .selectAll()
      .where('announcement_id', '=', announcementId)
      .orderBy('account_number')
      .execute();
    expect(
      payments.map((row) => [row.account_number, row.option, row.cash_amount, row.scrip_quantity]),
    ).toEqual([
      // MIXED 500 of 800: 416.00 in all; 500 x 0.52 = 260.00 -> 4 shares (240.60); cash 175.40.
      ['LTU100101', 'MIXED', '175.400000', 4],
      // No election: cash, 400 x 0.52.
      ['LTU100301', 'CASH', '208.000000', 0],
      ['LTU100501', 'CASH', '208.000000', 0],
      // SCRIP: 208.00 / 60.15 -> 3 shares (180.45); the fraction 27.55 in cash.
      ['LTU100701', 'SCRIP', '27.550000', 3],
    ]);
    expect((await cashOf('LTU100101')).minus(before.mixedCash).toFixed(2)).toBe('175.40');
    const mixedPosition = await positionOf('LTU100101');
    expect(mixedPosition.quantity - before.mixedPosition.quantity).toBe(4);
    // Cost grows by the scrip shares' cost: average cost x quantity is the position's total cost.
    expect(
      mixedPosition.averageCost
        .times(mixedPosition.quantity)
        .minus(before.mixedPosition.averageCost.times(before.mixedPosition.quantity))
        .toDecimalPlaces(2)
        .toFixed(2),
    ).toBe('240.60');
    expect((await cashOf('LTU100501')).minus(before.cashOnly).toFixed(2)).toBe('208.00');
    expect((await cashOf('LTU100701')).minus(before.scripCash).toFixed(2)).toBe('27.55');
    expect((await positionOf('LTU100701')).quantity - before.scripPosition.quantity).toBe(3);

    const journals = await db()
      .selectFrom('ledger_journals')
      .select('reason')
      .where('reference', '=', announcementId)
      .execute();
    expect(journals).toHaveLength(4);
    expect(new Set(journals.map((row) => row.reason))).toEqual(new Set(['CORPORATE_ACTION']));
    const audits = await db()
      .selectFrom('audit_records')
      .select(['actor_kind', 'subject_id'])
      .where('action', '=', 'dividend.paid')
      .where('subject_id', 'like', `${announcementId}:%`)
      .execute();
    expect(audits).toHaveLength(4);
    expect(audits.every((row) => row.actor_kind === 'PLATFORM')).toBe(true);
    const message = await db()
      .selectFrom('client_messages')
      .select(['title', 'content'])
      .where('user_id', '=', 'LTU1007')
      .where('reference', '=', announcementId)
      .executeTakeFirstOrThrow();
    expect(message.content).toEqual({
      en_US:
        'The dividend on 400 shares of 00005 was paid into account LTU100701: HKD 27.55 in cash and 3 new shares.',
      zh_HK: '00005 400 股的股息已存入賬戶 LTU100701：現金 HKD 27.55及新股 3 股。',
      zh_CN: '00005 400 股的股息已存入账户 LTU100701：现金 HKD 27.55及新股 3 股。',
    });

    const item = await itemOf('LTU1001', 'LTU100101');
    expect(item).toMatchObject({
      status: 'PAID',
      canElect: false,
      announcement: { status: 'PAID' },
      payment: { cashAmount: '175.40', scripQuantity: 4, scripCost: '240.60' },
    });
    expect(await runJob()).toMatchObject({ status: 'ran', summary: { paid: 0 } });
  });

  it('keeps every asset summing to zero across all accounts after the payments', async () => {
    await expectEveryAssetToSumToZero(db());
  });

  it('cancels only what has not been paid; a cancelled dividend leaves the client list', async () => {
    const paid = await staff('SUP1', 'POST', `/staff/dividends/${announcementId}/cancellations`);
    expect(paid.body.code).toBe('E7036');
    const payday = dateOf(marketNow);
    const other = await staff<StaffDividendAnnouncement>('SUP1', 'POST', '/staff/dividends', {
      ...terms,
      exDate: payday,
      recordDate: payday,
      electionDeadline: payday,
      paymentDate: payday,
    });
    const otherId = other.body.data.announcementID;
    // Elections still open on the payment date itself: the job leaves it for after the deadline.
    expect(await runJob()).toMatchObject({ status: 'ran', summary: { paid: 0 } });
    expect(
      (
        await client<{ dividends: ClientDividend[] }>('LTU1001', 'GET', '/dividends')
      ).body.data.dividends.find((item) => item.announcement.announcementID === otherId),
    ).toMatchObject({ canElect: true, payment: null });
    const cancelled = await staff<StaffDividendAnnouncement>(
      'SUP1',
      'POST',
      `/staff/dividends/${otherId}/cancellations`,
    );
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', canCancel: false });
    const list = await client<{ dividends: ClientDividend[] }>('LTU1001', 'GET', '/dividends');
    expect(list.body.data.dividends.some((item) => item.announcement.announcementID === otherId)).toBe(false);
    const listed = await staff<{ announcements: StaffDividendAnnouncement[] }>(
      'SUP1',
      'GET',
      '/staff/dividends?status=CANCELLED',
    );
    expect(listed.body.data.announcements.map((row) => row.announcementID)).toEqual([otherId]);
  });
});
