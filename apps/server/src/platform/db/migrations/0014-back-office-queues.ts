import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The back office's own queues: a broker's notices and announcements (three languages each, with the staff who
// wrote and published them, and the Idempotency-Key that wrote each so a retried write makes one), their
// status history, and on quote plan applications who decided them, when and why (the audit trail holds the
// rest).

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('announcement_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('NOTICE', 'ANNOUNCEMENT')`))
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED')`),
    )
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text')
    // First publication: clients' message centers get the announcement once, not on every re-publication.
    .addColumn('first_published_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addUniqueConstraint('announcements_idempotency_key', ['broker_code', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('announcements_published_idx')
    .on('announcements')
    .columns(['broker_code', 'status', 'published_at'])
    .execute();

  await db.schema
    .createTable('announcement_events')
    .addColumn('event_id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('announcement_id', 'text', (column) =>
      column.notNull().references('announcements.announcement_id'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  await db.schema
    .alterTable('quote_plan_applications')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_reason', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quote_plan_applications')
    .dropColumn('decided_by')
    .dropColumn('decided_at')
    .dropColumn('decision_reason')
    .execute();
  await db.schema.dropTable('announcement_events').execute();
  await db.schema.dropTable('announcements').execute();
}
