import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Stock screener strategies (spec sections 3, 7): each client's saved conditions, with a unique name per client,
// and the Idempotency-Keys that created them (kept after a strategy is deleted, so a late retry of its creation
// does not make it again).

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_screeners')
    .addColumn('screener_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('conditions', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addUniqueConstraint('stock_screeners_name', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('stock_screener_keys')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('screener_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('stock_screener_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_screener_keys').execute();
  await db.schema.dropTable('stock_screeners').execute();
}
