import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Quote plans: one row per client and market (a market without a row is on the DELAYED plan), and the
// applications to upgrade that customer service follows up.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_plans')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('plan', 'text', (column) =>
      column.notNull().check(sql`plan in ('DELAYED', 'CLICK', 'LEVEL1', 'LEVEL2')`),
    )
    // Only the CLICK plan counts clicks; the check makes spending below zero impossible even for a buggy caller.
    .addColumn('clicks_remaining', 'integer', (column) => column.check(sql`clicks_remaining >= 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('quote_plans_pk', ['user_id', 'market'])
    .execute();

  await db.schema
    .createTable('quote_plan_applications')
    .addColumn('application_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('plan', 'text', (column) => column.notNull().check(sql`plan in ('LEVEL1', 'LEVEL2')`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('PENDING', 'APPROVED', 'REJECTED')`),
    )
    // A retried request carries the same key; unique per user so a retry can never create a second application.
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addUniqueConstraint('quote_plan_applications_key_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('quote_plan_applications_user_idx')
    .on('quote_plan_applications')
    .columns(['user_id', 'market', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_plan_applications').execute();
  await db.schema.dropTable('quote_plans').execute();
}
