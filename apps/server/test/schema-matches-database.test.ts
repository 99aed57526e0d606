import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../src/platform/db/migrate';
import type { Database } from '../src/platform/db/schema';
import { createTestDatabase, openTestDatabase, testBackends, type TestDatabase } from './support/backends';
import { databaseColumns, schemaDifferences, schemaShape, type SchemaShape } from './support/schema-columns';

// schema.ts is written by hand beside the migrations (CONTRIBUTING: add a migration). Every query is typed by
// it, so a column a migration adds but schema.ts lacks, or one typed nullable on one side only, is a query
// that compiles and then fails (or reads null where the code never expects it).
describe.each(testBackends)('schema.ts and the migrated database (%s)', (backend) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shape: SchemaShape;

  beforeAll(async () => {
    shape = schemaShape();
    database = await createTestDatabase(backend);
    db = await openTestDatabase(database);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('declare the same tables and columns, each as nullable and of a type it can be read as', async () => {
    expect(shape.size).toBeGreaterThan(60);
    expect(shape.get('orders')?.get('status')).toEqual({ kinds: new Set(['string']), nullable: false });
    expect(shape.get('orders')?.get('reject_reason')).toEqual({ kinds: new Set(['string']), nullable: true });
    expect(schemaDifferences(shape, await databaseColumns(db))).toEqual([]);
  });

  it('tell a column a migration adds but schema.ts lacks, and a nullability or type that differs', async () => {
    await sql`alter table orders add column venue text`.execute(db);
    await sql`alter table orders alter column trade_date drop not null`.execute(db);
    await sql`alter table orders alter column reject_reason set not null`.execute(db);
    await sql`alter table orders alter column quantity type numeric`.execute(db);
    await sql`create table order_notes (note text)`.execute(db);
    await sql`alter table executions rename column fees to fee_lines`.execute(db);
    expect(schemaDifferences(shape, await databaseColumns(db))).toEqual([
      'orders.quantity: numeric in the database, but schema.ts reads number',
      'orders.reject_reason: NOT NULL in the database, but schema.ts reads null',
      'orders.trade_date: nullable in the database, but schema.ts never reads null',
      'orders.venue: a column of the database that schema.ts does not declare',
      'executions.fees: declared in schema.ts, but not a column of the database',
      'executions.fee_lines: a column of the database that schema.ts does not declare',
      "order_notes: a table of the database that schema.ts's Database does not list",
    ]);
  });
});
