import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// An order's row is updated in place (a HOT update: no new entry in any index) while it works, and its
// statements stop rebuilding checks that cannot fail for them (bench/README.md, "Orders through the API",
// sessions 33 and 35).
//
// HOT needs no indexed column to change, a partial index's predicate included, and room on the row's page.
// orders_working_idx was a partial index over `status` (0007), so every move (ACK, each fill) wrote a new version
// into all four indexes. The readers of the open orders (start-up and the day roll: working(), parked(); the
// conditional engine: held(), withCondition()) now find them by `final`, a column the database computes from
// the status, which changes once in an order's life: when it ends (a voided fill, FFL to CAN, stays final). A date cannot stand in for it: NONE orders have no last date, and an order left
// working when the platform was down at its close (a DAY order of a day the platform missed) is found and ended
// at the next start-up, whatever its date. The index covers only columns no update changes (market,
// created_at). fillfactor leaves each page room for the new version of its rows.
//
// PostgreSQL rebuilds every CHECK of a table from its stored text in every statement that writes it (an
// order's three). Those over one column (side, quantity, the two business dates) become domains: a domain's
// check is cached per connection and runs only where a value is written to that column (the insert, an
// amendment), not in the moves that leave it alone. The two checks across columns stay.

const finalStatuses = sql`('DIS', 'FFL', 'CAN', 'CLS', 'REJ')`;

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
