import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// One table for every Idempotency-Key (the workflow kernel, platform/http/idempotency.ts). Until now six
// places kept keys their own way: order_idempotency_keys, fund_idempotency_keys and stock_screener_keys, and a
// key column on dividend_elections, quote_plan_applications and announcements. A key belongs to its caller's
// scope ('client:<user ID>', 'staff:<broker>:<staff ID>'), names the call it was used for, the SHA-256 of the
// request's content and what the request created (its reference).
//
// The keys already kept move here, so a retry sent across the upgrade still answers what its first request
// made. Their content was hashed another way, so they keep none (request_hash null): such a key answers its own
// call's replay whatever content comes with it, and never acts twice. Announcement keys were the broker's;
// they become their writer's. Should one caller have used a key in two places, the first listed is kept.
// There is no down: the old tables' hashes are gone, and keys made since could not be put back.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    // 'POST /api/orders': a key used for one call is refused for another.
    .addColumn('call', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text')
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'idempotency_key'])
    .execute();

  await sql`insert into idempotency_keys (scope, idempotency_key, call, reference, created_at)
    select 'client:' || user_id, idempotency_key, 'POST /api/orders', order_id, created_at
      from order_idempotency_keys
    union all
    select 'client:' || k.user_id, k.idempotency_key,
           case r.type when 'DEPOSIT' then 'POST /api/funds/deposits'
                       when 'WITHDRAWAL' then 'POST /api/funds/withdrawals'
                       when 'EXCHANGE' then 'POST /api/funds/exchanges'
                       else 'POST /api/funds/transfers' end,
           k.request_id, k.created_at
      from fund_idempotency_keys k join fund_requests r on r.request_id = k.request_id
    union all
    select 'client:' || user_id, idempotency_key, 'POST /api/dividends/:announcementID/elections',
           election_id, elected_at
      from dividend_elections
    union all
    select 'client:' || user_id, idempotency_key, 'POST /api/stocks/screeners', screener_id, created_at
      from stock_screener_keys
    union all
    select 'client:' || user_id, idempotency_key, 'POST /api/users/:userID/quote_plans/applications',
           application_id, created_at
      from quote_plan_applications where idempotency_key is not null
    union all
    select 'staff:' || broker_code || ':' || created_by, idempotency_key, 'POST /api/staff/announcements',
           announcement_id, created_at
      from announcements where idempotency_key is not null
    on conflict do nothing`.execute(db);

  await db.schema.dropTable('order_idempotency_keys').execute();
  await db.schema.dropTable('fund_idempotency_keys').execute();
  await db.schema.dropTable('stock_screener_keys').execute();
  await db.schema.dropIndex('dividend_elections_key_idx').execute();
  await db.schema
    .alterTable('dividend_elections')
    .dropColumn('idempotency_key')
    .dropColumn('request_hash')
    .execute();
  await db.schema
    .alterTable('quote_plan_applications')
    .dropConstraint('quote_plan_applications_key_unique')
    .execute();
  await db.schema.alterTable('quote_plan_applications').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('announcements').dropConstraint('announcements_idempotency_key').execute();
  await db.schema.alterTable('announcements').dropColumn('idempotency_key').execute();
}
