import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The ledger's two triggers on the order path, cheaper and as strict (bench/README.md, "Orders through the API",
// session 33: measured with pg_stat_user_functions under the orders bench).
//
// - A journal's balance is checked once per statement that inserts entries, for each journal it touches, instead
//   of once per entry at commit: 0006's deferred constraint trigger ran the same query for every leg (a fill's two
//   journals and six legs paid six queries and six queued events, the largest trigger cost of an order). The check
//   reads all of a journal's entries, old and new, so adding legs to an old journal is still refused unless the
//   journal still balances. It is now immediate: a journal must balance at the end of the statement that writes
//   its legs (postJournals writes every leg of every journal in one statement), not merely at commit, which is
//   stricter; constraint triggers are per row only, hence a plain statement trigger with the inserted rows.
// - The available-cash check runs only for a cash row without credit whose `balance - on_hold` is below zero: the
//   trigger's WHEN (evaluated without calling the function) is the function's own first conditions, so the
//   function, unchanged, decides the rest (an increase, the exchange's facts) exactly as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`drop function ledger_journal_balanced()`.execute(db);
  // One index lookup per journal touched (lateral, so the plan never depends on the inserted rows' count).
  await sql`
    create function ledger_journals_balanced() returns trigger language plpgsql as $$
    declare unbalanced record;
    begin
      select touched.journal_id, legs.asset_key into unbalanced
        from (select distinct journal_id from added_entries) as touched
        cross join lateral (
          select asset_key from ledger_entries
           where ledger_entries.journal_id = touched.journal_id
           group by asset_key having sum(amount) <> 0 limit 1) as legs
       limit 1;
      if found then
        raise exception 'journal % does not balance in %', unbalanced.journal_id, unbalanced.asset_key
          using errcode = 'check_violation';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_balanced after insert on ledger_entries
      referencing new table as added_entries
      for each statement execute function ledger_journals_balanced()`.execute(db);

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

  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`drop function ledger_journals_balanced()`.execute(db);
  await sql`
    create function ledger_journal_balanced() returns trigger language plpgsql as $$
    declare unbalanced text;
    begin
      select asset_key into unbalanced from ledger_entries
       where journal_id = new.journal_id group by asset_key having sum(amount) <> 0 limit 1;
      if unbalanced is not null then
        raise exception 'journal % does not balance in %', new.journal_id, unbalanced
          using errcode = 'check_violation';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_journal_balanced()`.execute(db);
}
