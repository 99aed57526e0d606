import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Orders: one row per client order (its current state), an audit row per status transition, the fills the
// exchange reported (each booked on the ledger in the same transaction), and the Idempotency-Keys placing
// was called with (unique per user: a retried request waits for the first and answers its order).

const now = sql`now()`;
/** Business dates are 'YYYY-MM-DD' text in the market's calendar (no time zone conversion on read). */
const businessDate = sql`~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('BUY', 'SELL')`))
    .addColumn('order_type', 'text', (column) => column.notNull())
    .addColumn('price', 'numeric')
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('filled_quantity', 'integer', (column) => column.notNull().defaultTo(0))
    // Still open at the exchange (or to be re-entered there): quantity - filled, 0 once the order is done.
    .addColumn('remaining_quantity', 'integer', (column) => column.notNull())
    .addColumn('filled_value', 'numeric', (column) => column.notNull().defaultTo('0'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('time_in_force', 'text', (column) => column.notNull())
    .addColumn('expiry_date', 'text', (column) => column.check(sql`expiry_date ${businessDate}`))
    .addColumn('condition', 'jsonb')
    .addColumn('linked_order_id', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('order_account', 'jsonb')
    // The fee estimate at placing (consideration, lines, schedule): what the hold was sized with.
    .addColumn('estimate', 'jsonb', (column) => column.notNull())
    .addColumn('hold_id', 'text')
    // What the hold still reserves (cash for a buy, shares for a sell): fills and amendments move it.
    .addColumn('hold_amount', 'numeric', (column) => column.notNull().defaultTo('0'))
    // The id the simulated exchange knows the current entry by (order id and entry number).
    .addColumn('exchange_order_id', 'text')
    .addColumn('exchange_entries', 'integer', (column) => column.notNull().defaultTo(0))
    // Filled before the current entry: the exchange's quantities start from here (a re-entry after a restart).
    .addColumn('entry_filled_quantity', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('trade_date', 'text', (column) => column.notNull().check(sql`trade_date ${businessDate}`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addCheckConstraint('orders_filled_within_quantity', sql`filled_quantity between 0 and quantity`)
    .addCheckConstraint('orders_remaining_within_quantity', sql`remaining_quantity between 0 and quantity`)
    .execute();
  await db.schema
    .createIndex('orders_user_date_idx')
    .on('orders')
    .columns(['user_id', 'trade_date'])
    .execute();
  // Start-up reconciliation and the day roll read the working orders only.
  await db.schema
    .createIndex('orders_working_idx')
    .on('orders')
    .column('status')
    .where(sql<boolean>`status in ('PND', 'ACK', 'PFL', 'PTC', 'PTR')`)
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('event_id', 'bigserial', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('orders.order_id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) =>
      column.notNull().check(sql`actor in ('client', 'exchange', 'platform')`),
    )
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('executions')
    .addColumn('execution_id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('orders.order_id'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('account_number', 'text', (column) => column.notNull())
    .addColumn('price', 'numeric', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('fees', 'jsonb', (column) => column.notNull())
    .addColumn('trade_date', 'text', (column) => column.notNull().check(sql`trade_date ${businessDate}`))
    .addColumn('settlement_date', 'text', (column) =>
      column.notNull().check(sql`settlement_date ${businessDate}`),
    )
    .addColumn('executed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('executions_order_idx').on('executions').column('order_id').execute();
  await db.schema
    .createIndex('executions_user_date_idx')
    .on('executions')
    .columns(['user_id', 'trade_date'])
    .execute();

  await db.schema
    .createTable('order_idempotency_keys')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    // SHA-256 of the request body: the same key with another body is refused (E6004).
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('order_idempotency_keys_pk', ['user_id', 'idempotency_key'])
    // The order row is written later in the same transaction, so the reference is checked at commit.
    .addForeignKeyConstraint('order_idempotency_keys_order_fk', ['order_id'], 'orders', ['order_id'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_idempotency_keys').execute();
  await db.schema.dropTable('executions').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('orders').execute();
}
