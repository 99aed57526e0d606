import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Failed logins are counted per client address and user ID (the lock of one address leaves every other
// address free, so nobody can lock a client out from afar) and once more per user ID across all addresses
// (the row whose address is '*'), which only slows attempts down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('address', 'text', (column) => column.notNull().defaultTo('*'))
    .execute();
  await db.schema.alterTable('login_attempts').dropConstraint('login_attempts_pk').execute();
  await db.schema
    .alterTable('login_attempts')
    .addPrimaryKeyConstraint('login_attempts_pk', ['broker_code', 'user_ref', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_attempts where address <> '*'`.execute(db);
  await db.schema.alterTable('login_attempts').dropConstraint('login_attempts_pk').execute();
  await db.schema
    .alterTable('login_attempts')
    .addPrimaryKeyConstraint('login_attempts_pk', ['broker_code', 'user_ref'])
    .execute();
  await db.schema.alterTable('login_attempts').dropColumn('address').execute();
}
