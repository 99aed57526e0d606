import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresDialect, type Kysely, type PostgresPool } from 'kysely';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';
import { NamedStatementsClient } from './named-statements';
import { GuardedKysely, guardedPool } from './one-connection-guard';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** PostgreSQL URL; undefined starts the embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  timeouts: DatabaseTimeouts;
  log: FastifyBaseLogger;
}

/**
 * Bounds that keep one stuck request from holding the platform: a request waits at most `acquireMs` for a
 * pooled connection (then E5003), the database cancels a statement after `statementMs` and ends a session left
 * idle inside a transaction after `idleInTransactionMs` (its connection returns to the pool).
 */
export interface DatabaseTimeouts {
  acquireMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

// How each open database is reached, for the connections that cannot come from its pool: a LISTEN holds its
// connection for the life of the server, which would take one from every query.
const connectionConfigs = new WeakMap<Kysely<Database>, pg.ClientConfig>();

// Each open database's pool, for its figures on /metrics (platform/metrics).
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The pool's connections: all of them, the idle ones, and the requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The figures of the pool `db` was opened with (undefined for a database openDatabase did not open). */
export function poolStatsOf(db: Kysely<Database>): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** A new connection of its own to the database `db` opened (not from its pool); the caller ends it. */
export function dedicatedClient(db: Kysely<Database>): pg.Client {
  const config = connectionConfigs.get(db);
  if (!config) throw new Error('dedicatedClient: this database was not opened by openDatabase');
  return new pg.Client(config);
}

/**
 * Opens the database; `destroy()` closes it (the pool, and for the embedded database the PostgreSQL server
 * it started).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const pool = createPool({ connectionString: options.databaseUrl }, options);
    const db = new GuardedKysely<Database>({ dialect: new PostgresDialect({ pool: guardedPool(pool) }) });
    connectionConfigs.set(db, { connectionString: options.databaseUrl });
    pools.set(db, pool);
    return db;
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
  const db = new GuardedKysely<Database>({
    dialect: new PostgresDialect({ pool: guardedPool(poolThenServer) }),
  });
  connectionConfigs.set(db, embedded.connection);
  pools.set(db, pool);
  return db;
}

function createPool(connection: pg.PoolConfig, options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    ...connection,
    // Data statements prepared once per connection (named-statements.ts): the database plans each text once.
    Client: NamedStatementsClient,
    max: options.poolSize,
    connectionTimeoutMillis: options.timeouts.acquireMs,
    // Sent when each connection starts: the database itself enforces them, whatever the client does.
    statement_timeout: options.timeouts.statementMs,
    idle_in_transaction_session_timeout: options.timeouts.idleInTransactionMs,
  });
  // An idle pooled connection closed by the server (a restart, an administrator): the pool replaces it on next
  // use; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => options.log.warn({ err: error }, 'idle database connection lost'));
  // A connection in use can be ended by the server too (a transaction left idle past its time limit, a
  // restart): its query fails and the pool drops it on release; without a listener the process would end.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.log.warn({ err: error }, 'database connection in use lost'));
  });
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
