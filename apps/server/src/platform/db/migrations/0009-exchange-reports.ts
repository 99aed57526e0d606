import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The exchange's reports (fills and cancels of client orders) that could not be applied when they arrived:
// kept here, in arrival order, until they are. A fill the exchange made is a fact; if its transaction fails
// (the database refuses, a connection drops), the report must not live only in memory or a log line. The
// platform applies them again with a growing pause, and at start-up before it re-enters working orders.
// Applied rows stay (state APPLIED) as the record of what was late and why.
//
// For the same reason a fill may no longer be refused for the cash it takes: the check that a cash account's
// available cash never goes below zero moves from a CHECK constraint to a trigger that refuses any change
// LOWERING available cash below zero, unless the transaction says it books an exchange fill (the setting
// lantau.fact_journal, set only by the ledger for fills). Placing checks and holds keep fills from overdrawing
// in practice; should one (a market order swept the book), it is booked and shows, not lost.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchange_reports')
    // Arrival order: later reports of one order wait behind an earlier one that is not applied yet.
    .addColumn('sequence', 'bigserial', (column) => column.primaryKey())
    // 'fill:<exchange order id>:<trade id>' or 'cancel:<exchange order id>': one row per report.
    .addColumn('report_key', 'text', (column) => column.notNull().unique())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('report', 'jsonb', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('PENDING'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('applied_at', 'timestamptz')
    .addCheckConstraint('exchange_reports_state_check', sql`state in ('PENDING', 'APPLIED')`)
    .execute();
  await db.schema
    .createIndex('exchange_reports_pending_idx')
    .on('exchange_reports')
    .columns(['state', 'sequence'])
    .execute();

  await db.schema.alterTable('ledger_balances').dropConstraint('ledger_balances_cash_available').execute();
  await sql`
    create function ledger_cash_available_check() returns trigger language plpgsql as $$
    begin
      if new.asset_kind = 'cash' and not new.may_borrow and new.balance - new.on_hold < 0
         and (tg_op = 'INSERT' or new.balance - new.on_hold < old.balance - old.on_hold)
         and coalesce(current_setting('lantau.fact_journal', true), '') <> 'on' then
        raise exception 'ledger: available cash of % % would go below zero', new.account, new.asset_key
          using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_balances_cash_available before insert or update on ledger_balances
    for each row execute function ledger_cash_available_check()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_balances_cash_available on ledger_balances`.execute(db);
  await sql`drop function ledger_cash_available_check()`.execute(db);
  await db.schema
    .alterTable('ledger_balances')
    .addCheckConstraint(
      'ledger_balances_cash_available',
      sql`asset_kind <> 'cash' or may_borrow or balance - on_hold >= 0`,
    )
    .execute();
  await db.schema.dropTable('exchange_reports').execute();
}
