import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { openDatabase } from '../../src/platform/db/database';
import { migrateToExactly } from '../../src/platform/db/migrate';
import type { Database } from '../../src/platform/db/schema';
import { createTestDatabase, type Backend, type TestDatabase } from './backends';

/**
 * A fresh database of the backend's kind for one test file, brought to exactly the migrations named (as an
 * older release left it), so a test can fill it and migrate on. `current.db` is set before the tests run.
 */
export function useDatabaseAt(backend: Backend, migrations: string[], poolSize = 2) {
  const current = {} as { db: Kysely<Database> };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    current.db = await openDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      poolSize,
      timeouts: { acquireMs: 5_000, statementMs: 30_000, idleInTransactionMs: 10_000 },
      log: pino({ level: 'silent' }),
    });
    await migrateToExactly(current.db, migrations);
  });
  afterAll(async () => {
    await current.db?.destroy();
    await database?.drop();
  });
  return current;
}
