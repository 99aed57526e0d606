import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { sortFn_decimal } from './decimal-sort';

/**
 * What every table of the app can do: sort on the client. Declared once (TanStack Table v9 registers features
 * explicitly), so each table ships only the sorting code and the comparators its columns name.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
    decimal: sortFn_decimal,
  },
});

export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of columns mixes value types, as in TanStack's own examples.
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;
export type { SortingState };

/** Typed column builders for one kind of row: `const column = dataTableColumns<Position>()`. */
export function dataTableColumns<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}
