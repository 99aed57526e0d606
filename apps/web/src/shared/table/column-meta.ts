/* eslint-disable @typescript-eslint/no-unused-vars -- a merged declaration must repeat the type parameters. */
import type { CellData, RowData, TableFeatures } from '@tanstack/table-core';

declare module '@tanstack/table-core' {
  // What the table kit reads from a column definition's `meta`.
  interface ColumnMeta<
    TFeatures extends TableFeatures,
    TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** Amounts, prices and quantities: right-aligned in tabular figures, so digits line up. */
    numeric?: boolean;
    /** The cell that names the row for screen readers: rendered as `<th scope="row">`. */
    rowHeader?: boolean;
  }
}
