import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// IPOs (new issues) and clients' eIPO applications. An issue belongs to one broker: its prospectus and terms
// (financing as one JSON object, null when the issue offers none), its status, the final price once fixed, how
// much of the financing pool applications have borrowed (kept on the row, which a financed application locks, so
// two applications never both take the pool's last dollar) and the money-moving step one member of staff
// prepared for another to approve (four-eyes). An application is one account's for one issue: at most one that
// is not cancelled per issue and account (a unique index, so a race of two answers E7066 to one), with the
// figures held when it was received, its eIPO code and flag, and a short number 'P-2611-000012' from the
// numbering of migration 0026 (letter P). Both have their status events, as every workflow does.

const money = 'numeric(24, 6)';
const businessDate = `~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

/** A workflow's status events: who moved the row (kind and id) from what to what, why, when. */
async function createEvents(db: Kysely<unknown>, table: string, key: string, of: string): Promise<void> {
  await sql
    .raw(
      `create table ${table} (
        event_id bigserial primary key,
        ${key} text not null references ${of} (${key}),
        from_status text,
        to_status text not null,
        actor_kind text not null,
        actor_id text not null,
        reason text,
        at timestamptz not null default now()
      )`,
    )
    .execute(db);
  await sql.raw(`create index ${table}_idx on ${table} (${key}, event_id)`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    create table ipo_issues (
      ipo_id text primary key,
      broker_code text not null references brokers (broker_code),
      market text not null default 'HK',
      stock_code text not null check (stock_code ~ '^[0-9]{5}$'),
      name jsonb not null,
      currency text not null,
      offer_price_low ${money} check (offer_price_low > 0),
      offer_price_high ${money} not null check (offer_price_high > 0),
      lot_size integer not null check (lot_size > 0),
      shares_offered bigint not null check (shares_offered > 0),
      quantities jsonb not null,
      cash_handling_fee ${money} not null check (cash_handling_fee >= 0),
      financed_handling_fee ${money} not null check (financed_handling_fee >= 0),
      financing jsonb,
      open_at timestamptz not null,
      financed_cutoff_at timestamptz not null,
      cash_cutoff_at timestamptz not null,
      close_at timestamptz not null,
      price_fixing_date text not null check (price_fixing_date ${businessDate}),
      results_date text not null check (results_date ${businessDate}),
      grey_market_date text not null check (grey_market_date ${businessDate}),
      listing_date text not null check (listing_date ${businessDate}),
      status text not null check (status in ('DRAFT', 'UPCOMING', 'OPEN', 'CLOSED', 'ALLOTTED', 'LISTED', 'CANCELLED')),
      final_price ${money} check (final_price > 0),
      oversubscription numeric(18, 2),
      pool_used ${money} not null default 0 check (pool_used >= 0),
      pending_step jsonb,
      published_at timestamptz,
      created_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    )
    .execute(db);
  // The desk's list (newest listing first, by status) and the client lists (published, by status and dates).
  await sql`create index ipo_issues_broker_idx on ipo_issues (broker_code, status, listing_date desc)`.execute(
    db,
  );
  await sql`create index ipo_issues_stock_idx on ipo_issues (broker_code, stock_code)`.execute(db);

  await createEvents(db, 'ipo_issue_events', 'ipo_id', 'ipo_issues');

  await sql
    .raw(
      `
    create table ipo_applications (
      application_id text primary key,
      application_number text not null,
      broker_code text not null references brokers (broker_code),
      ipo_id text not null references ipo_issues (ipo_id),
      user_id text not null,
      account_number text not null references accounts (account_number),
      type text not null check (type in ('CASH', 'FINANCED')),
      quantity integer not null check (quantity > 0),
      status text not null check (status in ('RECEIVED', 'CANCELLED', 'LODGED', 'ALLOTTED', 'REJECTED', 'VOIDED')),
      eipo_code text not null check (eipo_code in ('ACK', 'AEE', 'BOE', 'REJ', 'ACP', 'CLS', 'PTC')),
      eipo_flag text check (eipo_flag in ('S', 'A', 'X')),
      amount ${money} not null check (amount > 0),
      handling_fee ${money} not null check (handling_fee >= 0),
      loan_ratio numeric(8, 6) check (loan_ratio > 0 and loan_ratio < 1),
      loan_amount ${money} not null default 0 check (loan_amount >= 0),
      interest ${money} not null default 0 check (interest >= 0),
      own_part ${money} not null check (own_part >= 0),
      total_due ${money} not null check (total_due > 0),
      hold_id text,
      cutoff_at timestamptz not null,
      allotted_quantity integer check (allotted_quantity >= 0),
      refund_amount ${money},
      reason jsonb,
      business_date text not null check (business_date ${businessDate}),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    )
    .execute(db);
  await sql`
    create unique index ipo_applications_one_per_account on ipo_applications (ipo_id, account_number)
      where status <> 'CANCELLED'`.execute(db);
  await sql`create unique index ipo_applications_number_unique on ipo_applications (broker_code, application_number)`.execute(
    db,
  );
  // The client's list (newest first), the desk's (oldest first per issue and status) and the cut-off's search.
  await sql`create index ipo_applications_user_idx on ipo_applications (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create index ipo_applications_ipo_idx on ipo_applications (ipo_id, status, created_at)`.execute(
    db,
  );
  // The number from migration 0026's sequence, letter P, by the application's business date; one statement each.
  for (const statement of [
    `create function ipo_applications_number() returns trigger language plpgsql as $$
       begin
         new.application_number := coalesce(new.application_number,
           next_human_number(new.broker_code, 'P', new.business_date));
         return new;
       end $$`,
    `create trigger ipo_applications_number before insert on ipo_applications
       for each row execute function ipo_applications_number()`,
  ]) {
    await sql.raw(statement).execute(db);
  }

  await createEvents(db, 'ipo_application_events', 'application_id', 'ipo_applications');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ipo_application_events`.execute(db);
  await sql`drop trigger ipo_applications_number on ipo_applications`.execute(db);
  await sql`drop function ipo_applications_number()`.execute(db);
  await sql`drop table ipo_applications`.execute(db);
  await sql`drop table ipo_issue_events`.execute(db);
  await sql`drop table ipo_issues`.execute(db);
}
