import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import {
  BackupFileError,
  backupFormat,
  backupFormatVersion,
  decodeLine,
  headerMarker,
  trailerMarker,
  type BackupHeader,
  type BackupTrailer,
} from './backup-format';

const rowsPerInsert = 1_000;

/** Reads the backup's lines one by one (the file is never held in memory whole). */
export function backupLines(file: string): AsyncIterable<string> {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Infinity });
}

/** The header of a backup file, checked; throws BackupFileError for anything that is not one. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) return parseHeader(line);
  throw new BackupFileError('the backup file is empty');
}

function parseHeader(line: string): BackupHeader {
  const { marker, value } = decodeLine(line);
  const header = (marker === headerMarker ? JSON.parse(value) : {}) as Partial<BackupHeader>;
  if (header.format !== backupFormat) throw new BackupFileError('this is not a Lantau backup file');
  if (header.version !== backupFormatVersion) {
    throw new BackupFileError(`backup format version ${header.version} is not one this version reads`);
  }
  return header as BackupHeader;
}

/**
 * Loads a backup's rows into a database whose schema was built by the migrations the header names, in one
 * transaction: either every row and sequence is restored and the counts match the trailer, or nothing is.
 */
export async function loadBackupRows(connection: pg.ClientConfig, file: string): Promise<BackupTrailer> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('begin');
    const loaded: Record<string, number> = {};
    let header: BackupHeader | undefined;
    let trailer: BackupTrailer | undefined;
    let batch: { table: string; rows: string[] } | undefined;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      await insertRows(client, batch.table, batch.rows);
      loaded[batch.table] = (loaded[batch.table] ?? 0) + batch.rows.length;
      batch.rows = [];
    };
    for await (const line of backupLines(file)) {
      if (!header) {
        header = parseHeader(line);
        continue;
      }
      if (trailer) throw new BackupFileError('the backup file has lines after its end');
      const { marker, value } = decodeLine(line);
      if (marker === trailerMarker) {
        await flush();
        trailer = JSON.parse(value) as BackupTrailer;
        continue;
      }
      if (batch?.table !== marker) {
        await flush();
        batch = { table: marker, rows: [] };
      }
      batch.rows.push(value);
      if (batch.rows.length >= rowsPerInsert) await flush();
    }
    if (!header || !trailer) throw new BackupFileError('the backup file is incomplete (it has no end)');
    for (const [table, count] of Object.entries(trailer.rowCounts)) {
      if ((loaded[table] ?? 0) !== count) {
        throw new BackupFileError(
          `the backup file is damaged: ${table} has ${loaded[table] ?? 0} of ${count} rows`,
        );
      }
    }
    for (const sequence of header.sequences) {
      if (sequence.lastValue !== null) {
        await client.query('select setval($1::regclass, $2::bigint, true)', [
          client.escapeIdentifier(sequence.name),
          sequence.lastValue,
        ]);
      }
    }
    await client.query('commit');
    return trailer;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Inserts rows given as PostgreSQL JSON text. json_populate_recordset converts each field with the column's
 * own type; generated columns are left to compute themselves, identity values are kept as they were.
 */
async function insertRows(client: pg.Client, table: string, rows: string[]): Promise<void> {
  const columns = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [client.escapeIdentifier(table)],
  );
  const list = columns.rows.map((column) => client.escapeIdentifier(column.name)).join(', ');
  const target = client.escapeIdentifier(table);
  await client.query(
    `insert into ${target} (${list}) overriding system value
     select ${list} from json_populate_recordset(null::${target}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}
