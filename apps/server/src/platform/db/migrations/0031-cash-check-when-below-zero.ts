import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The available-cash check (0009) is called only for a cash row without credit whose `balance - on_hold` is below
// zero: the trigger's WHEN, evaluated without calling PL/pgSQL, is the function's own first conditions, so the
// function, unchanged, decides the rest (a fall or a new row, the exchange's facts) exactly as before. Under the
// orders bench it was called for every balance row written, three an order, and refused none (bench/README.md,
// "Orders through the API", session 33).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_balances_cash_available on ledger_balances`.execute(db);
  await sql`
    create trigger ledger_balances_cash_available before insert or update on ledger_balances
    for each row when (new.asset_kind = 'cash' and not new.may_borrow and new.balance - new.on_hold < 0)
    execute function ledger_cash_available_check()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_balances_cash_available on ledger_balances`.execute(db);
  await sql`
    create trigger ledger_balances_cash_available before insert or update on ledger_balances
    for each row execute function ledger_cash_available_check()`.execute(db);
}
