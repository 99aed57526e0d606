import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The broker's back office: its staff (apart from clients: other people, other sessions, roles instead of
// accounts), their sessions, the steps of a staff login, and the audit trail every staff action and every
// change of a money request writes (who, when, what it was before and after).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    // Role names of the contract's staffRoles; permissions are derived from them, never stored.
    .addColumn('roles', 'jsonb', (column) => column.notNull())
    // Wrong passwords and codes since the last login; past the limit the member waits until locked_until.
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('disabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staff_members_pk', ['broker_code', 'staff_id'])
    .execute();

  await db.schema
    .createTable('staff_login_steps')
    .addColumn('step_token_hash', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('mismatches', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('staff_login_steps_member_fk', ['broker_code', 'staff_id'], 'staff_members', [
      'broker_code',
      'staff_id',
    ])
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('session_id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('signing_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addForeignKeyConstraint('staff_sessions_member_fk', ['broker_code', 'staff_id'], 'staff_members', [
      'broker_code',
      'staff_id',
    ])
    .execute();

  await db.schema
    .createTable('audit_records')
    .addColumn('audit_id', 'bigserial', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('actor_kind', 'text', (column) =>
      column.notNull().check(sql`actor_kind in ('CLIENT', 'STAFF', 'PLATFORM')`),
    )
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_records_subject_idx')
    .on('audit_records')
    .columns(['broker_code', 'subject_type', 'subject_id', 'audit_id'])
    .execute();
  await db.schema
    .createIndex('audit_records_broker_idx')
    .on('audit_records')
    .columns(['broker_code', 'audit_id'])
    .execute();
  // The trail is only ever appended to: a correction is another record.
  await sql`
    create function audit_records_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_records are append-only';
    end $$`.execute(db);
  await sql`
    create trigger audit_records_append_only before update or delete on audit_records
    for each row execute function audit_records_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_records').execute();
  await sql`drop function audit_records_append_only()`.execute(db);
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_login_steps').execute();
  await db.schema.dropTable('staff_members').execute();
}
