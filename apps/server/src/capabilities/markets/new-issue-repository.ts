import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';
import type { Database, NewIssueListingsTable } from '../../platform/db/schema';

export type NewIssueRow = Selectable<NewIssueListingsTable>;

/** SQL of the new issues listed in the simulated exchange (migration 0028). */
export const newIssueRepository = {
  /** Writes a listing (or its new terms), LISTED again if it had been cancelled. */
  async upsert(
    trx: Executor,
    row: Omit<Insertable<NewIssueListingsTable>, 'name'> & { name: NewIssueRow['name'] },
  ) {
    const values = { ...row, name: jsonb(row.name), status: 'LISTED' as const };
    await trx
      .insertInto('new_issue_listings')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['market', 'stock_code']).doUpdateSet({
          name: values.name,
          lot_size: values.lot_size,
          currency: values.currency,
          offer_price: values.offer_price,
          grey_market_date: values.grey_market_date,
          listing_date: values.listing_date,
          status: 'LISTED',
          updated_at: new Date(),
        }),
      )
      .execute();
  },

  /** Marks a listing cancelled; false when there is none. */
  async cancel(trx: Executor, market: string, stockCode: string): Promise<boolean> {
    const result = await trx
      .updateTable('new_issue_listings')
      .set({ status: 'CANCELLED', updated_at: new Date() })
      .where('market', '=', market)
      .where('stock_code', '=', stockCode)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  listed(db: Kysely<Database>): Promise<NewIssueRow[]> {
    // The dates are DATE columns, which the driver would read as Date objects at midnight UTC: read them as the
    // business-date text every other part of the port uses.
    return db
      .selectFrom('new_issue_listings')
      .selectAll()
      .select([
        sql<string>`to_char(grey_market_date, 'YYYY-MM-DD')`.as('grey_market_date'),
        sql<string>`to_char(listing_date, 'YYYY-MM-DD')`.as('listing_date'),
      ])
      .where('status', '=', 'LISTED')
      .orderBy('stock_code')
      .execute();
  },
};
