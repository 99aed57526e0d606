import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WatchlistGroupsTable, WatchlistStocksTable } from '../../platform/db/schema';

export type GroupRow = Selectable<WatchlistGroupsTable>;
export type StockRow = Selectable<WatchlistStocksTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The SQL of watchlists. Every query names the user: a group ID alone never reaches another client's group. */
export const watchlistRepository = {
  groups(db: Db, userId: string): Promise<GroupRow[]> {
    return db
      .selectFrom('watchlist_groups')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  },

  stocks(db: Db, groupIds: readonly string[]): Promise<StockRow[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('watchlist_stocks')
      .selectAll()
      .where('group_id', 'in', groupIds)
      .orderBy('position')
      .execute();
  },

  /**
   * Serialises one client's group-level changes (create, rename, delete, reorder, the default group): the cap
   * on groups and the unique names are checked against what the other transaction committed.
   */
  async lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
    await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
  },

  /** The client's group, locked for the rest of the transaction so concurrent adds count one after another. */
  lockGroup(trx: Transaction<Database>, userId: string, groupId: string): Promise<GroupRow | undefined> {
    return trx
      .selectFrom('watchlist_groups')
      .selectAll()
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  },

  async insertGroup(
    trx: Transaction<Database>,
    row: Pick<GroupRow, 'group_id' | 'user_id' | 'name' | 'name_key' | 'colour' | 'position'>,
  ): Promise<void> {
    await trx.insertInto('watchlist_groups').values(row).execute();
  },

  async updateGroup(
    trx: Transaction<Database>,
    groupId: string,
    changes: Partial<Pick<GroupRow, 'name' | 'name_key' | 'colour' | 'position'>>,
  ): Promise<void> {
    await trx
      .updateTable('watchlist_groups')
      .set({ ...changes, updated_at: new Date() })
      .where('group_id', '=', groupId)
      .execute();
  },

  async deleteGroup(trx: Transaction<Database>, groupId: string): Promise<void> {
    await trx.deleteFrom('watchlist_groups').where('group_id', '=', groupId).execute();
  },

  async replaceStocks(
    trx: Transaction<Database>,
    groupId: string,
    stocks: readonly { market: string; stockCode: string }[],
  ): Promise<void> {
    await trx.deleteFrom('watchlist_stocks').where('group_id', '=', groupId).execute();
    if (stocks.length === 0) return;
    await trx
      .insertInto('watchlist_stocks')
      .values(
        stocks.map((stock, position) => ({
          group_id: groupId,
          market: stock.market,
          stock_code: stock.stockCode,
          position,
        })),
      )
      .execute();
  },

  async appendStock(
    trx: Transaction<Database>,
    groupId: string,
    stock: { market: string; stockCode: string },
    position: number,
  ): Promise<void> {
    await trx
      .insertInto('watchlist_stocks')
      .values({ group_id: groupId, market: stock.market, stock_code: stock.stockCode, position })
      .execute();
  },
};
