import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { CurrencyCode, LocalizedText } from '@lantau/contract';
import { ipoAllotmentMoney, ipoApplicationAmount } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { LedgerRefusedError, type JournalLeg, type Ledger } from '../ledger';
import type { ApplicationRow, IssueRow } from './ipo-repository';

// Every movement of an application's money, only through the ledger and inside the caller's transaction.
// The house side: HOUSE:IPO collects the application money (and pays the issuer for the allotted shares, whose
// shares come out of it), HOUSE:IPO_LOAN lends the financed part and earns the interest, HOUSE:FEES keeps the
// handling fee. Journals name the application's ID as their reference (the account record shows its number).

export const IPO_HOUSE = 'HOUSE:IPO';
export const IPO_LOAN_HOUSE = 'HOUSE:IPO_LOAN';
const FEES_HOUSE = 'HOUSE:FEES';

const cash = (currency: string) => ({ kind: 'cash', currency: currency as CurrencyCode }) as const;
const shares = (issue: Pick<IssueRow, 'market' | 'stock_code'>) =>
  ({ kind: 'security', market: issue.market as 'HK', stockCode: issue.stock_code }) as const;

/** Cash legs, leaving out the zero ones (the ledger refuses a leg of zero). */
function cashLegs(currency: string, moves: [string, Decimal][]): JournalLeg[] {
  return moves
    .filter(([, amount]) => !amount.isZero())
    .map(([account, amount]) => ({ account, asset: cash(currency), amount }));
}

/** Holds the total due on the client's cash: E7068 with what is available when it is short. */
export async function holdTotalDue(
  trx: Transaction<Database>,
  ledger: Ledger,
  hold: { account: string; currency: string; amount: Decimal; applicationId: string },
): Promise<string> {
  try {
    const { holdID } = await ledger.placeHold(trx, {
      account: hold.account,
      asset: cash(hold.currency),
      amount: hold.amount,
      reason: 'IPO',
      reference: hold.applicationId,
    });
    return holdID;
  } catch (error) {
    if (!(error instanceof LedgerRefusedError)) throw error;
    const balances = await ledger.balances(trx, hold.account);
    const available =
      balances.cash.find((row) => row.currency === hold.currency)?.available ?? new Decimal(0);
    throw new AppError('E7068', {
      available: Decimal.max(available, 0).toFixed(2),
      required: hold.amount.toFixed(2),
    });
  }
}

/**
 * The cut-off: the hold released, the own part and the fee debited, the loan drawn (HOUSE:IPO_LOAN pays its part
 * of the amount to HOUSE:IPO), and the interest charged in its own journal (reason INTEREST).
 */
export async function lodgeMoney(
  trx: Transaction<Database>,
  ledger: Ledger,
  row: ApplicationRow,
  currency: string,
  words: { lodged: LocalizedText; interest: LocalizedText },
): Promise<void> {
  const fee = new Decimal(row.handling_fee);
  const ownPart = new Decimal(row.own_part);
  const interest = new Decimal(row.interest);
  await ledger.postJournal(trx, {
    reason: 'IPO',
    reference: row.application_id,
    description: words.lodged,
    releases: row.hold_id
      ? [{ holdID: row.hold_id, amount: new Decimal(row.total_due), voidRest: true }]
      : [],
    legs: cashLegs(currency, [
      [row.account_number, ownPart.plus(fee).negated()],
      [IPO_HOUSE, new Decimal(row.amount)],
      [IPO_LOAN_HOUSE, new Decimal(row.loan_amount).negated()],
      [FEES_HOUSE, fee],
    ]),
  });
  if (!interest.isZero()) {
    await ledger.postJournal(trx, {
      reason: 'INTEREST',
      reference: row.application_id,
      description: words.interest,
      legs: cashLegs(currency, [
        [row.account_number, interest.negated()],
        [IPO_LOAN_HOUSE, interest],
      ]),
    });
  }
}

/**
 * The results day: the loan repaid first out of the unallotted money (and the difference to the final price),
 * the rest refunded to the client's cash, the allotted shares credited for the listing date at their cost. When
 * the refund is short of the loan, the client's cash pays the rest: the journal is a fact then (the allotment has
 * happened), which may leave the cash below zero, a debit balance the broker collects as on a margin account.
 * Returns what the client's cash gained.
 */
export async function allotMoney(
  trx: Transaction<Database>,
  ledger: Ledger,
  row: ApplicationRow,
  issue: Pick<IssueRow, 'currency' | 'market' | 'stock_code' | 'listing_date'>,
  allotted: { quantity: number; finalPrice: string; description: LocalizedText },
): Promise<Decimal> {
  const money = ipoAllotmentMoney({
    amount: row.amount,
    loanAmount: row.loan_amount,
    allottedQuantity: allotted.quantity,
    finalPrice: allotted.finalPrice,
  });
  const legs = cashLegs(issue.currency, [
    [IPO_HOUSE, money.refund.negated()],
    [IPO_LOAN_HOUSE, money.loanRepaid],
    [row.account_number, money.clientCash],
  ]);
  if (allotted.quantity > 0) {
    const quantity = new Decimal(allotted.quantity);
    legs.push(
      {
        account: row.account_number,
        asset: shares(issue),
        amount: quantity,
        cost: money.allottedAmount,
        valueDate: issue.listing_date,
      },
      { account: IPO_HOUSE, asset: shares(issue), amount: quantity.negated(), valueDate: issue.listing_date },
    );
  }
  if (legs.length > 0) {
    await ledger.postJournal(trx, {
      reason: 'IPO',
      reference: row.application_id,
      description: allotted.description,
      legs,
      fact: money.clientCash.isNegative(),
    });
  }
  return money.clientCash;
}

/**
 * A cancelled listing: everything the client paid comes back but the interest (due whatever the allotment, as
 * the loan's terms say). The handling fee is refunded too: the client did not cause the cancellation. A RECEIVED
 * application's hold is released; an ALLOTTED one's shares go back (a fact: the grey market's trades were voided
 * first). Returns the refund to the client's cash.
 */
export async function voidMoney(
  trx: Transaction<Database>,
  ledger: Ledger,
  row: ApplicationRow,
  issue: Pick<IssueRow, 'currency' | 'market' | 'stock_code' | 'final_price' | 'listing_date'>,
  description: LocalizedText,
): Promise<Decimal> {
  const fee = new Decimal(row.handling_fee);
  if (row.status === 'RECEIVED') {
    if (row.hold_id) await ledger.voidHold(trx, row.hold_id);
    return new Decimal(0);
  }
  const legs: JournalLeg[] = [];
  let refund: Decimal;
  if (row.status === 'LODGED') {
    const ownPart = new Decimal(row.own_part);
    refund = ownPart.plus(fee);
    legs.push(
      ...cashLegs(issue.currency, [
        [IPO_HOUSE, new Decimal(row.amount).negated()],
        [IPO_LOAN_HOUSE, new Decimal(row.loan_amount)],
        [FEES_HOUSE, fee.negated()],
        [row.account_number, refund],
      ]),
    );
  } else {
    const allottedQuantity = row.allotted_quantity ?? 0;
    const allottedAmount = ipoApplicationAmount(allottedQuantity, issue.final_price ?? '0');
    refund = allottedAmount.plus(fee);
    legs.push(
      ...cashLegs(issue.currency, [
        [IPO_HOUSE, allottedAmount.negated()],
        [FEES_HOUSE, fee.negated()],
        [row.account_number, refund],
      ]),
    );
    if (allottedQuantity > 0) {
      const quantity = new Decimal(allottedQuantity);
      legs.push(
        { account: row.account_number, asset: shares(issue), amount: quantity.negated() },
        { account: IPO_HOUSE, asset: shares(issue), amount: quantity },
      );
    }
  }
  if (legs.length > 0) {
    await ledger.postJournal(trx, {
      reason: 'IPO',
      reference: row.application_id,
      description,
      legs,
      fact: true,
    });
  }
  return refund;
}
