import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Price alerts: a client's condition on a stock's live price (a type, a frequency and a value), whether it is
// enabled, and the evaluator's state kept here rather than only in memory so a restart or a second server node
// agrees with it: `armed` (the condition was last seen false, so its next true look fires), the business date it
// last fired on (OPD), and TRIGGERED once an OFA alert fired. A firing claims the row with a conditional UPDATE
// on these columns, so one edge fires once however many nodes watch it.

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_alerts')
    .addColumn('alert_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('NominalUp', 'NominalDown', 'ChangePctUp', 'ChangePctDown')`),
    )
    .addColumn('frequency', 'text', (column) =>
      column.notNull().check(sql`frequency in ('OFA', 'OPD', 'EFA')`),
    )
    .addColumn('value', 'numeric(24, 6)', (column) => column.notNull().check(sql`value > 0`))
    .addColumn('enabled', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE', 'TRIGGERED')`),
    )
    .addColumn('armed', 'boolean', (column) => column.notNull().defaultTo(true))
    // 'YYYY-MM-DD', the platform's business date (Asia/Shanghai) of the last firing.
    .addColumn('last_fired_date', 'text')
    .addColumn('last_fired_at', 'timestamptz')
    .addColumn('fire_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addForeignKeyConstraint('price_alerts_user_fk', ['user_id'], 'users', ['user_id'])
    .execute();
  await db.schema.createIndex('price_alerts_user_idx').on('price_alerts').columns(['user_id']).execute();
  // The evaluator loads the alerts it watches: enabled and not finished.
  await db.schema
    .createIndex('price_alerts_watched_idx')
    .on('price_alerts')
    .columns(['market', 'stock_code'])
    .where(sql.ref('enabled'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_alerts').execute();
}
