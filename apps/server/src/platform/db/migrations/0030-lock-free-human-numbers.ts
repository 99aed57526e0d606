import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Human numbers without a held lock. Migration 0026 took each number from a counter row per broker, letter and
// month, updated by an upsert whose row lock lasts until the inserting transaction commits: every placement of
// a broker waited for the one before it to commit, so orders could never share a commit (group commit) nor run
// side by side. A PostgreSQL sequence hands out values without a transaction lock (nextval is never rolled
// back), so here each letter takes its numbers from one sequence of its own, and the number stays the letter,
// the business date's year and month, and the value: 'O-2611-000123'. Numbers stay unique (a sequence never
// repeats a value) and readable; they no longer restart at 1 each month nor count per broker, so one broker's
// numbers have gaps (another broker's rows, rolled-back inserts), which 0026 already allowed. Past 999999 the
// value keeps all its digits (lpad would cut them off). Each sequence starts above every number 0026 gave its
// letter in any month or broker, so no new number can equal an old one. Sequences live in the public schema,
// so backups carry their values and a restore sets them (write-backup.ts).

const letters = ['O', 'P', 'D', 'W', 'X', 'T'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const letter of letters) {
    const { rows } = await sql<{ last: string | null }>`
      select max(last_value)::text as last from human_number_sequences where letter = ${letter}`.execute(db);
    const start = BigInt(rows[0]?.last ?? '0') + 1n;
    await sql
      .raw(`create sequence human_numbers_${letter.toLowerCase()} as bigint start with ${start.toString()}`)
      .execute(db);
  }
  await sql`
    create or replace function next_human_number(of_broker text, of_letter text, of_day text) returns text
    language plpgsql as $$
    declare
      taken text := nextval(('human_numbers_' || lower(of_letter))::regclass)::text;
    begin
      -- Business dates are text, 'YYYY-MM-DD': '2026-11-27' is month 2611. of_broker stays in the signature:
      -- the triggers of 0026 and 0027 call it so.
      return of_letter || '-' || substr(of_day, 3, 2) || substr(of_day, 6, 2) || '-'
        || case when length(taken) < 6 then lpad(taken, 6, '0') else taken end;
    end $$`.execute(db);
  await sql`drop table human_number_sequences`.execute(db);
}
