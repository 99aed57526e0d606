/** One column of a bench's table of results: its heading, its width and what a row shows in it. */
export interface Column<Row> {
  heading: string;
  width: number;
  cell: (row: Row) => string;
  /** Names are aligned left; figures (the default) right. */
  alignLeft?: boolean;
}

/** Prints a bench's results: the load they were measured under, then the headings and a line per row. */
export function printTable<Row>(load: string, columns: Column<Row>[], rows: Row[]): void {
  const line = (text: (column: Column<Row>) => string) =>
    columns
      .map((column) =>
        column.alignLeft ? text(column).padEnd(column.width) : text(column).padStart(column.width),
      )
      .join(' ');
  console.log('');
  console.log(load);
  console.log(line((column) => column.heading));
  for (const row of rows) console.log(line((column) => column.cell(row)));
}

/** A figure rounded to a whole number with thousands separators; '-' for one not measured (NaN). */
export const wholeNumber = (value: number): string =>
  Number.isNaN(value) ? '-' : Math.round(value).toLocaleString('en-US');
