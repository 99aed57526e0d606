import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Failed logins are counted per client address and user ID (the lock of one address leaves every other
// address free, so nobody can lock a client out from afar) and once more per user ID across all addresses
// (the row whose address is '*'), which only slows attempts down. Wrong codes of password resets are counted
// the same way in rows of their own (purpose RESET_PASSWORD), so a locked login never blocks the reset that
// unlocks it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('purpose', 'text', (column) =>
      column
        .notNull()
        .defaultTo('LOGIN')
        .check(sql`purpose in ('LOGIN', 'RESET_PASSWORD')`),
    )
    .addColumn('address', 'text', (column) => column.notNull().defaultTo('*'))
    .execute();
  await db.schema.alterTable('login_attempts').dropConstraint('login_attempts_pk').execute();
  await db.schema
    .alterTable('login_attempts')
    .addPrimaryKeyConstraint('login_attempts_pk', ['broker_code', 'user_ref', 'purpose', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_attempts where address <> '*' or purpose <> 'LOGIN'`.execute(db);
  await db.schema.alterTable('login_attempts').dropConstraint('login_attempts_pk').execute();
  await db.schema
    .alterTable('login_attempts')
    .addPrimaryKeyConstraint('login_attempts_pk', ['broker_code', 'user_ref'])
    .execute();
  await db.schema.alterTable('login_attempts').dropColumn('address').dropColumn('purpose').execute();
}
