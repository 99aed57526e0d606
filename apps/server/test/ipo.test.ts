import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { IpoApplication, StaffIpo } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { helloSocket } from './support/session-socket';
import { useTestServer } from './support/test-server';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** 'YYYY-MM-DD' of a time in Asia/Shanghai (the business date). */
const dateOf = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(testBackends)('IPO applications and the desk (%s)', (backend) => {
  const start = Date.now();
  let marketNow = start;
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const { client, staff, sessionOf } = apiCallers(server);
  const db = () => server.current.app.db;
  const cashOf = async (account: string, currency = 'HKD') =>
    (await server.current.app.ledger.balances(db(), account)).cash.find(
      (cash) => cash.currency === currency,
    )!;
  const sharesOf = async (account: string, stockCode: string) =>
    (await server.current.app.ledger.balances(db(), account)).securities.find(
      (security) => security.stockCode === stockCode,
    )?.quantity ?? 0;
  const houseCash = async (account: string) => {
    const row = await db()
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account', '=', account)
      .where('asset_key', '=', 'cash:HKD')
      .executeTakeFirstOrThrow();
    return new Decimal(row.total);
  };
  const runJob = () => server.current.app.jobs.runNow('ipo-timetable');

  const terms = (stockCode: string, overrides: object = {}) => ({
    stockCode,
    name: { en_US: 'Test Robotics', zh_HK: '測試機械人', zh_CN: '测试机器人' },
    currency: 'HKD',
    offerPriceLow: '9.50',
    offerPriceHigh: '10.00',
    lotSize: 500,
    sharesOffered: 2000,
    quantities: [500, 1000, 2000, 5000, 20000],
    cashHandlingFee: '50',
    financedHandlingFee: '100',
    financing: {
      maxRatio: '0.9',
      annualRate: '0.0388',
      minLoan: '10000',
      maxLoan: '5000000',
      perTransactionLimit: '2000000',
      pool: '300000',
      financingDays: 7,
    },
    openAt: iso(start - HOUR),
    financedCutoffAt: iso(start + DAY),
    cashCutoffAt: iso(start + 2 * DAY),
    closeAt: iso(start + 2 * DAY + 3 * HOUR),
    priceFixingDate: dateOf(start + 3 * DAY),
    resultsDate: dateOf(start + 4 * DAY),
    greyMarketDate: dateOf(start + 4 * DAY),
    listingDate: dateOf(start + 5 * DAY),
    ...overrides,
  });
  const published = async (stockCode: string, overrides: object = {}) => {
    const created = await staff<StaffIpo>('OPS1', 'POST', '/staff/ipos', terms(stockCode, overrides));
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    const ipoID = created.body.data.ipoID;
    const answer = await staff<StaffIpo>('OPS1', 'POST', `/staff/ipos/${ipoID}/publications`);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('OK');
    return answer.body.data;
  };
  const apply = (userId: string, body: object, key: string) =>
    client<IpoApplication>(userId, 'POST', '/ipo_applications', body, key);

  let ipoID = '';
  let cashApplication = '';
  let financedApplication = '';

  it('lets the desk create and publish an issue with ipo.manage only, and checks the terms (E7071)', async () => {
    expect((await staff('SUPPORT1', 'POST', '/staff/ipos', terms('02650'))).body.code).toBe('E8001');
    const backwards = await staff('OPS1', 'POST', '/staff/ipos', terms('02650', { quantities: [500, 750] }));
    expect(backwards.body).toMatchObject({ code: 'E7071', data: { problem: 'QUANTITIES' } });
    const cutoffs = await staff('OPS1', 'POST', '/staff/ipos', terms('02650', { cashCutoffAt: iso(start) }));
    expect(cutoffs.body).toMatchObject({ code: 'E7071', data: { problem: 'DATES_OUT_OF_ORDER' } });
    // Tencent's code is the exchange's already: refused with a problem the desk can read, not a server error.
    const taken = await staff('OPS1', 'POST', '/staff/ipos', terms('00700'));
    expect(taken.body).toMatchObject({ code: 'E7071', data: { problem: 'STOCK_CODE_LISTED' } });

    const draft = await staff<StaffIpo>('OPS1', 'POST', '/staff/ipos', terms('02650'));
    expect(draft.body.data).toMatchObject({ status: 'DRAFT', nextSteps: ['EDIT', 'PUBLISH', 'CANCEL'] });
    ipoID = draft.body.data.ipoID;
    expect((await client('LTU1001', 'GET', `/ipos/${ipoID}`)).body.code).toBe('E7060');
    const open = await staff<StaffIpo>('OPS1', 'POST', `/staff/ipos/${ipoID}/publications`);
    expect(open.body.data).toMatchObject({ status: 'OPEN', cashOpen: true, financedOpen: true });
    const list = await client<{ ipos: { ipoID: string; amountPerLot: string }[] }>(
      'LTU1001',
      'GET',
      '/ipos?view=OPEN',
    );
    expect(list.body.data.ipos.find((ipo) => ipo.ipoID === ipoID)).toMatchObject({ amountPerLot: '5039.25' });
    // VIC has not enabled eIPO.
    expect((await client('VIC3001', 'GET', '/ipos')).body.code).toBe('E7074');
  });

  it('holds the total due once per Idempotency-Key and numbers the application', async () => {
    const before = await cashOf('LTU100101');
    const body = { ipoID, accountNumber: 'LTU100101', quantity: 1000, type: 'CASH', termsAgreed: true };
    const first = await apply('LTU1001', body, 'ipo-cash-000001');
    expect(first.body.code, JSON.stringify(first.body)).toBe('OK');
    expect(first.body.data).toMatchObject({
      status: 'RECEIVED',
      eipoCode: 'ACK',
      eipoFlag: 'S',
      displayStatus: 'RECEIVED',
      amount: '10078.50',
      handlingFee: '50.00',
      totalDue: '10128.50',
      canCancel: true,
    });
    expect(first.body.data.reference).toMatch(/^P-\d{4}-\d{6}$/);
    const retried = await apply('LTU1001', body, 'ipo-cash-000001');
    expect(retried.body.data.applicationID).toBe(first.body.data.applicationID);
    expect((await cashOf('LTU100101')).onHold.minus(before.onHold).toFixed(2)).toBe('10128.50');
    cashApplication = first.body.data.applicationID;
    const messages = await db()
      .selectFrom('client_messages')
      .select('reference')
      .where('reference', '=', cashApplication)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('refuses every bad input with its code', async () => {
    const body = { ipoID, accountNumber: 'LTU100101', quantity: 1000, type: 'CASH', termsAgreed: true };
    expect((await apply('LTU1001', { ...body, quantity: 750 }, 'ipo-bad-0000001')).body).toMatchObject({
      code: 'E7063',
      data: { quantities: [500, 1000, 2000, 5000, 20000] },
    });
    expect((await apply('LTU1001', body, 'ipo-bad-0000002')).body.code).toBe('E7066');
    const ratio = {
      ...body,
      accountNumber: 'LTU100401',
      quantity: 20000,
      type: 'FINANCED',
      loanRatio: '0.95',
    };
    expect((await apply('LTU1004', ratio, 'ipo-bad-0000003')).body).toMatchObject({
      code: 'E7064',
      data: { problems: ['RATIO_OVER_MAXIMUM'] },
    });
    const small = { ...ratio, quantity: 500, loanRatio: '0.5' };
    expect((await apply('LTU1004', small, 'ipo-bad-0000004')).body).toMatchObject({
      code: 'E7064',
      data: { problems: ['LOAN_BELOW_MINIMUM'] },
    });
    expect(
      (await apply('LTU1004', { ...body, accountNumber: 'LTU100101' }, 'ipo-bad-0000005')).body.code,
    ).toBe('E6008');
    expect((await client('LTU1004', 'GET', `/ipo_applications/${cashApplication}`)).body.code).toBe('E7061');
    expect(
      (
        await client(
          'LTU1004',
          'POST',
          `/ipo_applications/${cashApplication}/cancellations`,
          undefined,
          'ipo-bad-0000006',
        )
      ).body.code,
    ).toBe('E7061');
    // An issue in a currency LTU1001's account does not hold.
    const sgd = await published('02651', { currency: 'SGD' });
    expect((await apply('LTU1001', { ...body, ipoID: sgd.ipoID }, 'ipo-bad-0000007')).body.code).toBe(
      'E7065',
    );
  });

  it('lends a financed application from the pool, checked in its transaction', async () => {
    const financed = {
      ipoID,
      accountNumber: 'LTU100401',
      quantity: 20000,
      type: 'FINANCED',
      loanRatio: '0.9',
      termsAgreed: true,
    };
    const answer = await apply('LTU1004', financed, 'ipo-fin-000001');
    expect(answer.body.data).toMatchObject({
      amount: '201570.00',
      loanAmount: '181413.00',
      interest: '134.99',
      ownPart: '20157.00',
      handlingFee: '100.00',
      totalDue: '20391.99',
    });
    financedApplication = answer.body.data.applicationID;
    const ipo = await client<{ ipo: { financing: { poolRemaining: string } } }>(
      'LTU1004',
      'GET',
      `/ipos/${ipoID}`,
    );
    expect(ipo.body.data.ipo.financing.poolRemaining).toBe('118587.00');
    // What is left of the pool is not enough for another such loan.
    const second = { ...financed, accountNumber: 'LTU100501' };
    expect((await apply('LTU1005', second, 'ipo-fin-000002')).body).toMatchObject({
      code: 'E7064',
      data: { problems: ['POOL_EXHAUSTED'] },
    });
  });

  it('lets exactly the affordable ones of 20 concurrent applications through', async () => {
    // LTU1008 holds HKD 50,000: each application of 500 at 10.00 holds 5,089.25, so 9 fit.
    const issues: string[] = [];
    for (let index = 0; index < 20; index += 1) issues.push((await published(`026${60 + index}`)).ipoID);
    const available = (await cashOf('LTU100801')).available;
    const answers = await Promise.all(
      issues.map((id, index) =>
        apply(
          'LTU1008',
          { ipoID: id, accountNumber: 'LTU100801', quantity: 500, type: 'CASH', termsAgreed: true },
          `ipo-race-${String(index).padStart(6, '0')}`,
        ),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    const affordable = available.dividedBy('5089.25').floor().toNumber();
    expect(codes.filter((code) => code === 'OK')).toHaveLength(affordable);
    expect(codes.filter((code) => code === 'E7068')).toHaveLength(20 - affordable);
    expect((await cashOf('LTU100801')).available.gte(0)).toBe(true);

    // Five first applications of one account for one issue at once: one gets in, the others are second ones.
    const fresh = await published('02680');
    const same = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        apply(
          'LTU1006',
          { ipoID: fresh.ipoID, accountNumber: 'LTU100601', quantity: 500, type: 'CASH', termsAgreed: true },
          `ipo-twin-${String(index).padStart(6, '0')}`,
        ),
      ),
    );
    expect(same.map((answer) => answer.body.code).sort()).toEqual(['E7066', 'E7066', 'E7066', 'E7066', 'OK']);
  });

  it('cancels before the cut-off (hold released) and refuses after it (E7067, E7062)', async () => {
    const before = await cashOf('LTU100101');
    const socket = await helloSocket(server.current, await sessionOf('LTU1001'));
    const cancelled = await client<IpoApplication>(
      'LTU1001',
      'POST',
      `/ipo_applications/${cashApplication}/cancellations`,
      undefined,
      'ipo-cancel-00001',
    );
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      eipoCode: 'AEE',
      eipoFlag: 'X',
      displayStatus: 'CANCELLED',
    });
    expect(before.onHold.minus((await cashOf('LTU100101')).onHold).toFixed(2)).toBe('10128.50');
    // The owner's browsers hear of it on the session socket.
    let frame = await socket.next();
    while (frame.type !== 'ipoapplication') frame = await socket.next();
    expect(frame).toEqual({ type: 'ipoapplication', applicationID: cashApplication, status: 'CANCELLED' });
    socket.socket.close();
    // A new application after a cancelled one is allowed.
    const again = await apply(
      'LTU1001',
      { ipoID, accountNumber: 'LTU100101', quantity: 2000, type: 'CASH', termsAgreed: true },
      'ipo-cash-000002',
    );
    expect(again.body.code).toBe('OK');
    cashApplication = again.body.data.applicationID;

    // Past the financed cut-off: the financed application is lodged, a new one refused.
    marketNow = start + DAY + 60_000;
    await runJob();
    const lodged = await client<IpoApplication>('LTU1004', 'GET', `/ipo_applications/${financedApplication}`);
    expect(lodged.body.data).toMatchObject({
      status: 'LODGED',
      eipoCode: 'PTC',
      displayStatus: 'PENDING',
      canCancel: false,
    });
    expect((await cashOf('LTU100401')).onHold.toFixed(2)).toBe('0.00');
    expect(
      (
        await apply(
          'LTU1005',
          {
            ipoID,
            accountNumber: 'LTU100501',
            quantity: 20000,
            type: 'FINANCED',
            loanRatio: '0.5',
            termsAgreed: true,
          },
          'ipo-late-000001',
        )
      ).body.code,
    ).toBe('E7062');
    expect(
      (
        await client(
          'LTU1004',
          'POST',
          `/ipo_applications/${financedApplication}/cancellations`,
          undefined,
          'ipo-late-000002',
        )
      ).body.code,
    ).toBe('E7067');
  });

  it("shows the debit and the interest in the account record under the application's number", async () => {
    const records = await client<{
      records: { reason: string; referenceText: string | null; amount: string; description: string }[];
    }>('LTU1004', 'GET', '/accounts/LTU100401/records?from=2020-01-01&to=2099-12-31&currency=HKD');
    const application = await client<IpoApplication>(
      'LTU1004',
      'GET',
      `/ipo_applications/${financedApplication}`,
    );
    const ipo = records.body.data.records.filter(
      (record) => record.referenceText === application.body.data.reference,
    );
    expect(ipo.map((record) => [record.reason, record.amount])).toEqual(
      expect.arrayContaining([
        ['INTEREST', '-134.99'],
        ['IPO', '-20257'],
      ]),
    );
    expect(ipo.find((record) => record.reason === 'IPO' && record.amount === '-20257')?.description).toBe(
      'IPO application 02650 Test Robotics: 20000 shares',
    );
  });

  it('refuses a cancel after the cut-off before the job lodges (E7067), and settles one racing it one way only', async () => {
    const late = await apply(
      'LTU1005',
      { ipoID, accountNumber: 'LTU100501', quantity: 500, type: 'CASH', termsAgreed: true },
      'ipo-late-000003',
    );
    marketNow = start + 2 * DAY + 1;
    const refused = await client(
      'LTU1005',
      'POST',
      `/ipo_applications/${late.body.data.applicationID}/cancellations`,
      undefined,
      'ipo-late-000004',
    );
    expect(refused.body.code).toBe('E7067');
    marketNow = start + DAY + 60_000;
    const racer = await apply(
      'LTU1006',
      { ipoID, accountNumber: 'LTU100601', quantity: 500, type: 'CASH', termsAgreed: true },
      'ipo-racer-00001',
    );
    const id = racer.body.data.applicationID;
    marketNow = start + 2 * DAY - 1;
    const cancel = client(
      'LTU1006',
      'POST',
      `/ipo_applications/${id}/cancellations`,
      undefined,
      'ipo-racer-00002',
    );
    marketNow = start + 2 * DAY + 60_000;
    const [answer] = await Promise.all([cancel, runJob()]);
    await runJob();
    const row = await db()
      .selectFrom('ipo_applications')
      .select('status')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    const journals = await db()
      .selectFrom('ledger_journals')
      .select('journal_id')
      .where('reference', '=', id)
      .execute();
    if (answer.body.code === 'OK') {
      expect(row.status).toBe('CANCELLED');
      expect(journals).toHaveLength(0);
    } else {
      expect(answer.body.code).toBe('E7067');
      expect(row.status).toBe('LODGED');
      expect(journals).toHaveLength(1);
    }
    expect((await cashOf('LTU100601')).onHold.toFixed(2)).toBe('0.00');
  });

  it('closes at the close (ACP), prepares results under four-eyes, allots, refunds and repays the loan', async () => {
    marketNow = start + 2 * DAY + 4 * HOUR;
    await runJob();
    const closed = await staff<StaffIpo>('OPS1', 'GET', `/staff/ipos/${ipoID}`);
    expect(closed.body.data).toMatchObject({
      status: 'CLOSED',
      nextSteps: ['RESULTS', 'POSTPONE', 'CANCEL'],
    });
    const cash1Before = await cashOf('LTU100101');
    const cash2Before = await cashOf('LTU100401');
    const loanHouseBefore = await houseCash('HOUSE:IPO_LOAN');

    const badFile = await staff('OPS1', 'POST', `/staff/ipos/${ipoID}/results`, {
      finalPrice: '9.8',
      method: 'FILE',
      file: 'reference,allottedQuantity\nP-0000-000000,500\n',
    });
    expect(badFile.body).toMatchObject({ code: 'E7073', data: { line: 2 } });
    const prepared = await staff<StaffIpo>('SUP1', 'POST', `/staff/ipos/${ipoID}/results`, {
      finalPrice: '9.8',
      method: 'BALLOT',
    });
    expect(prepared.body.data).toMatchObject({
      nextSteps: ['APPROVE'],
      pendingStep: { kind: 'RESULTS', preparedBy: 'SUP1', finalPrice: '9.8' },
    });
    // Operations cannot approve; the member who prepared it may not either (four-eyes).
    expect((await staff('OPS1', 'POST', `/staff/ipos/${ipoID}/approvals`)).body.code).toBe('E8001');
    expect((await staff('SUP1', 'POST', `/staff/ipos/${ipoID}/approvals`)).body.code).toBe('E8002');
    expect((await staff('SUP2', 'POST', `/staff/ipos/${ipoID}/approvals`)).body.code).toBe('OK');

    const applications = await db()
      .selectFrom('ipo_applications')
      .selectAll()
      .where('ipo_id', '=', ipoID)
      .where('status', '=', 'ALLOTTED')
      .execute();
    const allotted = applications.reduce((sum, row) => sum + row.allotted_quantity!, 0);
    expect(allotted).toBe(2000);
    for (const row of applications) {
      expect(await sharesOf(row.account_number, '02650')).toBe(row.allotted_quantity);
      // Refund = amount - allotted x 9.8 x 1.00785, less the loan.
      const allottedAmount = new Decimal(row.allotted_quantity!)
        .times('9.8')
        .times('1.00785')
        .toDecimalPlaces(2);
      expect(new Decimal(row.refund_amount!).toFixed(2)).toBe(
        new Decimal(row.amount).minus(allottedAmount).minus(row.loan_amount).toFixed(2),
      );
    }
    const mine = applications.find((row) => row.application_id === cashApplication)!;
    expect((await cashOf('LTU100101')).settled.minus(cash1Before.settled).toFixed(2)).toBe(
      new Decimal(mine.refund_amount!).toFixed(2),
    );
    const theirs = applications.find((row) => row.application_id === financedApplication)!;
    expect((await cashOf('LTU100401')).settled.minus(cash2Before.settled).toFixed(2)).toBe(
      new Decimal(theirs.refund_amount!).toFixed(2),
    );
    // The loan is back with the lender, which kept the interest.
    expect((await houseCash('HOUSE:IPO_LOAN')).minus(loanHouseBefore).toFixed(2)).toBe('181413.00');
    const view = await client<IpoApplication>('LTU1004', 'GET', `/ipo_applications/${financedApplication}`);
    expect(view.body.data).toMatchObject({ status: 'ALLOTTED', eipoCode: 'CLS', displayStatus: 'ALLOTTED' });
    await expectEveryAssetToSumToZero(db());
  });

  it('cancels the listing after approval: every application refunded but the interest, shares reversed', async () => {
    const prepared = await staff<StaffIpo>('OPS1', 'POST', `/staff/ipos/${ipoID}/cancellations`, {
      reason: 'Listing withdrawn',
    });
    expect(prepared.body.data.pendingStep).toMatchObject({
      kind: 'CANCELLATION',
      reason: 'Listing withdrawn',
    });
    expect((await staff('SUP1', 'POST', `/staff/ipos/${ipoID}/approvals`)).body.code).toBe('OK');
    const rows = await db().selectFrom('ipo_applications').selectAll().where('ipo_id', '=', ipoID).execute();
    expect(rows.filter((row) => row.status === 'VOIDED').length).toBeGreaterThanOrEqual(2);
    expect(await sharesOf('LTU100101', '02650')).toBe(0);
    // What each account paid for this issue, net: only the interest stays with the lender.
    const net = await db()
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_journals as j', 'j.journal_id', 'e.journal_id')
      .select(['e.account', sql<string>`sum(e.amount)`.as('total')])
      .where(
        'j.reference',
        'in',
        rows.map((row) => row.application_id),
      )
      .where('e.asset_key', '=', 'cash:HKD')
      .groupBy('e.account')
      .execute();
    const of = (account: string) =>
      new Decimal(net.find((row) => row.account === account)?.total ?? 0).toFixed(2);
    expect(of('LTU100101')).toBe('0.00');
    expect(of('LTU100401')).toBe('-134.99');
    expect(of('HOUSE:IPO')).toBe('0.00');
    expect(of('HOUSE:FEES')).toBe('0.00');
    await expectEveryAssetToSumToZero(db());
  });

  it('documents every IPO call in the OpenAPI document', async () => {
    const document = (await (await server.current.fetch('/api/docs')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/ipos',
      '/api/ipos/{ipoID}',
      '/api/ipo_applications',
      '/api/ipo_applications/{applicationID}/cancellations',
      '/api/staff/ipos/{ipoID}/results',
      '/api/staff/ipos/{ipoID}/approvals',
      '/api/staff/ipos/{ipoID}/applications/export',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });
});
