import { rename, open, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import {
  backupFormat,
  backupFormatVersion,
  encodeLine,
  headerMarker,
  trailerMarker,
  type BackupHeader,
  type BackupTrailer,
} from './backup-format';
import { tablesInDependencyOrder } from './table-order';

const rowsPerFetch = 2_000;

/**
 * Writes a consistent backup of the database while it keeps serving: everything is read in one
 * repeatable-read, read-only transaction, so the file shows the database as it was at one instant. The file
 * appears under its name only when complete and flushed to disk.
 */
export async function writeBackup(connection: pg.ClientConfig, file: string): Promise<BackupTrailer> {
  const client = new pg.Client(connection);
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const trailer: BackupTrailer = { rowCounts: {} };
    await pipeline(Readable.from(backupLines(client, trailer)), createGzip(), createWriteStream(partial));
    await client.query('commit');
    const handle = await open(partial, 'r+');
    await handle.sync().finally(() => handle.close());
    await rename(partial, file);
    return trailer;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function* backupLines(client: pg.Client, trailer: BackupTrailer): AsyncGenerator<string> {
  const header: BackupHeader = {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: new Date().toISOString(),
    migrations: (
      await client.query<{ name: string }>('select name from kysely_migration order by name')
    ).rows.map((row) => row.name),
    sequences: (
      await client.query<{ name: string; lastValue: string | null }>(
        `select sequencename as name, last_value::text as "lastValue" from pg_sequences
          where schemaname = 'public' order by sequencename`,
      )
    ).rows,
  };
  yield encodeLine(headerMarker, JSON.stringify(header));
  for (const table of await tablesInDependencyOrder(client)) {
    trailer.rowCounts[table] = 0;
    const cursor = client.escapeIdentifier(`backup_${table}`);
    await client.query(
      `declare ${cursor} no scroll cursor for select row_to_json(t)::text as row from ${client.escapeIdentifier(table)} t`,
    );
    for (;;) {
      const batch = await client.query<{ row: string }>(`fetch ${rowsPerFetch} from ${cursor}`);
      if (batch.rows.length === 0) break;
      trailer.rowCounts[table] += batch.rows.length;
      yield batch.rows.map((row) => encodeLine(table, row.row)).join('');
    }
    await client.query(`close ${cursor}`);
  }
  yield encodeLine(trailerMarker, JSON.stringify(trailer));
}
