import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { openDatabase } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import type { Database } from '../platform/db/schema';
import { seed } from './seed';

/** Opens the database, brings its schema up to date and adds missing seed data. */
export async function prepareDatabase(config: Config, log: FastifyBaseLogger): Promise<Kysely<Database>> {
  const started = performance.now();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
    log,
  });
  try {
    const applied = await migrateToLatest(db);
    if (config.seed) await seed(db, { demo: config.demoMode });
    log.info(
      {
        database: config.databaseUrl ? 'postgresql' : `embedded postgresql ${config.dataDir}`,
        migrationsApplied: applied,
        seeded: config.seed,
        demo: config.demoMode,
        ms: Math.round(performance.now() - started),
      },
      'database ready',
    );
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
