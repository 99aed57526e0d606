import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** PostgreSQL URL; undefined opens the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  poolSize: number;
  /**
   * An idle pooled connection was closed by the server (a restart, an administrator). The pool replaces it on
   * next use; without a listener the pool's 'error' event would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** Opens the database; `destroy()` closes it (the pool, or the PGlite files). */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  await mkdir(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
