// `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--replace]`: a consistent backup of the
// database while the server runs, and a restore of one into the embedded database of DATA_DIR (server stopped).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config';
import { DataFolderInUseError, isOwned } from '../platform/db/embedded/data-folder-owner';
import {
  databaseName,
  embeddedConnection,
  startEmbeddedPostgres,
} from '../platform/db/embedded/embedded-postgres';
import { migrateToExactly } from '../platform/db/migrate';
import type { Database } from '../platform/db/schema';
import { BackupFileError } from '../platform/db/backup/backup-format';
import { loadBackupRows, readBackupHeader } from '../platform/db/backup/restore-backup';
import { writeBackup } from '../platform/db/backup/write-backup';

const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
const restoringName = `${databaseName}_restoring`;

/** Runs `work` with a connection to the database: the running server's, or one this command starts itself. */
async function withDatabase<T>(
  config: Config,
  work: (connection: pg.ClientConfig) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return work({ connectionString: config.databaseUrl });
  if (await isOwned(config.dataDir)) return work(embeddedConnection(config.dataDir));
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  try {
    return await work(embedded.connection);
  } finally {
    await embedded.stop();
  }
}

async function backup(config: Config, out: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const file = path.resolve(out ?? path.join('backups', `lantau-${stamp}.backup.gz`));
  await mkdir(path.dirname(file), { recursive: true });
  const { rowCounts } = await withDatabase(config, (connection) => writeBackup(connection, file));
  const rows = Object.values(rowCounts).reduce((sum, count) => sum + count, 0);
  console.log(`Backed up ${rows} rows of ${Object.keys(rowCounts).length} tables to ${file}`);
}

async function restore(config: Config, file: string, replace: boolean): Promise<void> {
  if (config.databaseUrl) {
    throw new BackupFileError(
      'restore loads the embedded database of DATA_DIR; for a PostgreSQL server, restore into an empty database ' +
        'with DATA_DIR pointing at a scratch folder, then copy it with pg_dump and pg_restore',
    );
  }
  const header = await readBackupHeader(path.resolve(file));
  // Owning the cluster also means no server is running on this folder during the restore.
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  const admin = new pg.Client(embeddedConnection(config.dataDir, 'postgres'));
  await admin.connect();
  try {
    if (!replace && (await holdsData(config.dataDir))) {
      throw new BackupFileError(
        `the database in ${config.dataDir} already holds data: pass --replace to replace it with the backup`,
      );
    }
    // Built apart and swapped in only when complete: a failed restore leaves the current data as it was.
    await admin.query(`drop database if exists ${restoringName} with (force)`);
    await admin.query(`create database ${restoringName}`);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool(embeddedConnection(config.dataDir, restoringName)) }),
    });
    try {
      await migrateToExactly(db, header.migrations);
    } finally {
      await db.destroy();
    }
    const { rowCounts } = await loadBackupRows(embeddedConnection(config.dataDir, restoringName), file);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`alter database ${restoringName} rename to ${databaseName}`);
    const rows = Object.values(rowCounts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows of ${Object.keys(rowCounts).length} tables from ${file} (taken ${header.createdAt})`,
    );
  } finally {
    await admin.query(`drop database if exists ${restoringName} with (force)`).catch(() => undefined);
    await admin.end();
    await embedded.stop();
  }
}

/** Whether a server has ever set up the database (its migrations table exists). */
async function holdsData(dataDir: string): Promise<boolean> {
  const client = new pg.Client(embeddedConnection(dataDir));
  await client.connect();
  try {
    const found = await client.query(`select to_regclass('public.kysely_migration') is not null as found`);
    return (found.rows[0] as { found: boolean }).found;
  } finally {
    await client.end();
  }
}

const usage = 'usage: backup-cli backup [--out FILE] | restore FILE [--replace]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  const config = loadConfig();
  if (command === 'backup') return backup(config, values.out);
  if (command === 'restore' && file) return restore(config, file, values.replace ?? false);
  throw new BackupFileError(usage);
}

main().catch((error: unknown) => {
  const foreseen = [ConfigError, DataFolderInUseError, BackupFileError].some((kind) => error instanceof kind);
  console.error(foreseen ? (error as Error).message : error);
  process.exitCode = 1;
});
