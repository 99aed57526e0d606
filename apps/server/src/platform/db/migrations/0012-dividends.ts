import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Dividends: a broker's announcements (cash rate, optional scrip price, ex, record, deadline and payment
// dates) with their status history; per client account the entitlement fixed from the ledger's positions at
// the record date; the client's elections, append-only (a new one marks the earlier one replaced, so the
// history stays), each with the Idempotency-Key that made it; and one payment per entitlement, unique, so a
// retried or concurrent payment run pays once.

const now = sql`now()`;
const money = 'numeric(24, 6)';
/** Business dates are kept as 'YYYY-MM-DD' text, as orders keep theirs (compared as text, they sort as dates). */
const businessDate = sql`~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dividend_announcements')
    .addColumn('announcement_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('cash_rate', money, (column) => column.notNull().check(sql`cash_rate > 0`))
    .addColumn('scrip_price', money, (column) => column.check(sql`scrip_price > 0`))
    .addColumn('ex_date', 'text', (column) => column.notNull().check(sql`ex_date ${businessDate}`))
    .addColumn('record_date', 'text', (column) => column.notNull().check(sql`record_date ${businessDate}`))
    .addColumn('election_deadline', 'text', (column) =>
      column.notNull().check(sql`election_deadline ${businessDate}`),
    )
    .addColumn('payment_date', 'text', (column) => column.notNull().check(sql`payment_date ${businessDate}`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('ANNOUNCED', 'ENTITLED', 'PAID', 'CANCELLED')`),
    )
    // The staff member who announced it ('platform' for the demo seed).
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addCheckConstraint(
      'dividend_announcements_dates',
      sql`ex_date <= record_date and record_date <= election_deadline and election_deadline <= payment_date`,
    )
    .execute();
  await db.schema
    .createIndex('dividend_announcements_broker_idx')
    .on('dividend_announcements')
    .columns(['broker_code', 'market', 'stock_code'])
    .execute();

  await db.schema
    .createTable('dividend_announcement_events')
    .addColumn('event_id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('announcement_id', 'text', (column) =>
      column.notNull().references('dividend_announcements.announcement_id'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    // 'STAFF:<id>' or 'PLATFORM'.
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('dividend_entitlements')
    .addColumn('announcement_id', 'text', (column) =>
      column.notNull().references('dividend_announcements.announcement_id'),
    )
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('shares_held', 'integer', (column) => column.notNull().check(sql`shares_held > 0`))
    .addColumn('gross_amount', money, (column) => column.notNull())
    .addColumn('fixed_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('dividend_entitlements_pk', ['announcement_id', 'account_number'])
    .execute();

  await db.schema
    .createTable('dividend_elections')
    .addColumn('election_id', 'text', (column) => column.primaryKey())
    .addColumn('announcement_id', 'text', (column) =>
      column.notNull().references('dividend_announcements.announcement_id'),
    )
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('option', 'text', (column) =>
      column.notNull().check(sql`option in ('CASH', 'SCRIP', 'MIXED')`),
    )
    // MIXED: the shares taking scrip; 0 otherwise (SCRIP takes every share held at the record date).
    .addColumn('mixed_scrip_shares', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('elected_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    // Set when a later election replaces this one; the current election is the one without.
    .addColumn('replaced_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('dividend_elections_current_idx')
    .on('dividend_elections')
    .columns(['announcement_id', 'account_number'])
    .unique()
    .where(sql.ref('replaced_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('dividend_elections_key_idx')
    .on('dividend_elections')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('dividend_payments')
    .addColumn('announcement_id', 'text', (column) => column.notNull())
    .addColumn('account_number', 'text', (column) => column.notNull())
    .addColumn('option', 'text', (column) => column.notNull())
    .addColumn('scrip_shares', 'integer', (column) => column.notNull())
    .addColumn('cash_amount', money, (column) => column.notNull().check(sql`cash_amount >= 0`))
    .addColumn('scrip_quantity', 'integer', (column) => column.notNull().check(sql`scrip_quantity >= 0`))
    .addColumn('scrip_cost', money, (column) => column.notNull())
    .addColumn('journal_id', 'text', (column) => column.references('ledger_journals.journal_id'))
    .addColumn('paid_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    // One payment per entitlement: a second run's insert conflicts and pays nothing.
    .addPrimaryKeyConstraint('dividend_payments_pk', ['announcement_id', 'account_number'])
    .addForeignKeyConstraint(
      'dividend_payments_entitlement_fk',
      ['announcement_id', 'account_number'],
      'dividend_entitlements',
      ['announcement_id', 'account_number'],
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dividend_payments',
    'dividend_elections',
    'dividend_entitlements',
    'dividend_announcement_events',
    'dividend_announcements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
