import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Identity and sessions. Secrets that grant access (session and refresh tokens, second-factor tokens, slider
// keys and tokens, one-time codes) are stored only as SHA-256 hashes, so a leaked table opens nothing.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null until the client accepts it: an agreement introduced later applies to existing clients too.
  await db.schema.alterTable('users').addColumn('additional_agreement_accepted_at', 'timestamptz').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('session_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('refresh_token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('signing_key', 'text', (column) => column.notNull())
    // The second factor used to log in: security notices go out on another channel.
    .addColumn('otp_channel', 'text', (column) => column.notNull())
    .addColumn('device_uuid', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_user_idx')
    .on('sessions')
    .columns(['user_id', 'broker_code'])
    .execute();

  // Refresh tokens already exchanged: one coming back means a copy was stolen, and the session ends.
  await db.schema
    .createTable('retired_refresh_tokens')
    .addColumn('refresh_token_hash', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) => column.notNull().references('sessions.session_id'))
    .addColumn('retired_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('login_records')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('otp_channel', 'text', (column) => column.notNull())
    .addColumn('device_uuid', 'text')
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('logged_in_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('login_records_user_idx')
    .on('login_records')
    .columns(['user_id', 'logged_in_at'])
    .execute();

  // Keyed by the user ID as typed, not by a user: unknown IDs are counted and locked the same way, so the
  // answers never tell whether an ID exists.
  await db.schema
    .createTable('login_attempts')
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('user_ref', 'text', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('login_attempts_pk', ['broker_code', 'user_ref'])
    .execute();

  // A second-factor step (LOGIN) or a password-reset step (RESET_PASSWORD). Reset steps exist for unknown
  // users and unregistered contacts too (user_known false, nothing sent), so they behave identically.
  await db.schema
    .createTable('otp_challenges')
    .addColumn('challenge_id', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('LOGIN', 'RESET_PASSWORD')`),
    )
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('user_known', 'boolean', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('SMS', 'EMAIL', 'APP')`))
    .addColumn('contact', 'text', (column) => column.notNull())
    .addColumn('two_fa_token_hash', 'text', (column) => column.unique())
    .addColumn('validation_token_hash', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('mismatches', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('resend_after', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('otp_challenges_user_idx')
    .on('otp_challenges')
    .columns(['purpose', 'broker_code', 'user_id', 'contact'])
    .execute();

  await db.schema
    .createTable('app_otp_prefixes')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('challenge_id', 'text', (column) => column.notNull().references('otp_challenges.challenge_id'))
    .addColumn('prefix', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('app_otp_prefixes_challenge_idx')
    .on('app_otp_prefixes')
    .column('challenge_id')
    .execute();

  // A slider puzzle and, once solved, the validation token it yields (bound to the first user and contact
  // it is used for).
  await db.schema
    .createTable('validation_challenges')
    .addColumn('key_hash', 'text', (column) => column.primaryKey())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('gap_x', 'integer', (column) => column.notNull())
    .addColumn('piece_y', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('spent_at', 'timestamptz')
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('token_expires_at', 'timestamptz')
    .addColumn('token_user_id', 'text')
    .addColumn('token_contact', 'text')
    .addColumn('token_used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  // What the platform sent by SMS and e-mail. The development outbox shows it; a gateway adapter would
  // deliver it instead.
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('SMS', 'EMAIL')`))
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('outbox_messages_recipient_idx')
    .on('outbox_messages')
    .column('recipient')
    .execute();

  await db.schema
    .createTable('user_configurations')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('user_configurations_pk', ['user_id', 'item'])
    .execute();

  await db.schema
    .createTable('client_reports')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('function_log', 'product_usage_error')`),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('broker_code', 'text')
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
}
