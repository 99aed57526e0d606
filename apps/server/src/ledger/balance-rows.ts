import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
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
  const ordered = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const locked = new Map<string, LockedBalance>();
  for (const [mapKey, { account, asset }] of ordered) {
    const assetKey = assetKeyOf(asset);
    const lock = () =>
      trx
        .selectFrom('ledger_balances')
        .select(['balance', 'on_hold', 'cost', 'may_borrow'])
        .where('account', '=', account)
        .where('asset_key', '=', assetKey)
        .forUpdate()
        .executeTakeFirst();
    let row = await lock();
    if (!row) {
      await createBalanceRow(trx, account, asset);
      row = await lock();
    }
    if (!row) throw new Error(`ledger: no client account ${account}`);
    locked.set(mapKey, {
      account,
      assetKey,
      asset,
      balance: new Decimal(row.balance),
      onHold: new Decimal(row.on_hold),
      cost: new Decimal(row.cost),
      mayBorrow: row.may_borrow,
    });
  }
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

/** Writes a locked row's new figures back (the only place a kept balance changes). */
export async function saveBalance(trx: Transaction<Database>, row: LockedBalance): Promise<void> {
  await trx
    .updateTable('ledger_balances')
    .set({
      balance: row.balance.toFixed(),
      on_hold: row.onHold.toFixed(),
      cost: row.cost.toFixed(),
      updated_at: sql`now()`,
    })
    .where('account', '=', row.account)
    .where('asset_key', '=', row.assetKey)
    .execute();
}
