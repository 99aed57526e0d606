import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToExactly } from '../../src/platform/db/migrate';
import type { Database } from '../../src/platform/db/schema';
import { createTestDatabase, openTestDatabase, type Backend, type TestDatabase } from './backends';

/**
 * A fresh database of the backend's kind for one test file, brought to exactly the migrations named (as an
 * older release left it), so a test can fill it and migrate on. `current.db` is set before the tests run.
 */
export function useDatabaseAt(backend: Backend, migrations: string[], poolSize = 2) {
  const current = {} as { db: Kysely<Database> };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    current.db = await openTestDatabase(database, poolSize);
    await migrateToExactly(current.db, migrations);
  });
  afterAll(async () => {
    await current.db?.destroy();
    await database?.drop();
  });
  return current;
}
