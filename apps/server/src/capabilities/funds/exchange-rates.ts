import Decimal from 'decimal.js';
import type { CurrencyCode } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { AppError } from '../../platform/http/app-error';
import { fundReferenceRepository } from './fund-reference-repository';
import { assertHolds, currencyRuleOf, requiredFee, type StockAccount } from './fund-settings';

/**
 * The terms of selling `from` for `to` in an account: the rate from the broker's reference rates (HKD per
 * unit of each currency, the `reference_rates` table), the fee in `from`, and with an amount what it buys (to
 * the cent, rounded down: the client never receives more than the rate gives). E7016 for an account of one
 * currency (or from = to), E7002 for a currency it does not hold, E7015 without a rate, E7014 without a fee.
 */
export async function exchangeTerms(
  executor: Executor,
  brokerCode: string,
  account: StockAccount,
  from: CurrencyCode,
  to: CurrencyCode,
  amount: Decimal | undefined,
) {
  if (account.currencies.length < 2 || from === to) throw new AppError('E7016');
  assertHolds(account, from);
  assertHolds(account, to);
  const rates = await fundReferenceRepository.referenceRates(executor, [from, to]);
  const fromRate = rates.find((row) => row.currency_code === from);
  const toRate = rates.find((row) => row.currency_code === to);
  if (!fromRate || !toRate || new Decimal(toRate.hkd_per_unit).isZero()) throw new AppError('E7015');
  const rate = new Decimal(fromRate.hkd_per_unit)
    .dividedBy(toRate.hkd_per_unit)
    .toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const fee = requiredFee((await currencyRuleOf(executor, brokerCode, from))?.exchange_fee);
  const rateTime = [fromRate.updated_at, toRate.updated_at]
    .map((time) => new Date(time))
    .sort((a, b) => b.getTime() - a.getTime())[0]!;
  return {
    rate,
    fee,
    rateTime,
    toAmount: amount === undefined ? undefined : amount.times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN),
  };
}
