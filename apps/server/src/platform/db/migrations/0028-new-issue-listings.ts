import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// New issues the IPO desk lists in the simulated exchange (the markets capability's NewIssues port). The
// exchange keeps them in memory; this table lets a restart list them again, and tells the grey market's rules
// (settlement on listing day + 2, sale proceeds frozen until listing) the dates after the exchange forgot a
// cancelled issue. A cancelled listing keeps its row (CANCELLED) so its voided trades stay explained.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('new_issue_listings')
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('name', 'jsonb', (column) => column.notNull())
    .addColumn('lot_size', 'integer', (column) => column.notNull().check(sql`lot_size > 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('offer_price', 'numeric(24, 6)', (column) => column.notNull().check(sql`offer_price > 0`))
    .addColumn('grey_market_date', 'date', (column) => column.notNull())
    .addColumn('listing_date', 'date', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('LISTED')
        .check(sql`status in ('LISTED', 'CANCELLED')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('new_issue_listings_pk', ['market', 'stock_code'])
    .addCheckConstraint('new_issue_listings_dates', sql`grey_market_date < listing_date`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('new_issue_listings').execute();
}
