export { DataTable, type DataTableProps } from './data-table';
export {
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
  type SortingState,
} from './table-features';
export type { CardPlace } from './column-meta';
export { sortFn_decimal } from './decimal-sort';
export { useTableStripe } from './use-table-stripe';
export { TableSection } from './table-section';
