import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { CurrencyCode, LedgerReason } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { LedgerRefusedError, type Ledger, type LedgerAsset } from '../ledger';
import type { Executor } from '../../platform/db/insert-missing';
import { lockBalances } from '../ledger/balance-rows';

export const cashAsset = (currency: string): LedgerAsset => ({
  kind: 'cash',
  currency: currency as CurrencyCode,
});

/**
 * What an account can pay out of one currency now: settled cash less holds, and less purchases not yet
 * settled (sale proceeds not yet settled are never paid out). Never below zero.
 */
export async function withdrawableOf(executor: Executor, ledger: Ledger, account: string, currency: string) {
  const balances = await ledger.balances(executor as Transaction<Database>, account);
  const row = balances.cash.find((item) => item.currency === currency);
  if (!row) return new Decimal(0);
  return Decimal.max(0, row.settled.minus(row.onHold).plus(Decimal.min(0, row.unsettled)));
}

/**
 * Holds `amount` of an account's withdrawable cash for a request. The balance row is locked before it is
 * read, so two requests racing for the same cash run one after the other and the second sees the first's
 * hold (E7012 when what is left is not enough).
 */
export async function holdWithdrawable(
  trx: Transaction<Database>,
  ledger: Ledger,
  hold: { account: string; currency: string; amount: Decimal; reason: LedgerReason; reference: string },
): Promise<string> {
  await lockBalances(trx, [{ account: hold.account, asset: cashAsset(hold.currency) }]);
  const available = await withdrawableOf(trx, ledger, hold.account, hold.currency);
  if (available.lessThan(hold.amount)) throw new AppError('E7012', { available: available.toFixed(2) });
  try {
    const { holdID } = await ledger.placeHold(trx, {
      account: hold.account,
      asset: cashAsset(hold.currency),
      amount: hold.amount,
      reason: hold.reason,
      reference: hold.reference,
    });
    return holdID;
  } catch (error) {
    if (error instanceof LedgerRefusedError) throw new AppError('E7012', { available: available.toFixed(2) });
    throw error;
  }
}
