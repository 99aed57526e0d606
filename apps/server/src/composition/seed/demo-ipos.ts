import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { IpoFinancingTerms, LocalizedText } from '@lantau/contract';
import { businessDateOf, ipoApplicationFigures } from '@lantau/domain';
import { createLedger } from '../../capabilities/ledger';
import { factsOf } from '../../capabilities/ipo/ipo-client';
import { DEMO_IPO_PREFIX } from '../../capabilities/ipo/ipo-demo';
import { allotMoney, lodgeMoney } from '../../capabilities/ipo/ipo-ledger';
import {
  applicationStateTable,
  issueStateTable,
  ipoRepository,
  type IssueRow,
} from '../../capabilities/ipo/ipo-repository';
import {
  allottedDescription,
  interestDescription,
  lodgedDescription,
} from '../../capabilities/ipo/ipo-texts';
import { jsonb } from '../../platform/db/jsonb';
import type { Database } from '../../platform/db/schema';
import { platformActor } from '../../platform/workflow/audit';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const dateOf = (ms: number) => businessDateOf(ms);
const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

const financing: IpoFinancingTerms = {
  maxRatio: '0.9',
  annualRate: '0.0388',
  minLoan: '10000',
  maxLoan: '5000000',
  perTransactionLimit: '2000000',
  pool: '50000000',
  financingDays: 7,
};

/** Each demo broker with eIPO and its demo clients (the first gets the allotted issue's shares). */
const brokers = [
  { brokerCode: 'LTU', applicants: ['LTU100101', 'LTU100201'] },
  { brokerCode: 'KLN', applicants: ['KLN200101'] },
];

/**
 * The demo issues' stock codes, none of them in the exchange's universe (02600, 02601 and 02628 are). Taken in
 * order, so a fresh database gets LTU 02602-02604 and KLN 02605-02607.
 */
const codePool = Array.from({ length: 18 }, (_, index) => String(2602 + index).padStart(5, '0'));

type DemoState = 'OPEN' | 'CLOSED' | 'ALLOTTED';
const states: readonly DemoState[] = ['OPEN', 'CLOSED', 'ALLOTTED'];

const profiles: Record<DemoState, { name: LocalizedText; price: string }> = {
  OPEN: { name: text('Lantau Robotics', '大嶼機械人', '大屿机器人'), price: '12.80' },
  CLOSED: { name: text('Harbour Biotech', '海港生物科技', '海港生物科技'), price: '8.60' },
  ALLOTTED: { name: text('Peak Energy Storage', '山頂儲能', '山顶储能'), price: '6.20' },
};

type IssueSummary = Pick<
  IssueRow,
  'ipo_id' | 'broker_code' | 'stock_code' | 'status' | 'financed_cutoff_at' | 'results_date'
>;

/**
 * Whether an issue already shows a demo state to a newcomer at `now`: open with its cut-offs ahead, closed with its
 * results ahead (the demo desk runs them on the results date), or allotted with shares for the broker's first demo
 * client (`allottedFirst`; the demo start keeps its grey market on the current trading day: `keepGreyMarketOpen`).
 */
function shows(state: DemoState, row: IssueSummary, now: number, allottedFirst: Set<string>): boolean {
  if (row.status !== state) return false;
  if (state === 'OPEN') return row.financed_cutoff_at.getTime() > now;
  if (state === 'CLOSED') return row.results_date > dateOf(now);
  return allottedFirst.has(row.ipo_id);
}

/**
 * The demo's IPOs, at every demo start (and so at the first): for each demo broker with eIPO, each of the three
 * states a newcomer should see at once that no demo issue shows now gets a fresh demo issue, dated from `now` (the
 * market clock's): one OPEN (cash and financed, cut-offs days ahead), one CLOSED awaiting results with the demo
 * clients' lodged applications (the demo desk runs its results on its results date), one ALLOTTED whose grey
 * market is today, with the broker's first demo client's shares allotted. Older demo issues move on as any issue
 * does (the timetable closes, the demo desk allots, the listing day lists) and are never moved back. Real issues
 * are never touched. A fresh issue's ID is `IPO-DEMO-<broker>-<state>`, or with the date (`-YYYYMMDD`) once that is
 * taken; its stock code is a pool code no issue uses (then one of a LISTED or CANCELLED demo issue), and never one
 * `inExchange` knows. Money moves through the ledger as the capability moves it. Idempotent: a second start on the
 * same day finds every state shown and adds nothing.
 */
export async function seedDemoIpos(
  trx: Transaction<Database>,
  now = Date.now(),
  inExchange: (stockCode: string) => boolean = () => false,
): Promise<void> {
  // Nodes starting at once on one database take turns: the second finds every state shown and adds nothing.
  await sql`select pg_advisory_xact_lock(hashtextextended('demo-ipos', 0))`.execute(trx);
  const ledger = createLedger({ clock: { today: () => dateOf(now) } });
  const issues: IssueSummary[] = await trx
    .selectFrom('ipo_issues')
    .select(['ipo_id', 'broker_code', 'stock_code', 'status', 'financed_cutoff_at', 'results_date'])
    .execute();
  const isDemo = (row: IssueSummary) => row.ipo_id.startsWith(DEMO_IPO_PREFIX);
  const freeCode = () => {
    const usable = codePool.filter((code) => !inExchange(code));
    const users = (code: string) => issues.filter((row) => row.stock_code === code);
    return (
      usable.find((code) => users(code).length === 0) ??
      usable.find((code) =>
        users(code).every((row) => isDemo(row) && (row.status === 'LISTED' || row.status === 'CANCELLED')),
      )
    );
  };
  for (const broker of brokers) {
    const allottedFirst = new Set(
      (
        await trx
          .selectFrom('ipo_applications')
          .select('ipo_id')
          .where('account_number', '=', broker.applicants[0]!)
          .where('status', '=', 'ALLOTTED')
          .where('allotted_quantity', '>', 0)
          .execute()
      ).map((row) => row.ipo_id),
    );
    for (const state of states) {
      const mine = issues.filter((row) => row.broker_code === broker.brokerCode && isDemo(row));
      if (mine.some((row) => shows(state, row, now, allottedFirst))) continue;
      const base = `${DEMO_IPO_PREFIX}${broker.brokerCode}-${state}`;
      const ids = [base, `${base}-${dateOf(now).replaceAll('-', '')}`];
      const ipoId = ids.find((id) => !issues.some((row) => row.ipo_id === id));
      const stockCode = freeCode();
      // Every pool code in use: the demo goes without this state rather than sharing a live issue's code.
      if (!ipoId || !stockCode) continue;
      const row = await seedDemoIssue(trx, ledger, { ...broker, ipoId, stockCode, state, now });
      issues.push(row);
    }
  }
}

/** One demo issue in `state`, dated from `now`, with its demo clients' applications and their money moved. */
async function seedDemoIssue(
  trx: Transaction<Database>,
  ledger: ReturnType<typeof createLedger>,
  demo: {
    brokerCode: string;
    applicants: string[];
    ipoId: string;
    stockCode: string;
    state: DemoState;
    now: number;
  },
): Promise<IssueRow> {
  const { now } = demo;
  const issue = async (
    at: { open: number; close: number; results: string; grey: string; listing: string },
    status: IssueRow['status'],
  ) => {
    const { name, price } = profiles[demo.state];
    const row = await ipoRepository.insertIssue(trx, {
      ipo_id: demo.ipoId,
      broker_code: demo.brokerCode,
      stock_code: demo.stockCode,
      name: jsonb(name),
      currency: 'HKD',
      offer_price_low: new Decimal(price).minus('0.5').toFixed(),
      offer_price_high: price,
      lot_size: 500,
      shares_offered: 2_000_000,
      quantities: jsonb([500, 1000, 2000, 5000, 10000, 20000, 50000]),
      cash_handling_fee: '50',
      financed_handling_fee: '100',
      financing: jsonb(financing),
      open_at: new Date(at.open),
      financed_cutoff_at: new Date(at.close - DAY),
      cash_cutoff_at: new Date(at.close - 3 * HOUR),
      close_at: new Date(at.close),
      price_fixing_date: dateOf(at.close + DAY),
      results_date: at.results,
      grey_market_date: at.grey,
      listing_date: at.listing,
      status: 'DRAFT',
      published_at: new Date(at.open - DAY),
      created_by: 'platform',
    });
    await issueStateTable.started(trx, row, platformActor, { action: 'ipo.created' });
    let moved = row;
    for (const next of ['OPEN', 'CLOSED', 'ALLOTTED'] as const) {
      moved = await issueStateTable.move(trx, moved, next, platformActor, {
        action: `ipo.demo.${next.toLowerCase()}`,
      });
      if (next === status) break;
    }
    return moved;
  };
  const apply = async (row: IssueRow, account: string, quantity: number, type: 'CASH' | 'FINANCED') => {
    const owner = await trx
      .selectFrom('accounts')
      .select('user_id')
      .where('account_number', '=', account)
      .executeTakeFirst();
    if (!owner) return undefined;
    const figures = ipoApplicationFigures({
      quantity,
      maxOfferPrice: row.offer_price_high,
      handlingFee: type === 'CASH' ? row.cash_handling_fee : row.financed_handling_fee,
      ...(type === 'FINANCED' && { loanRatio: financing.maxRatio, terms: financing }),
    });
    const application = await ipoRepository.insertApplication(trx, {
      application_id: randomUUID(),
      broker_code: row.broker_code,
      ipo_id: row.ipo_id,
      user_id: owner.user_id,
      account_number: account,
      type,
      quantity,
      status: 'RECEIVED',
      eipo_code: 'ACK',
      eipo_flag: 'S',
      amount: figures.amount.toFixed(2),
      handling_fee: figures.handlingFee.toFixed(2),
      loan_ratio: type === 'FINANCED' ? financing.maxRatio : null,
      loan_amount: figures.loanAmount.toFixed(2),
      interest: figures.interest.toFixed(2),
      own_part: figures.ownPart.toFixed(2),
      total_due: figures.totalDue.toFixed(2),
      hold_id: null,
      cutoff_at: type === 'CASH' ? row.cash_cutoff_at : row.financed_cutoff_at,
      business_date: dateOf(row.open_at.getTime()),
    });
    await applicationStateTable.started(trx, application, platformActor, {
      action: 'ipo.application.received',
    });
    const facts = factsOf(application, row);
    await lodgeMoney(trx, ledger, application, row.currency, {
      lodged: lodgedDescription(facts),
      interest: interestDescription(facts),
    });
    if (type === 'FINANCED') {
      await ipoRepository.updateIssue(trx, row.ipo_id, {
        pool_used: new Decimal(row.pool_used).plus(figures.loanAmount).toFixed(),
      });
    }
    return applicationStateTable.move(trx, application, 'LODGED', platformActor, {
      action: 'ipo.application.lodged',
      set: { eipo_code: 'ACP', eipo_flag: null },
    });
  };

  const [first, second] = demo.applicants;
  if (demo.state === 'OPEN') {
    return issue(
      {
        open: now - DAY,
        close: now + 4 * DAY,
        results: dateOf(now + 6 * DAY),
        grey: dateOf(now + 6 * DAY),
        listing: dateOf(now + 7 * DAY),
      },
      'OPEN',
    );
  }
  if (demo.state === 'CLOSED') {
    const closed = await issue(
      {
        open: now - 6 * DAY,
        close: now - 2 * DAY,
        results: dateOf(now + DAY),
        grey: dateOf(now + DAY),
        listing: dateOf(now + 2 * DAY),
      },
      'CLOSED',
    );
    await apply(closed, first!, 2000, 'CASH');
    if (second) await apply(closed, second, 1000, 'CASH');
    return closed;
  }
  const allotted = await issue(
    {
      open: now - 8 * DAY,
      close: now - 4 * DAY,
      results: dateOf(now - DAY),
      grey: dateOf(now),
      listing: dateOf(now + DAY),
    },
    'CLOSED',
  );
  const lodged = await apply(allotted, first!, 2000, 'CASH');
  const finalPrice = '6';
  const approved = await issueStateTable.move(trx, allotted, 'ALLOTTED', platformActor, {
    action: 'ipo.results.approved',
    set: { final_price: finalPrice, oversubscription: '38.50' },
  });
  if (lodged) {
    const quantity = 1000;
    const clientCash = await allotMoney(trx, ledger, lodged, approved, {
      quantity,
      finalPrice,
      description: allottedDescription(factsOf(lodged, approved), quantity),
    });
    await applicationStateTable.move(trx, lodged, 'ALLOTTED', platformActor, {
      action: 'ipo.application.allotted',
      set: { eipo_code: 'CLS', allotted_quantity: quantity, refund_amount: clientCash.toFixed(2) },
    });
  }
  return approved;
}
