import { describe, expect, it } from 'vitest';
import type { Ipo } from '@lantau/contract';
import { jsonb } from '../src/platform/db/jsonb';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { startTestServer, testConfig, useTestServer } from './support/test-server';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

// The demo's IPOs at every start (DEMO_IPOS): a demo database days old still shows a newcomer an open issue, one
// closed awaiting results and one allotted whose grey market is today, and starting twice the same day adds nothing.
describe.each(testBackends)('the demo IPOs at every start (%s)', (backend) => {
  const start = Date.now();
  let marketNow = start;
  const overrides = { ...identityConfig, demoIpos: true, marketTimeSource: () => marketNow };
  const server = useTestServer(backend, overrides);
  const { client } = apiCallers(server);
  const db = () => server.current.app.db;

  const restart = async () => {
    const { database, webDist } = server.current;
    await server.current.app.close();
    server.current = await startTestServer(database, testConfig(database, webDist, overrides));
  };
  const demoIssues = async () =>
    (await client<{ ipos: Ipo[] }>('LTU1001', 'GET', '/ipos')).body.data.ipos.filter((ipo) =>
      ipo.ipoID.startsWith('IPO-DEMO-LTU-'),
    );
  const sharesOf = async (account: string, stockCode: string) =>
    (await server.current.app.ledger.balances(db(), account)).securities.find(
      (security) => security.stockCode === stockCode,
    )?.quantity ?? 0;
  const realIssue = () =>
    db().selectFrom('ipo_issues').selectAll().where('ipo_id', '=', 'IPO-REAL-1').executeTakeFirstOrThrow();
  const counts = async () => ({
    issues: (await db().selectFrom('ipo_issues').select('ipo_id').execute()).length,
    applications: (await db().selectFrom('ipo_applications').select('application_id').execute()).length,
    audit: (await db().selectFrom('audit_records').select('subject_id').execute()).length,
  });

  /** What a newcomer must see for LTU: open now, closed with results ahead, allotted with the grey market today. */
  const expectEveryState = async () => {
    const today = server.current.app.marketSimulator
      .marketStatuses()
      .find((status) => status.market === 'HK')!.tradingDate;
    const demo = await demoIssues();
    expect(demo.filter((ipo) => ipo.status === 'OPEN' && ipo.cashOpen && ipo.financedOpen)).not.toHaveLength(
      0,
    );
    expect(demo.filter((ipo) => ipo.status === 'CLOSED' && ipo.resultsDate > today)).not.toHaveLength(0);
    const grey = demo.filter(
      (ipo) => ipo.status === 'ALLOTTED' && ipo.greyMarketOpen && ipo.greyMarketDate === today,
    );
    expect(grey).not.toHaveLength(0);
    const held = await Promise.all(grey.map((ipo) => sharesOf('LTU100101', ipo.stockCode)));
    expect(held.some((quantity) => quantity > 0)).toBe(true);
    // The closed one awaiting results holds the demo clients' lodged applications.
    const closed = demo.find((ipo) => ipo.status === 'CLOSED' && ipo.resultsDate > today)!;
    const lodged = await db()
      .selectFrom('ipo_applications')
      .select(['account_number', 'status'])
      .where('ipo_id', '=', closed.ipoID)
      .orderBy('account_number')
      .execute();
    expect(lodged).toEqual([
      { account_number: 'LTU100101', status: 'LODGED' },
      { account_number: 'LTU100201', status: 'LODGED' },
    ]);
    return demo;
  };

  it('shows every state at the first start', async () => {
    const demo = await expectEveryState();
    expect(demo.map((ipo) => [ipo.ipoID, ipo.stockCode]).sort()).toEqual([
      ['IPO-DEMO-LTU-ALLOTTED', '02604'],
      ['IPO-DEMO-LTU-CLOSED', '02603'],
      ['IPO-DEMO-LTU-OPEN', '02602'],
    ]);
    await expectEveryAssetToSumToZero(db());
  });

  it('still shows every state at a start a week later, older demo issues moved on once and real ones untouched', async () => {
    // A real issue (not a demo one) on a pool code: a demo start neither moves it nor takes its code.
    const demoOpen = await db()
      .selectFrom('ipo_issues')
      .selectAll()
      .where('ipo_id', '=', 'IPO-DEMO-LTU-OPEN')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('ipo_issues')
      .values({
        ...demoOpen,
        ipo_id: 'IPO-REAL-1',
        stock_code: '02619',
        status: 'DRAFT',
        name: jsonb(demoOpen.name),
        quantities: jsonb(demoOpen.quantities),
        financing: demoOpen.financing && jsonb(demoOpen.financing),
        pending_step: null,
      })
      .execute();
    const real = await realIssue();
    marketNow = start + 7 * DAY;
    // The week's timetable before the start: the old open issue closes, the demo desk allots the closed one.
    await server.current.app.jobs.runNow('ipo-timetable');
    await server.current.app.jobs.runNow('ipo-timetable');
    await restart();
    const demo = await expectEveryState();
    // The first issues went on as any issue does (closed, allotted by the demo desk, listed), none moved back;
    // the fresh ones carry the start's date and take pool codes nothing else uses.
    const rows = await db()
      .selectFrom('ipo_issues')
      .select(['ipo_id', 'status', 'stock_code'])
      .where('ipo_id', 'like', 'IPO-DEMO-LTU-%')
      .orderBy('ipo_id')
      .execute();
    const first = rows.filter((row) => !/-\d{8}$/.test(row.ipo_id));
    expect(first.map((row) => [row.ipo_id, row.status])).toEqual([
      ['IPO-DEMO-LTU-ALLOTTED', 'LISTED'],
      ['IPO-DEMO-LTU-CLOSED', 'LISTED'],
      ['IPO-DEMO-LTU-OPEN', 'LISTED'],
    ]);
    const fresh = rows.filter((row) => /-\d{8}$/.test(row.ipo_id));
    expect(fresh.map((row) => row.status).sort()).toEqual(['ALLOTTED', 'CLOSED', 'OPEN']);
    expect(demo.map((ipo) => ipo.ipoID).sort()).toEqual(fresh.map((row) => row.ipo_id).sort());
    const taken = (
      await db()
        .selectFrom('ipo_issues')
        .select('stock_code')
        .where(
          'ipo_id',
          'not in',
          fresh.map((row) => row.ipo_id),
        )
        .execute()
    ).map((row) => row.stock_code);
    for (const row of fresh) {
      expect(taken).not.toContain(row.stock_code);
      expect(
        server.current.app.marketSimulator.instrument('HK', row.stock_code)?.newIssue === undefined,
      ).toBe(row.status !== 'ALLOTTED');
    }
    expect(await realIssue()).toEqual(real);
    await expectEveryAssetToSumToZero(db());
  });

  it('adds nothing at a second start the same day', async () => {
    const before = await counts();
    const issues = await demoIssues();
    await restart();
    expect(await counts()).toEqual(before);
    expect((await demoIssues()).map((ipo) => [ipo.ipoID, ipo.status])).toEqual(
      issues.map((ipo) => [ipo.ipoID, ipo.status]),
    );
    await expectEveryAssetToSumToZero(db());
  });
});
