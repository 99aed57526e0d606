import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Short human numbers for orders and fund requests: clients and staff read, say on the phone and search for
// "O-2611-000123", not a UUID (which stays the API's identifier). A number is the kind's letter (O an order; D a
// deposit, W a withdrawal, X a currency exchange, T a transfer), the business date's year and month (the order's
// trade date, the request's business date) and a sequence per broker, letter and month.
//
// The database gives the number, in a trigger before each insert, so every way a row is written (the
// services, an OCO's second leg, a restore, the tests' own rows) gets one from the same sequence: the counter
// row of the broker, letter and month is taken with an upsert, which holds its lock until the inserting
// transaction ends, so two concurrent inserts never get the same number (a rolled-back insert may leave a gap,
// which is harmless). A row that already carries a number (a restored backup) keeps it. Rows written before
// this migration are numbered in the order they were created, and the counters start after them.

const kinds = [
  { table: 'orders', column: 'order_number', date: 'trade_date', key: 'order_id', letter: sql`'O'` },
  {
    table: 'fund_requests',
    column: 'request_number',
    date: 'business_date',
    key: 'request_id',
    letter: sql`case type when 'DEPOSIT' then 'D' when 'WITHDRAWAL' then 'W' when 'EXCHANGE' then 'X' else 'T' end`,
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table human_number_sequences (
      broker_code text not null,
      letter text not null,
      period text not null,
      last_value bigint not null,
      primary key (broker_code, letter, period)
    )`.execute(db);
  await sql`
    create function next_human_number(of_broker text, of_letter text, of_day text) returns text
    language plpgsql as $$
    declare
      taken bigint;
      -- Business dates are text, 'YYYY-MM-DD': '2026-11-27' is month 2611.
      of_period text := substr(of_day, 3, 2) || substr(of_day, 6, 2);
    begin
      insert into human_number_sequences as s (broker_code, letter, period, last_value)
        values (of_broker, of_letter, of_period, 1)
        on conflict (broker_code, letter, period) do update set last_value = s.last_value + 1
        returning s.last_value into taken;
      return of_letter || '-' || of_period || '-' || lpad(taken::text, 6, '0');
    end $$`.execute(db);

  for (const kind of kinds) {
    const table = sql.table(kind.table);
    const column = sql.ref(kind.column);
    const date = sql.ref(kind.date);
    const key = sql.ref(kind.key);
    await sql`alter table ${table} add column ${column} text`.execute(db);
    // Existing rows, numbered by creation within their broker, letter and month.
    const keyed = sql`
      select ${key} as id, broker_code, ${kind.letter} as letter,
             substr(${date}, 3, 2) || substr(${date}, 6, 2) as period, created_at
        from ${table}`;
    await sql`
      with keyed as (${keyed}),
      numbered as (
        select id, letter, period,
               row_number() over (partition by broker_code, letter, period order by created_at, id) as n
          from keyed
      )
      update ${table} t set ${column} = numbered.letter || '-' || numbered.period || '-' || lpad(numbered.n::text, 6, '0')
        from numbered where t.${key} = numbered.id`.execute(db);
    await sql`
      with keyed as (${keyed})
      insert into human_number_sequences (broker_code, letter, period, last_value)
      select broker_code, letter, period, count(*) from keyed group by broker_code, letter, period`.execute(
      db,
    );
    await sql`alter table ${table} alter column ${column} set not null`.execute(db);
    await sql`
      create unique index ${sql.raw(`${kind.table}_number_unique`)} on ${table} (broker_code, ${column})`.execute(
      db,
    );
    await sql
      .raw(
        `
      create function ${kind.table}_number() returns trigger language plpgsql as $$
      begin
        if new.${kind.column} is null then
          new.${kind.column} := next_human_number(new.broker_code, ${
            kind.table === 'orders'
              ? "'O'"
              : "case new.type when 'DEPOSIT' then 'D' when 'WITHDRAWAL' then 'W' when 'EXCHANGE' then 'X' else 'T' end"
          }, new.${kind.date});
        end if;
        return new;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `
      create trigger ${kind.table}_number before insert on ${kind.table}
        for each row execute function ${kind.table}_number()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kind of kinds) {
    await sql.raw(`drop trigger ${kind.table}_number on ${kind.table}`).execute(db);
    await sql.raw(`drop function ${kind.table}_number()`).execute(db);
    await sql.raw(`alter table ${kind.table} drop column ${kind.column}`).execute(db);
  }
  await sql`drop function next_human_number(text, text, text)`.execute(db);
  await sql`drop table human_number_sequences`.execute(db);
}
