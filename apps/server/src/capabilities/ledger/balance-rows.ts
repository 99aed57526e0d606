import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { compiledPerShape } from '../../platform/db/compiled-statement';
import type { Database } from '../../platform/db/schema';
import { assetColumnsOf, assetKeyOf } from './ledger-assets';
import type { LedgerAsset } from './ledger-types';

/** A client account's kept balance of one asset, locked for the rest of the transaction. */
export interface LockedBalance {
  account: string;
  assetKey: string;
  asset: LedgerAsset;
  balance: Decimal;
  onHold: Decimal;
  cost: Decimal;
  /** A margin account's cash: may go below zero. */
  mayBorrow: boolean;
}

const key = (account: string, assetKey: string) => `${account}\u0000${assetKey}`;

/**
 * lockBalances' statement for `count` rows, built once per count (compiled-statement.ts): it is on every
 * order's path, with one to a few rows.
 */
// Its values: each row's account and asset key, in turn.
const balanceRowsLock = compiledPerShape(
  (count: number) => (db, p: string[]) =>
    db
      .selectFrom('ledger_balances')
      .select(['account', 'asset_key', 'balance', 'on_hold', 'cost', 'may_borrow'])
      .where((eb) =>
        eb.or(
          Array.from({ length: count }, (_, index) =>
            eb.and([eb('account', '=', p[2 * index]!), eb('asset_key', '=', p[2 * index + 1]!)]),
          ),
        ),
      )
      .orderBy('account')
      .orderBy('asset_key')
      .forUpdate(),
);

/**
 * Locks the balance rows of the given (client account, asset) pairs FOR UPDATE, creating missing rows at zero
 * on the way. Rows are locked in one fixed order (account, then asset key), so two transactions that lock
 * overlapping sets never wait on each other in a cycle. Concurrent holds and journals on one account and
 * asset therefore run one after another, each seeing the other's result.
 */
export async function lockBalances(
  trx: Transaction<Database>,
  wanted: readonly { account: string; asset: LedgerAsset }[],
): Promise<Map<string, LockedBalance>> {
  const unique = new Map(wanted.map((item) => [key(item.account, assetKeyOf(item.asset)), item]));
  if (unique.size === 0) return new Map();
  // One statement for every row: PostgreSQL locks the rows as they leave the sort, so in key order.
  const pairs = [...unique.values()];
  const values = pairs.flatMap(({ account, asset }) => [account, assetKeyOf(asset)]);
  const lockAll = () =>
    balanceRowsLock(pairs.length)
      .execute(trx, values)
      .then((result) => result.rows);
  let rows = await lockAll();
  if (rows.length < unique.size) {
    // Rows not there yet are created at zero (the first trade of a stock), then everything is locked again.
    const found = new Set(rows.map((row) => key(row.account, row.asset_key)));
    for (const [mapKey, { account, asset }] of unique)
      if (!found.has(mapKey)) await createBalanceRow(trx, account, asset);
    rows = await lockAll();
  }
  const locked = new Map<string, LockedBalance>();
  for (const row of rows) {
    const mapKey = key(row.account, row.asset_key);
    locked.set(mapKey, {
      account: row.account,
      assetKey: row.asset_key,
      asset: unique.get(mapKey)!.asset,
      balance: new Decimal(row.balance),
      onHold: new Decimal(row.on_hold),
      cost: new Decimal(row.cost),
      mayBorrow: row.may_borrow,
    });
  }
  for (const [mapKey, { account }] of unique)
    if (!locked.has(mapKey)) throw new Error(`ledger: no client account ${account}`);
  return locked;
}

/**
 * A zero balance row with the account's borrowing rule (margin accounts may borrow cash). A concurrent
 * creation wins quietly; an unknown account has no row in accounts, so nothing is created.
 */
async function createBalanceRow(trx: Transaction<Database>, account: string, asset: LedgerAsset) {
  const columns = assetColumnsOf(asset);
  await trx
    .insertInto('ledger_balances')
    .columns(['account', 'asset_key', 'asset_kind', 'currency_code', 'market', 'stock_code', 'may_borrow'])
    .expression((eb) =>
      eb
        .selectFrom('accounts')
        .select((s) => [
          'account_number',
          s.val(columns.asset_key).as('asset_key'),
          s.val(columns.asset_kind).as('asset_kind'),
          s.val(columns.currency_code).as('currency_code'),
          s.val(columns.market).as('market'),
          s.val(columns.stock_code).as('stock_code'),
          sql<boolean>`account_type = 'MARGIN'`.as('may_borrow'),
        ])
        .where('account_number', '=', account),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function lockedOf(
  locked: Map<string, LockedBalance>,
  account: string,
  asset: LedgerAsset,
): LockedBalance {
  const row = locked.get(key(account, assetKeyOf(asset)));
  if (!row) throw new Error(`ledger: ${account} ${assetKeyOf(asset)} was not locked`);
  return row;
}

/** Writes locked rows' new figures back, in one statement (the only place a kept balance changes). */
export async function saveBalances(
  trx: Transaction<Database>,
  rows: readonly LockedBalance[],
): Promise<void> {
  await balancesUpdate(rows)?.execute(trx);
}

/** saveBalances' statement, built and not run (to ride on another); null for no rows. */
export function balancesUpdate(rows: readonly LockedBalance[]) {
  if (rows.length === 0) return null;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.account}, ${row.assetKey}, ${row.balance.toFixed()}::numeric, ${row.onHold.toFixed()}::numeric, ${row.cost.toFixed()}::numeric)`,
    ),
  );
  return sql`
    update ledger_balances as kept
    set balance = changed.balance, on_hold = changed.on_hold, cost = changed.cost, updated_at = now()
    from (values ${values}) as changed (account, asset_key, balance, on_hold, cost)
    where kept.account = changed.account and kept.asset_key = changed.asset_key`;
}
