import Decimal from 'decimal.js';
import type { ApiLanguage, Ipo, IpoApplication, IpoFinancingTerms, IpoTerms } from '@lantau/contract';
import { eipoDisplayStatus, ipoQuantityTable } from '@lantau/domain';
import { localize } from '../../platform/i18n/server-messages';
import type { ApplicationRow, IssueRow } from './ipo-repository';

// Rows as the contract shows them: decimals as text (money to the cent), instants as ISO date-times.

const cents = (value: Decimal.Value) => new Decimal(value).toFixed(2);
/** A price or ratio without the column's trailing zeros ('10.5', '0.9'). */
const plain = (value: Decimal.Value) => new Decimal(value).toFixed();
const iso = (value: Date) => value.toISOString();

/** What the issue's pool has left to lend. */
export function poolRemaining(row: Pick<IssueRow, 'financing' | 'pool_used'>): Decimal {
  return row.financing ? new Decimal(row.financing.pool).minus(row.pool_used) : new Decimal(0);
}

/** The issue's terms as staff entered them (what PATCH takes back). */
export function termsOf(row: IssueRow): IpoTerms {
  return {
    stockCode: row.stock_code,
    name: row.name,
    currency: row.currency as IpoTerms['currency'],
    offerPriceLow: row.offer_price_low === null ? null : plain(row.offer_price_low),
    offerPriceHigh: plain(row.offer_price_high),
    lotSize: row.lot_size,
    sharesOffered: Number(row.shares_offered),
    quantities: row.quantities,
    cashHandlingFee: plain(row.cash_handling_fee),
    financedHandlingFee: plain(row.financed_handling_fee),
    financing: row.financing,
    openAt: iso(row.open_at),
    financedCutoffAt: iso(row.financed_cutoff_at),
    cashCutoffAt: iso(row.cash_cutoff_at),
    closeAt: iso(row.close_at),
    priceFixingDate: row.price_fixing_date,
    resultsDate: row.results_date,
    greyMarketDate: row.grey_market_date,
    listingDate: row.listing_date,
  };
}

/**
 * Whether clients may apply with `type` at `now`: OPEN (at its open time, or earlier when the desk opened it) with
 * no cancellation waiting for approval, and before the type's cut-off (and financing offered).
 */
export function acceptsApplications(row: IssueRow, type: 'CASH' | 'FINANCED', now: number): boolean {
  if (row.status !== 'OPEN' || row.pending_step) return false;
  if (type === 'CASH') return now < row.cash_cutoff_at.getTime();
  return row.financing !== null && now < row.financed_cutoff_at.getTime();
}

export function issueView(
  row: IssueRow,
  context: { now: number; today: string; greyMarketEnabled: boolean },
): Ipo {
  const { quantities, ...terms } = termsOf(row);
  const table = ipoQuantityTable(quantities, row.offer_price_high).map((entry) => ({
    quantity: entry.quantity,
    amount: cents(entry.amount),
  }));
  const financing: (IpoFinancingTerms & { poolRemaining: string }) | null = row.financing && {
    ...row.financing,
    poolRemaining: cents(poolRemaining(row)),
  };
  return {
    ...terms,
    ipoID: row.ipo_id,
    market: 'HK',
    status: row.status,
    finalPrice: row.final_price === null ? null : plain(row.final_price),
    quantityTable: table,
    amountPerLot: table[0]?.amount ?? '0.00',
    financing,
    cashOpen: acceptsApplications(row, 'CASH', context.now),
    financedOpen: acceptsApplications(row, 'FINANCED', context.now),
    greyMarketOpen:
      context.greyMarketEnabled && row.status === 'ALLOTTED' && row.grey_market_date === context.today,
    oversubscription: row.oversubscription === null ? null : plain(row.oversubscription),
    publishedAt: row.published_at ? iso(row.published_at) : null,
  };
}

/** A RECEIVED application of an OPEN issue, before its type's cut-off. */
export function cancellable(row: ApplicationRow, issue: Pick<IssueRow, 'status'>, now: number): boolean {
  return row.status === 'RECEIVED' && issue.status === 'OPEN' && now < row.cutoff_at.getTime();
}

export function applicationView(
  row: ApplicationRow,
  issue: Pick<IssueRow, 'stock_code' | 'name' | 'currency' | 'status'>,
  context: { now: number; language: ApiLanguage },
): IpoApplication {
  const canCancel = cancellable(row, issue, context.now);
  return {
    applicationID: row.application_id,
    reference: row.application_number,
    ipoID: row.ipo_id,
    stockCode: issue.stock_code,
    name: issue.name,
    currency: issue.currency as IpoApplication['currency'],
    accountNumber: row.account_number,
    type: row.type,
    quantity: row.quantity,
    status: row.status,
    eipoCode: row.eipo_code,
    eipoFlag: row.eipo_flag,
    displayStatus: eipoDisplayStatus(row.eipo_code, row.eipo_flag),
    amount: cents(row.amount),
    handlingFee: cents(row.handling_fee),
    loanRatio: row.loan_ratio === null ? null : plain(row.loan_ratio),
    loanAmount: cents(row.loan_amount),
    interest: cents(row.interest),
    ownPart: cents(row.own_part),
    totalDue: cents(row.total_due),
    allottedQuantity: row.allotted_quantity,
    refundAmount: row.refund_amount === null ? null : cents(row.refund_amount),
    cutoffAt: iso(row.cutoff_at),
    canCancel,
    reason: row.reason ? localize(row.reason, context.language) : null,
    submittedAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
