import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Watchlists: a client's groups (name, colour mark, place in the client's order) and the instruments in each
// (in the client's order). name_key is the trimmed, case-folded name: the unique constraint on it keeps names
// unique per client even when two requests race. Deleting a group deletes its stocks.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watchlist_groups')
    .addColumn('group_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('colour', 'text', (column) =>
      column.notNull().check(sql`colour in ('NONE', 'RED', 'BLUE', 'GREEN')`),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addUniqueConstraint('watchlist_groups_name_key', ['user_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('watchlist_stocks')
    .addColumn('group_id', 'text', (column) =>
      column.notNull().references('watchlist_groups.group_id').onDelete('cascade'),
    )
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('added_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('watchlist_stocks_pk', ['group_id', 'market', 'stock_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watchlist_stocks').execute();
  await db.schema.dropTable('watchlist_groups').execute();
}
