import { insertMissing, type Executor } from '../../platform/db/insert-missing';

/**
 * Loan ratios of marginable holdings: per instrument, and per market ('*') for the rest. Sensible broker
 * defaults (large caps lend more, B-shares nothing: hk-market.md); operators change them in SQL.
 */
const marginRatios: readonly [market: string, stockCode: string, ratio: string][] = [
  ['HK', '*', '0.4'],
  ['HK', '00700', '0.7'],
  ['HK', '00005', '0.7'],
  ['HK', '00941', '0.7'],
  ['HK', '02800', '0.8'],
  ['HK', '09988', '0.6'],
  ['HK', '00388', '0.6'],
  ['HK', '01299', '0.6'],
  ['HK', '03690', '0.5'],
  ['US', '*', '0.5'],
  ['US', 'AAPL', '0.7'],
  ['US', 'MSFT', '0.7'],
  ['US', 'NVDA', '0.6'],
  ['US', 'TSLA', '0.4'],
  ['MA^MZ', '*', '0.3'],
  ['SS^SZ', '*', '0'],
];

/** HKD per unit: the reference rates account totals are converted at (operators update them). */
const referenceRates: Readonly<Record<string, string>> = {
  HKD: '1',
  USD: '7.78',
  CNY: '1.08',
  CNH: '1.08',
  EUR: '8.45',
  GBP: '9.85',
  JPY: '0.052',
  AUD: '5.10',
  CAD: '5.60',
  SGD: '5.85',
  TWD: '0.24',
  MYR: '1.75',
  KRW: '0.0056',
};

/** The margin ratios and reference rates that are missing; rows already there (operators' edits) stay. */
export async function seedValuationData(db: Executor): Promise<void> {
  await insertMissing(
    db,
    'margin_ratios',
    marginRatios.map(([market, stock_code, ratio]) => ({ market, stock_code, ratio })),
  );
  await insertMissing(
    db,
    'reference_rates',
    Object.entries(referenceRates).map(([currency_code, hkd_per_unit]) => ({ currency_code, hkd_per_unit })),
  );
}
