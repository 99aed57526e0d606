import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { MARGIN_DEFAULTS } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
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

/** The connection a caller already has: the pool outside a transaction, the transaction's `trx` inside one. */
type Reader = Kysely<Database> | Transaction<Database>;

async function loadValuationData(
  repository: Pick<AccountRepository, 'findMarginRatios' | 'findReferenceRates'>,
  reader: Reader,
): Promise<ValuationData> {
  const [ratioRows, rateRows] = await Promise.all([
    repository.findMarginRatios(reader),
    repository.findReferenceRates(reader),
  ]);
  const ratios = new Map(ratioRows.map((row) => [`${row.market}|${row.stock_code}`, new Decimal(row.ratio)]));
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
}

/**
 * Margin ratios and HKD reference rates, kept as data (migration 0006) and read through a short cache.
 *
 * The rule of this cache: a refill reads through the connection of the caller that finds the copy expired,
 * `get(reader)`: the pool for a read outside a transaction (the overview, the ticket's estimate), the
 * transaction's own `trx` inside one (a margin hold: placing, amending or triggering an order). Work that holds
 * a pooled connection must never ask the pool for another (platform/db/one-connection-guard.ts: it is refused
 * with SecondConnectionError; unguarded, twenty such requests once hung the platform), so this cache never
 * picks a connection of its own. A refill is not shared between callers either: one that finds the copy expired
 * while another reloads it loads it too, on its own connection, rather than wait on a query queued on another
 * transaction's connection, which that transaction's end would cut off. Two small tables: a refill is cheap.
 */
export function createValuationData(
  repository: Pick<AccountRepository, 'findMarginRatios' | 'findReferenceRates'>,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? VALUATION_DATA_TTL_MS;
  const now = options.now ?? Date.now;
  let kept: { data: ValuationData; until: number } | undefined;
  return {
    /** The kept copy while it is fresh, else a fresh load through `reader` (see the rule above). */
    async get(reader: Reader): Promise<ValuationData> {
      const at = now();
      if (kept && at < kept.until) return kept.data;
      const data = await loadValuationData(repository, reader);
      // Refills that overlap: the one that started last is kept. A failed load keeps nothing.
      if (!kept || kept.until <= at + ttlMs) kept = { data, until: at + ttlMs };
      return data;
    },
  };
}

export type ValuationDataSource = ReturnType<typeof createValuationData>;
