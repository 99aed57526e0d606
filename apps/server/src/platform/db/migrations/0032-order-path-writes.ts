import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The order path's writes made cheaper in the database (bench/README.md, "Orders through the API", sessions 33
// and 35): an order's row updated in place, and checks no longer rebuilt in statements where they cannot fail.
//
// HOT (an update with no new index entry) needs no indexed column to change, a partial index's predicate
// included, and room on the row's page. orders_working_idx was a partial index over `status` (0007), so every
// move (ACK, each fill) wrote a new version into all four indexes. The readers of the open orders (start-up and
// the day roll: working(), parked(); the conditional engine: held(), withCondition()) now find them by `final`,
// a column the database computes from the status, which changes once in an order's life: when it ends (a
// voided fill, FFL to CAN, stays final). A date cannot stand in for it: NONE orders have no last date, and an
// order left working when the platform was down at its close (a DAY order of a day the platform missed) is
// found and ended at the next start-up, whatever its date. The index covers only columns no update changes
// (market, created_at). fillfactor leaves each page room for the new version of its rows.
//
// PostgreSQL rebuilds every CHECK of a table from its stored text in every statement that writes it, whatever
// the statement changes. orders' checks over one column (side, quantity, the two business dates) become
// domains: a domain's check is cached per connection and runs only where a value is written to that column
// (the insert, an amendment), not in the moves that leave it alone; the two checks across columns stay. The
// ledger's asset check (0006: the asset key made of the kind, currency or market and stock code) becomes a
// trigger whose WHEN is the same rule, fired by an insert and by an update OF those columns only: the fills'
// and holds' updates of balance rows and holds, which never change an asset, no longer rebuild it. A row it
// refuses is refused as before: SQLSTATE 23514 (check_violation), named by the old constraint's name.

const finalStatuses = sql`('DIS', 'FFL', 'CAN', 'CLS', 'REJ')`;

/** The ledger tables whose rows name an asset (0006), each with its asset check `<table>_asset`. */
const assetTables = ['ledger_entries', 'ledger_balances', 'ledger_holds'] as const;
const assetColumns = sql`asset_key, asset_kind, currency_code, market, stock_code`;

/** 0006's asset rule, over the row `row` (`new` in a trigger's WHEN, the table's own columns in a CHECK). */
function assetRule(row: 'new' | null) {
  const column = (name: string) => sql.raw(row === null ? name : `${row}.${name}`);
  const [kind, currency, market, stock, key] = [
    'asset_kind',
    'currency_code',
    'market',
    'stock_code',
    'asset_key',
  ].map(column);
  return sql`(${kind} = 'cash' and ${currency} is not null and ${market} is null and ${stock} is null
     and ${key} = 'cash:' || ${currency})
    or (${kind} = 'security' and ${currency} is null and ${market} is not null and ${stock} is not null
     and ${key} = 'security:' || ${market} || ':' || ${stock})`;
}

/**
 * Runs `alter` with the journal checks of the transaction's entries so far done. The migrations run in one
 * transaction, and 0006 writes opening journals whose deferred check (`ledger_entries_balanced`) is still
 * queued: PostgreSQL refuses to alter a table with pending trigger events. The check is made now (immediate),
 * then deferred again, as it was created, for the rest of the transaction.
 */
async function withJournalChecksDone(db: Kysely<unknown>, alter: () => Promise<void>): Promise<void> {
  await sql`set constraints ledger_entries_balanced immediate`.execute(db);
  await alter();
  await sql`set constraints ledger_entries_balanced deferred`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Before the column is added: adding a stored column rewrites the table, with the new fillfactor.
  await sql`alter table orders set (fillfactor = 85)`.execute(db);
  await sql`alter table orders add column final boolean not null generated always as (status in ${finalStatuses}) stored`.execute(
    db,
  );
  await sql`drop index orders_working_idx`.execute(db);
  await sql`create index orders_open_idx on orders (market, created_at) where not final`.execute(db);

  await sql`create domain iso_date_text as text check (value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`.execute(db);
  await sql`create domain order_side as text check (value in ('BUY', 'SELL'))`.execute(db);
  await sql`create domain order_quantity as integer check (value > 0)`.execute(db);
  await sql`alter table orders
    drop constraint orders_side_check, drop constraint orders_quantity_check,
    drop constraint orders_expiry_date_check, drop constraint orders_trade_date_check,
    alter column side type order_side, alter column quantity type order_quantity,
    alter column expiry_date type iso_date_text, alter column trade_date type iso_date_text`.execute(db);

  // As a CHECK refuses (SQLSTATE 23514, the constraint's name), from the trigger's WHEN: called only then.
  await sql`
    create function ledger_asset_refused() returns trigger language plpgsql as $$
    begin
      raise exception 'new row for relation "%" violates check constraint "%"', tg_table_name, tg_table_name || '_asset'
        using errcode = 'check_violation', table = tg_table_name, constraint = tg_table_name || '_asset';
    end $$`.execute(db);
  await withJournalChecksDone(db, async () => {
    for (const table of assetTables) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_asset`)}`.execute(db);
      await sql`
      create trigger ${sql.raw(`${table}_asset`)} before insert or update of ${assetColumns} on ${sql.table(table)}
      for each row when (not (${assetRule('new')})) execute function ledger_asset_refused()`.execute(db);
    }
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withJournalChecksDone(db, async () => {
    for (const table of assetTables) {
      await sql`drop trigger ${sql.raw(`${table}_asset`)} on ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_asset`)} check (${assetRule(null)})`.execute(
        db,
      );
    }
  });
  await sql`drop function ledger_asset_refused()`.execute(db);
  await sql`alter table orders
    alter column side type text, alter column quantity type integer,
    alter column expiry_date type text, alter column trade_date type text,
    add constraint orders_side_check check (side in ('BUY', 'SELL')),
    add constraint orders_quantity_check check (quantity > 0),
    add constraint orders_expiry_date_check check (expiry_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    add constraint orders_trade_date_check check (trade_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`.execute(db);
  await sql`drop domain order_quantity`.execute(db);
  await sql`drop domain order_side`.execute(db);
  await sql`drop domain iso_date_text`.execute(db);
  await sql`drop index orders_open_idx`.execute(db);
  await sql`create index orders_working_idx on orders (status)
    where status in ('PND', 'ACK', 'PFL', 'PTC', 'PTR')`.execute(db);
  await sql`alter table orders drop column final`.execute(db);
  await sql`alter table orders reset (fillfactor)`.execute(db);
}
