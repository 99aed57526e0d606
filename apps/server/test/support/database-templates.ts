import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { dropDatabase, onServer, openTestDatabase, serverDatabaseUrl } from './backends';

/**
 * The integration project's global set-up (vitest.config.ts): every migration applied once per `vitest run`,
 * so each test file starts its server on a copy instead of running initdb and 30 migrations again. A copy of a
 * migrated database is the same database the migrations would have made (they add no rows to an empty one);
 * the tests about creating and migrating a database use createTestDatabase, which still starts from nothing.
 * Built afresh every run, so a new or changed migration is always in it. Where the set-up time went before:
 * CONTRIBUTING.md, "Integration tests".
 */
export interface DatabaseTemplates {
  /** A data folder whose embedded cluster has every migration, stopped cleanly (no postmaster.pid). */
  embeddedDataDir: string;
  /** A database on TEST_DATABASE_URL's server with every migration and no connection left open to it. */
  serverDatabase: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [embeddedDataDir, serverDatabase] = await Promise.all([
    migratedEmbeddedTemplate(),
    process.env.TEST_DATABASE_URL ? migratedServerTemplate() : undefined,
  ]);
  project.provide('databaseTemplates', { embeddedDataDir, serverDatabase });
  return async () => {
    await rm(embeddedDataDir, { recursive: true, force: true });
    if (serverDatabase) await dropDatabase(serverDatabase);
  };
}

async function migrate(database: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  const db = await openTestDatabase(database);
  try {
    await migrateToLatest(db);
  } finally {
    // For the embedded database this is a fast shutdown of its cluster: a checkpoint, then no postmaster.pid.
    await db.destroy();
  }
}

async function migratedEmbeddedTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-template-'));
  await migrate({ dataDir, databaseUrl: undefined });
  return dataDir;
}

async function migratedServerTemplate(): Promise<string> {
  const name = `lantau_test_template_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'lantau-template-'));
  try {
    await migrate({ dataDir: scratch, databaseUrl: serverDatabaseUrl(name) });
  } catch (error) {
    await dropDatabase(name);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return name;
}
