import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Money movement. Per broker and currency: the minimum deposit and the handling fees (fund_currency_rules),
// the broker's own bank accounts clients pay into (payee_banks). Per client: bank accounts registered in their
// own name (client_bank_accounts, the only places withdrawals go), the ID number the simulated bank checks eDDA
// authorisations against (users.id_number), crypto accounts paired with a stock account (accounts of type
// CRYPTO, so the ledger keeps their cash like any other client account). Fund requests with their status
// history and Idempotency-Keys, transfer certificates (bytes kept in the database, so a backup holds them) and
// eDDA authorisations.

const now = sql`now()`;
const money = 'numeric(24, 6)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts drop constraint if exists accounts_account_type_check`.execute(db);
  await sql`alter table accounts add constraint accounts_account_type_check
    check (account_type in ('CASH', 'MARGIN', 'CRYPTO'))`.execute(db);
  // Withdrawals are signed with an SMS code drawn by the same one-time-code machinery as logins.
  await sql`alter table otp_challenges drop constraint if exists otp_challenges_purpose_check`.execute(db);
  await sql`alter table otp_challenges add constraint otp_challenges_purpose_check
    check (purpose in ('LOGIN', 'RESET_PASSWORD', 'WITHDRAWAL'))`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('id_number', 'text', (column) => column.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('fund_currency_rules')
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('currency_code', 'text', (column) => column.notNull().references('currencies.currency_code'))
    .addColumn('minimum_deposit', money, (column) => column.notNull().check(sql`minimum_deposit >= 0`))
    // Null: the broker has set no fee, so withdrawals (exchanges) of the currency are refused as unpriced.
    .addColumn('withdrawal_fee', money, (column) => column.check(sql`withdrawal_fee >= 0`))
    .addColumn('exchange_fee', money, (column) => column.check(sql`exchange_fee >= 0`))
    .addPrimaryKeyConstraint('fund_currency_rules_pk', ['broker_code', 'currency_code'])
    .execute();

  await db.schema
    .createTable('payee_banks')
    .addColumn('payee_bank_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('currency_code', 'text', (column) => column.notNull().references('currencies.currency_code'))
    .addColumn('bank_code', 'text', (column) => column.notNull().references('banks.bank_code'))
    .addColumn('account_name', 'text', (column) => column.notNull())
    .addColumn('account_number', 'text', (column) => column.notNull())
    .addColumn('fps_id', 'text')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('client_bank_accounts')
    .addColumn('bank_account_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('bank_code', 'text', (column) => column.notNull().references('banks.bank_code'))
    .addColumn('account_name', 'text', (column) => column.notNull())
    .addColumn('account_number', 'text', (column) => column.notNull())
    .addColumn('currencies', 'jsonb', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('crypto_accounts')
    .addColumn('stock_account_number', 'text', (column) =>
      column.primaryKey().references('accounts.account_number'),
    )
    .addColumn('crypto_account_number', 'text', (column) =>
      column.notNull().unique().references('accounts.account_number'),
    )
    .execute();

  await db.schema
    .createTable('fund_certificates')
    .addColumn('certificate_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  await sql`create sequence fund_request_numbers`.execute(db);
  await db.schema
    .createTable('fund_requests')
    .addColumn('request_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('DEPOSIT', 'WITHDRAWAL', 'EXCHANGE', 'TRANSFER')`),
    )
    .addColumn('currency_code', 'text', (column) => column.notNull())
    .addColumn('amount', money, (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('fee', money, (column) => column.notNull().defaultTo('0'))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('PND', 'ACK', 'PTC', 'APV', 'CLS', 'CAN', 'REJ')`),
    )
    .addColumn('details', 'jsonb', (column) => column.notNull())
    // The ledger hold of the money the request will take (withdrawals, exchanges, transfers).
    .addColumn('hold_id', 'text')
    .addColumn('prepared_by', 'text')
    .addColumn('reject_reason', 'text')
    // A deposit's certificate is used once.
    .addColumn('certificate_id', 'text', (column) =>
      column.unique().references('fund_certificates.certificate_id'),
    )
    .addColumn('business_date', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('fund_requests_user_idx')
    .on('fund_requests')
    .columns(['user_id', 'business_date'])
    .execute();
  await db.schema
    .createIndex('fund_requests_queue_idx')
    .on('fund_requests')
    .columns(['broker_code', 'status', 'type'])
    .execute();

  await db.schema
    .createTable('fund_request_events')
    .addColumn('event_id', 'bigserial', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) => column.notNull().references('fund_requests.request_id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('actor_kind', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('fund_request_events_request_idx')
    .on('fund_request_events')
    .columns(['request_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('fund_idempotency_keys')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('request_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('fund_idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('edda_authorisations')
    .addColumn('edda_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('bank_code', 'text', (column) => column.notNull().references('banks.bank_code'))
    .addColumn('bank_account_number', 'text', (column) => column.notNull())
    .addColumn('account_holder_name', 'text', (column) => column.notNull())
    .addColumn('matches_record', 'boolean', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('SUBMITTED', 'CONFIRMED', 'INVALID', 'REFUSED')`),
    )
    .addColumn('state_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'edda_authorisations',
    'fund_idempotency_keys',
    'fund_request_events',
    'fund_requests',
    'fund_certificates',
    'crypto_accounts',
    'client_bank_accounts',
    'payee_banks',
    'fund_currency_rules',
  ])
    await db.schema.dropTable(table).execute();
  await sql`drop sequence fund_request_numbers`.execute(db);
  await db.schema.alterTable('users').dropColumn('id_number').execute();
}
