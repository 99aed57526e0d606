import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CurrencyCode, MarketCode } from '@lantau/contract';
import { sellableQuantity } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import { hasNoSameDayResale } from './ledger-assets';
import type { AccountBalances } from './ledger-types';

type Reader = Kysely<Database> | Transaction<Database>;

const sumsByAsset = (rows: { asset_key: string; total: string | null }[]) =>
  new Map(rows.map((row) => [row.asset_key, new Decimal(row.total ?? 0)]));

/** Shares of one instrument the account bought today (trades only: an opening balance is not a purchase). */
export async function boughtToday(
  db: Reader,
  account: string,
  assetKey: string,
  today: string,
): Promise<Decimal> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('account', '=', account)
    .where('business_date', '=', today)
    .where('asset_key', '=', assetKey)
    .where('reason', '=', 'TRADE')
    .where('amount', '>', '0')
    .executeTakeFirst();
  return new Decimal(row?.total ?? 0);
}

/**
 * One client account's balances: the kept rows (every posted entry and the active holds) split into settled
 * and unsettled by the entries whose value date is after `today` (at most a few days of entries, read
 * through the (account, value_date) index), and today's purchases for the markets without same-day resale.
 */
export async function readBalances(db: Reader, account: string, today: string): Promise<AccountBalances> {
  const [rows, unsettledRows, boughtRows] = await Promise.all([
    db
      .selectFrom('ledger_balances')
      .select([
        'asset_key',
        'asset_kind',
        'currency_code',
        'market',
        'stock_code',
        'balance',
        'on_hold',
        'cost',
      ])
      .where('account', '=', account)
      .orderBy('asset_key')
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select(['asset_key', sql<string | null>`sum(amount)`.as('total')])
      .where('account', '=', account)
      .where('value_date', '>', today)
      .groupBy('asset_key')
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select(['asset_key', sql<string | null>`sum(amount)`.as('total')])
      .where('account', '=', account)
      .where('business_date', '=', today)
      .where('reason', '=', 'TRADE')
      .where('asset_kind', '=', 'security')
      .where('amount', '>', '0')
      .groupBy('asset_key')
      .execute(),
  ]);
  const unsettled = sumsByAsset(unsettledRows);
  const bought = sumsByAsset(boughtRows);
  const zero = new Decimal(0);

  const balances: AccountBalances = { cash: [], securities: [] };
  for (const row of rows) {
    const total = new Decimal(row.balance);
    const onHold = new Decimal(row.on_hold);
    const pending = unsettled.get(row.asset_key) ?? zero;
    if (row.asset_kind === 'cash') {
      balances.cash.push({
        currency: row.currency_code as CurrencyCode,
        settled: total.minus(pending),
        unsettled: pending,
        onHold,
        available: total.minus(onHold),
      });
      continue;
    }
    if (total.isZero() && onHold.isZero()) continue;
    const boughtToday = bought.get(row.asset_key) ?? zero;
    const sellable = sellableQuantity({
      held: total.toNumber(),
      onHoldForSells: onHold.toNumber(),
      boughtToday: boughtToday.toNumber(),
      sameDayResale: !hasNoSameDayResale(row.market ?? ''),
    });
    balances.securities.push({
      market: row.market as MarketCode,
      stockCode: row.stock_code ?? '',
      quantity: total.toNumber(),
      settledQuantity: total.minus(pending).toNumber(),
      onHold: onHold.toNumber(),
      sellable,
      boughtToday: boughtToday.toNumber(),
      averageCost: total.isZero() ? zero : new Decimal(row.cost).dividedBy(total),
    });
  }
  return balances;
}
