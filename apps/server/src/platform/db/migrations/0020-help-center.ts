import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The help center: each broker's FAQ (question and answer in three languages, in the order shown) and contact
// details, and the feedback clients send with its images (the bytes, their checked type and size).

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_faqs')
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('faq_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('question', 'jsonb', (column) => column.notNull())
    .addColumn('answer', 'jsonb', (column) => column.notNull())
    .addPrimaryKeyConstraint('help_faqs_pk', ['broker_code', 'faq_id'])
    .execute();

  await db.schema
    .createTable('broker_contacts')
    .addColumn('broker_code', 'text', (column) => column.primaryKey().references('brokers.broker_code'))
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('address', 'jsonb', (column) => column.notNull())
    .addColumn('hours', 'jsonb', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('feedback_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('CS', 'Tech')`))
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('contact', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('feedbacks_broker_idx')
    .on('feedbacks')
    .columns(['broker_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('feedback_images')
    .addColumn('feedback_id', 'text', (column) => column.notNull().references('feedbacks.feedback_id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addPrimaryKeyConstraint('feedback_images_pk', ['feedback_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_images').execute();
  await db.schema.dropTable('feedbacks').execute();
  await db.schema.dropTable('broker_contacts').execute();
  await db.schema.dropTable('help_faqs').execute();
}
