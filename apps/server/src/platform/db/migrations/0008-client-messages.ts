import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The client's messages: what the message center lists (spec section 7, GET /message_centers) and the
// message-center socket pushes. Orders write one per order event (placed, filled, cancelled, rejected,
// expired); fund requests, IPOs and announcements will write theirs. Title and content are kept in the three
// languages, so a client who switches language reads them in the new one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_messages')
    .addColumn('message_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('content', 'jsonb', (column) => column.notNull())
    // What the message is about (an order ID, a fund request ID), so the center can link to it.
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addForeignKeyConstraint('client_messages_user_fk', ['user_id'], 'users', ['user_id'])
    .execute();
  await db.schema
    .createIndex('client_messages_user_idx')
    .on('client_messages')
    .columns(['broker_code', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_messages').execute();
}
