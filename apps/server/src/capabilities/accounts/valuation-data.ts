import Decimal from 'decimal.js';
import { MARGIN_DEFAULTS } from '@lantau/domain';
import { expiringCache } from '../../platform/shared/expiring-cache';
import type { AccountRepository } from './account-repository';

/** Operators change margin ratios and reference rates in SQL rarely: a node reads them again within a minute. */
const VALUATION_DATA_TTL_MS = 60_000;

export interface ValuationData {
  /** The loan value of one share's market value: the instrument's ratio, else its market's, else the default. */
  marginRatio(market: string, stockCode: string): Decimal;
  /** An amount of `currency` in HKD at the platform's reference rate. */
  toHkd(currency: string, amount: Decimal): Decimal;
  /** An amount of HKD in `currency`. */
  fromHkd(currency: string, amount: Decimal): Decimal;
}

/** Margin ratios and HKD reference rates, kept as data (migration 0006) and read through a short cache. */
export function createValuationData(
  repository: Pick<AccountRepository, 'findMarginRatios' | 'findReferenceRates'>,
  options: { ttlMs?: number } = {},
) {
  const cache = expiringCache(
    async (): Promise<ValuationData> => {
      const [ratioRows, rateRows] = await Promise.all([
        repository.findMarginRatios(),
        repository.findReferenceRates(),
      ]);
      const ratios = new Map(
        ratioRows.map((row) => [`${row.market}|${row.stock_code}`, new Decimal(row.ratio)]),
      );
      const rates = new Map(rateRows.map((row) => [row.currency_code, new Decimal(row.hkd_per_unit)]));
      const rateOf = (currency: string) => {
        const rate = rates.get(currency);
        if (!rate) throw new Error(`no reference rate for ${currency}`);
        return rate;
      };
      return {
        marginRatio: (market, stockCode) =>
          ratios.get(`${market}|${stockCode}`) ??
          ratios.get(`${market}|*`) ??
          new Decimal(MARGIN_DEFAULTS.marginRatio),
        toHkd: (currency, amount) => amount.times(rateOf(currency)),
        fromHkd: (currency, amount) => amount.dividedBy(rateOf(currency)),
      };
    },
    { ttlMs: options.ttlMs ?? VALUATION_DATA_TTL_MS },
  );
  return { get: () => cache.get() };
}

export type ValuationDataSource = ReturnType<typeof createValuationData>;
