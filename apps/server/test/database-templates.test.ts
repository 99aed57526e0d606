import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrateToLatest, migrationNames } from '../src/platform/db/migrate';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  openTestDatabase,
  testBackends,
  type TestDatabase,
} from './support/backends';
import { insertClient } from './support/database-at';

// The run's migrated template (support/database-templates.ts): each file's database is a copy of it, with every
// migration and nothing else, its own; the tests about creating and migrating a database still get an empty one.
describe.each(testBackends)('test databases (%s)', (backend) => {
  const made: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of made.splice(0)) await database.drop();
  });

  async function opened(create: typeof createTestDatabase) {
    const database = await create(backend);
    made.push(database);
    const db = await openTestDatabase(database);
    return { database, db };
  }

  it('are made from a template that the run built', () => {
    const templates = inject('databaseTemplates');
    expect(templates.embeddedDataDir).toMatch(/lantau-template-/);
    expect(templates.serverDatabase === undefined).toBe(process.env.TEST_DATABASE_URL === undefined);
  });

  it('copy the template: every migration applied, no rows, nothing left to migrate', async () => {
    const { db } = await opened(createMigratedTestDatabase);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(migrationNames);
      expect(await migrateToLatest(db)).toEqual([]);
      const users = await db.selectFrom('users').select('user_id').execute();
      expect(users).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('are each their own: rows written in one copy are in no later copy', async () => {
    const first = await opened(createMigratedTestDatabase);
    try {
      await insertClient(first.db);
    } finally {
      await first.db.destroy();
    }
    const second = await opened(createMigratedTestDatabase);
    try {
      expect(await second.db.selectFrom('users').select('user_id').execute()).toEqual([]);
    } finally {
      await second.db.destroy();
    }
  });

  it('start from nothing for the tests of creating and migrating one (createTestDatabase)', async () => {
    const { db } = await opened(createTestDatabase);
    try {
      expect(await migrateToLatest(db)).toEqual(migrationNames);
    } finally {
      await db.destroy();
    }
  });
});
