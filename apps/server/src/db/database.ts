import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** PostgreSQL URL; undefined starts the embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  log: FastifyBaseLogger;
}

/**
 * Opens the database; `destroy()` closes it (the pool, and for the embedded database the PostgreSQL server
 * it started).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const pool = createPool({ connectionString: options.databaseUrl }, options);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  await warnAboutEarlierEmbeddedDatabase(options);
  const embedded = await startEmbeddedPostgres(options.dataDir, options.log);
  const pool = createPool(embedded.connection, options);
  const poolThenServer: PostgresPool = {
    connect: () => pool.connect(),
    end: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: poolThenServer }) });
}

function createPool(connection: pg.PoolConfig, options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({ ...connection, max: options.poolSize });
  // An idle pooled connection closed by the server (a restart, an administrator): the pool replaces it on next
  // use; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => options.log.warn({ err: error }, 'idle database connection lost'));
  return pool;
}

/** Versions before the durable embedded database kept PGlite files in DATA_DIR/pglite; they are not read. */
async function warnAboutEarlierEmbeddedDatabase(options: DatabaseOptions): Promise<void> {
  const earlier = path.join(options.dataDir, 'pglite');
  const found = await access(earlier).then(
    () => true,
    () => false,
  );
  if (found) {
    options.log.warn(
      { folder: earlier },
      'an earlier embedded database (PGlite) is in the data folder and is no longer used; delete it when done',
    );
  }
}
