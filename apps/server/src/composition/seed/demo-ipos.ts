import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
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

/** Each demo broker with eIPO: its three issues' stock codes (unused in the exchange's universe) and its clients. */
const brokers = [
  { brokerCode: 'LTU', codes: ['02602', '02603', '02604'], applicants: ['LTU100101', 'LTU100201'] },
  { brokerCode: 'KLN', codes: ['02605', '02606', '02607'], applicants: ['KLN200101'] },
];

const names = [
  text('Lantau Robotics', '大嶼機械人', '大屿机器人'),
  text('Harbour Biotech', '海港生物科技', '海港生物科技'),
  text('Peak Energy Storage', '山頂儲能', '山顶储能'),
];

/**
 * Three IPOs for each demo broker that has eIPO, dated from the day the demo database is made, so a newcomer sees
 * every state at once: one OPEN (cash and financed, cut-offs days ahead), one CLOSED awaiting results with the
 * demo clients' lodged applications (the demo desk runs its results on its results date), one ALLOTTED whose grey
 * market is today, with the broker's first demo client's shares allotted. Money moves through the ledger as the
 * capability moves it. Fixed IDs: seeding again adds nothing.
 */
export async function seedDemoIpos(trx: Transaction<Database>, now = Date.now()): Promise<void> {
  const ledger = createLedger({ clock: { today: () => dateOf(now) } });
  for (const broker of brokers) {
    const id = (kind: string) => `${DEMO_IPO_PREFIX}${broker.brokerCode}-${kind}`;
    const exists = await ipoRepository.findIssue(trx, id('OPEN'), broker.brokerCode);
    if (exists) continue;
    const issue = async (
      kind: string,
      index: number,
      at: { open: number; close: number; results: string; grey: string; listing: string },
      status: IssueRow['status'],
      price: string,
    ) => {
      const row = await ipoRepository.insertIssue(trx, {
        ipo_id: id(kind),
        broker_code: broker.brokerCode,
        stock_code: broker.codes[index]!,
        name: jsonb(names[index]!),
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

    const today = dateOf(now);
    await issue(
      'OPEN',
      0,
      {
        open: now - DAY,
        close: now + 4 * DAY,
        results: dateOf(now + 6 * DAY),
        grey: dateOf(now + 6 * DAY),
        listing: dateOf(now + 7 * DAY),
      },
      'OPEN',
      '12.80',
    );
    const closed = await issue(
      'CLOSED',
      1,
      {
        open: now - 6 * DAY,
        close: now - 2 * DAY,
        results: dateOf(now + DAY),
        grey: dateOf(now + DAY),
        listing: dateOf(now + 2 * DAY),
      },
      'CLOSED',
      '8.60',
    );
    const [first, second] = broker.applicants;
    await apply(closed, first!, 2000, 'CASH');
    if (second) await apply(closed, second, 1000, 'CASH');
    const allotted = await issue(
      'ALLOTTED',
      2,
      {
        open: now - 8 * DAY,
        close: now - 4 * DAY,
        results: dateOf(now - DAY),
        grey: today,
        listing: dateOf(now + DAY),
      },
      'CLOSED',
      '6.20',
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
  }
}
