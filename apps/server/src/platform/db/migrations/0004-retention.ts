import type { Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Quotas and retention. Anonymous writes are counted per caller and in total per fixed window, in the database
// so every node counts the same. The indexes let the purge job find expired rows without reading whole tables.

/** The column each purge selects by, per table. */
const purgeIndexes: [table: string, column: string][] = [
  ['otp_challenges', 'expires_at'],
  ['app_otp_prefixes', 'expires_at'],
  ['validation_challenges', 'expires_at'],
  ['retired_refresh_tokens', 'session_id'],
  ['sessions', 'expires_at'],
  ['login_records', 'logged_in_at'],
  ['outbox_messages', 'created_at'],
  ['client_reports', 'created_at'],
  ['feature_requests', 'created_at'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('anonymous_write_quotas')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    // Who spent it: 'address:<ip>', 'user:<broker>:<user ID>', or 'anonymous' for the total of all addresses.
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('window_end', 'timestamptz', (column) => column.notNull())
    .addColumn('used', 'integer', (column) => column.notNull())
    .addUniqueConstraint('anonymous_write_quotas_window', ['subject', 'window_end'])
    .execute();
  await db.schema
    .createIndex('anonymous_write_quotas_end_idx')
    .on('anonymous_write_quotas')
    .column('window_end')
    .execute();

  for (const [table, column] of purgeIndexes) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
}
