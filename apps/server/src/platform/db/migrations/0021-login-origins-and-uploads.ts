import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Staff logins follow the clients' rules through the same login guard: their failures are counted in
// login_attempts (purpose STAFF_LOGIN, per address and staff ID, and per staff ID overall), so the member-wide
// counter of staff_members goes, and a staff session remembers the device and address it was opened from (a
// known origin is never slowed by strangers' guesses). What clients upload (transfer certificates, feedback
// with images) is recorded per client in upload_usage, the quota's rolling day; certificates no deposit used
// are purged by their age (the index on created_at keeps that a range scan).

const purposes = (list: readonly string[]) => sql.raw(list.map((purpose) => `'${purpose}'`).join(', '));

async function allowPurposes(db: Kysely<unknown>, list: readonly string[]): Promise<void> {
  await sql`alter table login_attempts drop constraint login_attempts_purpose_check`.execute(db);
  await sql`alter table login_attempts add constraint login_attempts_purpose_check
    check (purpose in (${purposes(list)}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowPurposes(db, ['LOGIN', 'RESET_PASSWORD', 'STAFF_LOGIN']);
  await db.schema
    .alterTable('staff_members')
    .dropColumn('failed_attempts')
    .dropColumn('locked_until')
    .execute();
  await db.schema
    .alterTable('staff_sessions')
    .addColumn('device_uuid', 'text')
    .addColumn('address', 'text')
    .execute();
  await db.schema
    .createIndex('staff_sessions_member_idx')
    .on('staff_sessions')
    .columns(['broker_code', 'staff_id'])
    .execute();

  await db.schema
    .createTable('upload_usage')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('CERTIFICATE', 'FEEDBACK')`))
    .addColumn('bytes', 'integer', (column) => column.notNull())
    .addColumn('stored_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('upload_usage_user_idx')
    .on('upload_usage')
    .columns(['user_id', 'stored_at'])
    .execute();
  await db.schema
    .createIndex('fund_certificates_created_idx')
    .on('fund_certificates')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fund_certificates_created_idx').execute();
  await db.schema.dropTable('upload_usage').execute();
  await db.schema.dropIndex('staff_sessions_member_idx').execute();
  await db.schema.alterTable('staff_sessions').dropColumn('device_uuid').dropColumn('address').execute();
  await db.schema
    .alterTable('staff_members')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await sql`delete from login_attempts where purpose = 'STAFF_LOGIN'`.execute(db);
  await allowPurposes(db, ['LOGIN', 'RESET_PASSWORD']);
}
