import type { AccountRecord } from '@lantau/contract';
import { downloadBlob } from '../ui/download-file';

/** Excel reads a UTF-8 file as the local code page unless it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn {
  header: string;
  value: (record: AccountRecord) => string;
}

/** A field as RFC 4180 wants it: quoted when it holds a comma, quote or line break, quotes doubled. */
function field(text: string): string {
  // A leading = + - @ would make a spreadsheet run the cell as a formula: a tab keeps it text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `\t${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The records as CSV text, headers first, CRLF line ends, with the BOM so Excel shows Chinese. */
export function recordsCsv(records: readonly AccountRecord[], columns: readonly CsvColumn[]): string {
  const lines = [
    columns.map((column) => field(column.header)).join(','),
    ...records.map((record) => columns.map((column) => field(column.value(record))).join(',')),
  ];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
