import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openDatabase } from '../../src/platform/db/database';
import { isProcessAlive, livePostmasterOf } from '../../src/platform/db/embedded/data-folder-owner';
import { clusterFolderName } from '../../src/platform/db/embedded/embedded-postgres';
import type { Database } from '../../src/platform/db/schema';
import type { DatabaseTemplates } from './database-templates';

/**
 * The databases the integration tests run against: always the embedded PostgreSQL in a fresh data folder;
 * also a PostgreSQL server when TEST_DATABASE_URL names one (a database the tests may use to create and drop
 * their own databases).
 */
export type Backend = 'embedded' | 'postgresql';

export const testBackends: Backend[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgresql']
  : ['embedded'];

export interface TestDatabase {
  /** A fresh data folder (the embedded database keeps its files under it). */
  dataDir: string;
  /** A freshly created, empty PostgreSQL database, or undefined for the embedded one. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Removes a server's data folder once its embedded database has stopped. A server that ended on its own (its
 * grace period over, a kill) leaves the database to shut down on its parent-death signal, writing its shutdown
 * checkpoint while we remove the folder: `rm` then fails with ENOTEMPTY on pg_wal (seen under load).
 */
export async function removeDataFolder(dataDir: string): Promise<void> {
  const postmaster = await livePostmasterOf(path.join(dataDir, clusterFolderName));
  const deadline = Date.now() + 30_000;
  while (postmaster !== undefined && isProcessAlive(postmaster) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

/** A new, empty database of the backend's kind, for one test file. */
export function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  return createDatabase(backend, undefined);
}

/**
 * A new database of the backend's kind with every migration applied: a copy of the run's template
 * (database-templates.ts), or a new, empty database where no template was made (a run outside the integration
 * project), which the server then migrates. For tests of what a server does with its database; a test of
 * creating or migrating one takes createTestDatabase.
 */
export function createMigratedTestDatabase(backend: Backend): Promise<TestDatabase> {
  return createDatabase(backend, inject('databaseTemplates'));
}

async function createDatabase(
  backend: Backend,
  templates: DatabaseTemplates | undefined,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-test-'));
  const removeDataDir = () => removeDataFolder(dataDir);
  if (backend === 'embedded') {
    if (templates) await copyEmbeddedTemplate(templates.embeddedDataDir, dataDir);
    return { dataDir, databaseUrl: undefined, drop: removeDataDir };
  }

  const name = `lantau_test_${randomBytes(6).toString('hex')}`;
  const template = templates?.serverDatabase ? ` TEMPLATE ${templates.serverDatabase}` : '';
  await onServer((client) => client.query(`CREATE DATABASE ${name}${template}`));
  return {
    dataDir,
    databaseUrl: serverDatabaseUrl(name),
    drop: async () => {
      await dropDatabase(name);
      await removeDataDir();
    },
  };
}

/**
 * Copies a template's cluster into `dataDir`. `cp -a` keeps the files' owner and modes: when the tests run as
 * root the cluster belongs to PostgreSQL's own account (platform/db/embedded/system-user.ts), which a copy by
 * Node (fs.cp) would give to root. The data folder's lock is not a file there (data-folder-owner.ts), and the
 * template was stopped cleanly, so the copy carries no postmaster.pid either.
 */
async function copyEmbeddedTemplate(templateDataDir: string, dataDir: string): Promise<void> {
  await promisify(execFile)('cp', [
    '-a',
    path.join(templateDataDir, clusterFolderName),
    path.join(dataDir, clusterFolderName),
  ]);
}

/** The URL of a database on TEST_DATABASE_URL's server. */
export function serverDatabaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a test database, closing whatever is still connected. FORCE may meet a process it may not end (an
 * autovacuum worker that just started on the database, which runs as the superuser): it is tried again shortly,
 * as that worker soon ends.
 */
export async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      const insufficientPrivilege = (error as { code?: unknown }).code === '42501';
      if (!insufficientPrivilege || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/** A test database opened without a server around it (nothing migrated yet), for tests of the schema itself. */
export function openTestDatabase(
  database: Pick<TestDatabase, 'dataDir' | 'databaseUrl'>,
  poolSize = 2,
): Promise<Kysely<Database>> {
  return openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    poolSize,
    timeouts: { acquireMs: 5_000, statementMs: 30_000, idleInTransactionMs: 10_000 },
    log: pino({ level: 'silent' }),
  });
}
