import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Four-eyes on money coming in and on currency exchange: per broker and currency, the amount above which a
// deposit verified or an exchange processed by one member of staff waits for another member's approval before
// any money moves (withdrawals always need two). It is kept beside the broker's other per-currency fund rules,
// on the server only: the public configuration call would tell anyone the amount to stay under.
//
// A rule added later without a value gets 0: every request of that currency needs two members until the broker
// sets its amount (the safe side). Rules that exist already get the equivalent of HKD 1,000,000 at the
// reference rate (whole units), so what a broker ran yesterday keeps working: below that, one member as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fund_currency_rules')
    .addColumn('four_eyes_above', 'numeric(24, 6)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`four_eyes_above >= 0`),
    )
    .execute();
  await sql`update fund_currency_rules as rule
    set four_eyes_above = floor(1000000 / rate.hkd_per_unit)
    from reference_rates as rate
    where rate.currency_code = rule.currency_code and rate.hkd_per_unit > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_currency_rules').dropColumn('four_eyes_above').execute();
}
