/**
 * The backup file: gzip'd lines. The first line is the header, the last the trailer; each line between is one
 * row, `table<TAB>row`, where row is PostgreSQL's own JSON text of the row (row_to_json), never parsed in
 * JavaScript, so NUMERIC keeps every digit. JSON text has no raw tab or newline, so a line is unambiguous.
 * Tables come in foreign-key order (a referenced table before the tables that reference it).
 */
export const backupFormat = 'lantau-backup';
export const backupFormatVersion = 1;
export const headerMarker = '#header';
export const trailerMarker = '#trailer';

export interface BackupHeader {
  format: typeof backupFormat;
  version: typeof backupFormatVersion;
  createdAt: string;
  /** The migrations the database had, in order: a restore builds the schema to exactly that point. */
  migrations: string[];
  /** Each sequence's last value (identity columns), so restored ids never repeat ones handed out before. */
  sequences: { name: string; lastValue: string | null }[];
}

export interface BackupTrailer {
  /** Rows per table: a restore checks them, so a truncated or edited file is refused. */
  rowCounts: Record<string, number>;
}

export function encodeLine(marker: string, value: string): string {
  return `${marker}\t${value}\n`;
}

export function decodeLine(line: string): { marker: string; value: string } {
  const tab = line.indexOf('\t');
  if (tab <= 0) throw new BackupFileError('a line of the backup is damaged');
  return { marker: line.slice(0, tab), value: line.slice(tab + 1) };
}

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** Tables a backup leaves out: the migrator's own, rebuilt by running the recorded migrations. */
export const migratorTables = new Set(['kysely_migration', 'kysely_migration_lock']);
