import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Ipo, IpoApplication, StaffIpo } from '@lantau/contract';
import type { PlatformEvent } from '../src/platform/events/event-bus';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { staffFile } from './support/staff';
import { useTestServer } from './support/test-server';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const dateOf = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

// The demo's IPOs (DEMO_IPOS) and the desk's other steps: results from a file, postponement, the CSV export, the
// demo desk's results on the market clock, and the messages and socket events clients get.
describe.each(testBackends)('the IPO desk and the demo IPOs (%s)', (backend) => {
  const start = Date.now();
  let marketNow = start;
  const server = useTestServer(backend, {
    ...identityConfig,
    demoIpos: true,
    marketTimeSource: () => marketNow,
  });
  const { client, staff, staffSession } = apiCallers(server);
  const db = () => server.current.app.db;
  const runJob = () => server.current.app.jobs.runNow('ipo-timetable');
  const sharesOf = async (account: string, stockCode: string) =>
    (await server.current.app.ledger.balances(db(), account)).securities.find(
      (security) => security.stockCode === stockCode,
    )?.quantity ?? 0;

  it('seeds an open, a closed and an allotted IPO whose grey market is today, with LTU1001 allotted', async () => {
    const list = await client<{ ipos: Ipo[] }>('LTU1001', 'GET', '/ipos');
    const demo = list.body.data.ipos.filter((ipo) => ipo.ipoID.startsWith('IPO-DEMO-LTU-'));
    expect(demo.map((ipo) => [ipo.stockCode, ipo.status]).sort()).toEqual([
      ['02602', 'OPEN'],
      ['02603', 'CLOSED'],
      ['02604', 'ALLOTTED'],
    ]);
    expect(demo.find((ipo) => ipo.status === 'OPEN')).toMatchObject({ cashOpen: true, financedOpen: true });
    expect(demo.find((ipo) => ipo.status === 'ALLOTTED')).toMatchObject({
      greyMarketOpen: true,
      finalPrice: '6',
    });
    expect(await sharesOf('LTU100101', '02604')).toBe(1000);
    const listings = await client<{ ipos: Ipo[] }>('LTU1001', 'GET', '/ipos?view=LISTINGS');
    expect(listings.body.data.ipos.map((ipo) => ipo.ipoID)).toContain('IPO-DEMO-LTU-ALLOTTED');
    expect(listings.body.data.ipos.every((ipo) => ['ALLOTTED', 'LISTED'].includes(ipo.status))).toBe(true);
    const mine = await client<{ applications: IpoApplication[] }>('LTU1001', 'GET', '/ipo_applications');
    expect(mine.body.data.applications.map((application) => application.displayStatus).sort()).toEqual([
      'ACCEPTED',
      'ALLOTTED',
    ]);
    await expectEveryAssetToSumToZero(db());
  });

  it('has the demo desk run the closed demo IPO’s results on its results date (OPS1 prepares, SUP1 approves)', async () => {
    marketNow = start + DAY + HOUR;
    await runJob();
    const closed = await staff<StaffIpo>('SUP2', 'GET', '/staff/ipos/IPO-DEMO-LTU-CLOSED');
    expect(closed.body.data.status).toBe('ALLOTTED');
    const audit = await db()
      .selectFrom('audit_records')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', 'IPO-DEMO-LTU-CLOSED')
      .where('action', 'in', ['ipo.results.prepared', 'ipo.results.approved'])
      .orderBy('action', 'desc')
      .execute();
    expect(audit).toEqual([
      { action: 'ipo.results.prepared', actor_id: 'OPS1' },
      { action: 'ipo.results.approved', actor_id: 'SUP1' },
    ]);
    await expectEveryAssetToSumToZero(db());
  });

  it('closes, postpones, allots from a file, exports the CSV, and tells the clients', async () => {
    marketNow = start;
    const events: PlatformEvent[] = [];
    const unsubscribe = server.current.app.bus.subscribe((event) => {
      events.push(event);
    });
    const terms = {
      stockCode: '02690',
      name: { en_US: 'File Holdings', zh_HK: '檔案控股', zh_CN: '档案控股' },
      currency: 'HKD',
      offerPriceLow: null,
      offerPriceHigh: '5',
      lotSize: 1000,
      sharesOffered: 3000,
      quantities: [1000, 2000, 5000],
      cashHandlingFee: '50',
      financedHandlingFee: '100',
      financing: null,
      openAt: new Date(start + HOUR).toISOString(),
      financedCutoffAt: new Date(start + DAY).toISOString(),
      cashCutoffAt: new Date(start + DAY).toISOString(),
      closeAt: new Date(start + 2 * DAY).toISOString(),
      priceFixingDate: dateOf(start + 3 * DAY),
      resultsDate: dateOf(start + 3 * DAY),
      greyMarketDate: dateOf(start + 3 * DAY),
      listingDate: dateOf(start + 4 * DAY),
    };
    const created = await staff<StaffIpo>('OPS1', 'POST', '/staff/ipos', terms);
    const ipoID = created.body.data.ipoID;
    const upcoming = await staff<StaffIpo>('OPS1', 'POST', `/staff/ipos/${ipoID}/publications`);
    expect(upcoming.body.data).toMatchObject({
      status: 'UPCOMING',
      nextSteps: ['EDIT', 'OPEN', 'POSTPONE', 'CANCEL'],
    });
    const body = { ipoID, quantity: 2000, type: 'CASH', termsAgreed: true };
    expect(
      (
        await client(
          'LTU1001',
          'POST',
          '/ipo_applications',
          { ...body, accountNumber: 'LTU100101' },
          'desk-early-0001',
        )
      ).body.code,
    ).toBe('E7062');
    expect((await staff('OPS1', 'POST', `/staff/ipos/${ipoID}/openings`)).body.code).toBe('OK');
    const a = await client<IpoApplication>(
      'LTU1001',
      'POST',
      '/ipo_applications',
      { ...body, accountNumber: 'LTU100101' },
      'desk-apply-0001',
    );
    const b = await client<IpoApplication>(
      'LTU1004',
      'POST',
      '/ipo_applications',
      { ...body, quantity: 5000, accountNumber: 'LTU100401' },
      'desk-apply-0002',
    );
    expect([a.body.code, b.body.code]).toEqual(['OK', 'OK']);
    // With applications made the desk may move the dates (their cut-offs follow) but not the money terms.
    const repriced = await staff('OPS1', 'PATCH', `/staff/ipos/${ipoID}`, {
      ...terms,
      offerPriceHigh: '5.5',
    });
    expect(repriced.body).toMatchObject({ code: 'E7071', data: { problem: 'APPLICATIONS_MADE' } });
    const laterCutoff = new Date(start + DAY + HOUR).toISOString();
    const moved = await staff<StaffIpo>('OPS1', 'PATCH', `/staff/ipos/${ipoID}`, {
      ...terms,
      offerPriceHigh: '5.00',
      cashCutoffAt: laterCutoff,
    });
    expect(moved.body.code, JSON.stringify(moved.body)).toBe('OK');
    const followed = await client<IpoApplication>(
      'LTU1001',
      'GET',
      `/ipo_applications/${a.body.data.applicationID}`,
    );
    expect(followed.body.data.cutoffAt).toBe(laterCutoff);

    // The desk closes early: both are debited and lodged at once, accepted (ACP).
    expect((await staff<StaffIpo>('OPS1', 'POST', `/staff/ipos/${ipoID}/closings`)).body.data.status).toBe(
      'CLOSED',
    );
    const lodged = await client<IpoApplication>(
      'LTU1001',
      'GET',
      `/ipo_applications/${a.body.data.applicationID}`,
    );
    expect(lodged.body.data).toMatchObject({ status: 'LODGED', eipoCode: 'ACP', displayStatus: 'ACCEPTED' });

    const later = {
      resultsDate: dateOf(start + 5 * DAY),
      greyMarketDate: dateOf(start + 5 * DAY),
      listingDate: dateOf(start + 6 * DAY),
    };
    const postponed = await staff<StaffIpo>('OPS1', 'POST', `/staff/ipos/${ipoID}/postponements`, later);
    expect(postponed.body.data).toMatchObject(later);
    expect(postponed.body.data.counts).toEqual({
      applications: 2,
      cash: 2,
      financed: 0,
      appliedShares: 7000,
      appliedAmount: '35274.75',
      loanTotal: '0.00',
    });
    const earlier = await staff('OPS1', 'POST', `/staff/ipos/${ipoID}/postponements`, {
      ...later,
      listingDate: dateOf(start + 4 * DAY),
    });
    expect(earlier.body).toMatchObject({ code: 'E7071' });

    const file = `reference,allottedQuantity\n${a.body.data.reference},1000\n${b.body.data.reference},2000\n`;
    const over = await staff('OPS1', 'POST', `/staff/ipos/${ipoID}/results`, {
      finalPrice: '5',
      method: 'FILE',
      file: `reference,allottedQuantity\n${a.body.data.reference},1500\n`,
    });
    expect(over.body).toMatchObject({ code: 'E7073', data: { line: 2 } });
    expect(
      (await staff('OPS1', 'POST', `/staff/ipos/${ipoID}/results`, { finalPrice: '5', method: 'FILE', file }))
        .body.code,
    ).toBe('OK');
    expect((await staff('SUP1', 'POST', `/staff/ipos/${ipoID}/approvals`)).body.code).toBe('OK');
    expect(await sharesOf('LTU100101', '02690')).toBe(1000);
    expect(await sharesOf('LTU100401', '02690')).toBe(2000);
    const allotted = await client<IpoApplication>(
      'LTU1004',
      'GET',
      `/ipo_applications/${b.body.data.applicationID}`,
    );
    // 5000 applied at 5.00 x 1.00785 = 25196.25; 2000 allotted cost 10078.50; refund 15117.75.
    expect(allotted.body.data).toMatchObject({
      allottedQuantity: 2000,
      refundAmount: '15117.75',
      displayStatus: 'ALLOTTED',
    });

    const csv = await staffFile(
      server.current,
      await staffSession('OPS1'),
      `/api/staff/ipos/${ipoID}/applications/export`,
    );
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${a.body.data.reference},LTU100101,LTU1001,CASH,2000`);

    const page = await staff<{ applications: unknown[]; total: number }>(
      'OPS1',
      'GET',
      `/staff/ipos/${ipoID}/applications?limit=1`,
    );
    expect(page.body.data).toMatchObject({ total: 2 });
    expect(page.body.data.applications).toHaveLength(1);

    const messages = await db()
      .selectFrom('client_messages')
      .select('title')
      .where('reference', '=', b.body.data.applicationID)
      .execute();
    expect(messages.map((message) => message.title.en_US)).toEqual([
      'IPO application received: 02690 File Holdings',
      'IPO result: 02690 File Holdings',
    ]);
    const moves = events.filter(
      (event) =>
        event.type === 'ipo-application-changed' && event.applicationID === b.body.data.applicationID,
    );
    expect(moves.map((event) => (event as { status: string }).status)).toEqual([
      'RECEIVED',
      'LODGED',
      'ALLOTTED',
    ]);
    unsubscribe();
    expect(new Decimal(allotted.body.data.amount).toFixed(2)).toBe('25196.25');
    await expectEveryAssetToSumToZero(db());
  });
});
