import { memo, useRef, type ReactNode } from 'react';
import { Box, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTable, type Header, type Row, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
  type SortingState,
} from './table-features';
import { SortableHeader } from './sortable-header';
import { useTableStripe } from './use-table-stripe';
import './column-meta';
import './data-table.css';

export interface DataTableProps<T extends RowData> {
  /** What the table holds; read by screen readers, shown when `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  columns: DataTableColumn<T>[];
  /** Keep it stable (a query's data, a memo): a new array each render recomputes every row. */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  loading?: boolean;
  /** Said in the table's body when there are no rows (and it is not loading). */
  emptyText: ReactNode;
  initialSorting?: SortingState;
  /**
   * Sorting done elsewhere (the server sorts a paged list): the headers show and change this state, the rows
   * stay in the order given.
   */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Long lists: only the rows in view are in the page, in a scrolling box of this height (px). */
  virtualHeight?: number;
  /** Overrides the user's DISPLAY_TABLE_STRIPE setting (tests, print). */
  striped?: boolean;
  /** Off for lists whose order is their meaning (a live order book, the latest trades, a ranking). */
  sortable?: boolean;
  /** Tighter rows in small type, for a panel of live figures beside others (depth, trades); not for long lists. */
  compact?: boolean;
  /** A test id on every body row, for tests that count rows whose cells may be blank. */
  rowTestId?: string;
  /**
   * On a phone each row is a card, laid out by its columns' `meta.card` (column-meta.ts). Off for a few narrow
   * columns that read best as rows there too (a price ladder, the latest trades).
   */
  cards?: boolean;
  /**
   * For rows built anew on every update (a live order book's levels): whether a row draws exactly as its
   * predecessor of the same id, so that only the rows whose figures changed are drawn again (by default a row is
   * drawn again when it is another object).
   */
  sameRow?: (previous: T, next: T) => boolean;
}

const NO_ROWS: never[] = [];
const ROW_HEIGHT = 41;

/**
 * The app's one table: TanStack Table for sorting, semantic markup for screen readers (a caption, `aria-sort` on
 * sortable headers, row headers), numbers right-aligned, rows striped when the user wants, and states for
 * loading and empty. Wide tables scroll inside their own box, so the page never scrolls sideways; on a phone
 * (below Mantine's `sm`) each row is a card instead, laid out by the columns' `meta.card` (data-table.css), so
 * every column is read without scrolling sideways. The markup stays a table either way: screen readers and
 * tests meet the same table, rows, cells and sort buttons.
 */
export function DataTable<T extends RowData>({
  caption,
  captionVisible = false,
  columns,
  data,
  getRowId,
  loading = false,
  emptyText,
  initialSorting = [],
  sorting,
  onSortingChange,
  virtualHeight,
  striped,
  sortable = true,
  compact = false,
  rowTestId,
  cards = true,
  sameRow,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const userStripe = useTableStripe();
  const scrollRef = useRef<HTMLDivElement>(null);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: data ?? (NO_ROWS as T[]),
    getRowId: (row) => getRowId(row),
    initialState: { sorting: initialSorting },
    enableSorting: sortable,
    ...(sorting !== undefined && {
      manualSorting: true,
      state: { sorting },
      onSortingChange: (updater) =>
        onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
    }),
  });
  const rows = table.getRowModel().rows;
  // The virtualizer hands back fresh functions each render, so React Compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtualHeight !== undefined,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    initialRect: { width: 0, height: virtualHeight ?? 0 },
    overscan: 8,
  });
  const columnCount = table.getAllLeafColumns().length;
  const busy = loading || data === undefined;

  return (
    <Box
      ref={scrollRef}
      className="data-table-scroll"
      role="region"
      aria-label={caption}
      tabIndex={0}
      style={virtualHeight !== undefined ? { maxHeight: virtualHeight, overflowY: 'auto' } : undefined}
    >
      <Table
        className="data-table"
        data-striped={(striped ?? userStripe) || undefined}
        data-cards={cards || undefined}
        aria-busy={busy || undefined}
        aria-rowcount={virtualHeight !== undefined ? rows.length + 1 : undefined}
        stickyHeader={virtualHeight !== undefined}
        highlightOnHover
        {...(compact && { fz: 'sm', verticalSpacing: 4 })}
      >
        {captionVisible ? (
          <Table.Caption className="data-table__caption">{caption}</Table.Caption>
        ) : (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id} aria-rowindex={virtualHeight !== undefined ? 1 : undefined}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} table={table} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {busy && rows.length === 0 ? (
            <StateRow columnCount={columnCount}>
              <Loader size="sm" aria-hidden="true" />
              <Text component="span" size="sm" ml="sm">
                {t('table.loading')}
              </Text>
            </StateRow>
          ) : rows.length === 0 ? (
            <StateRow columnCount={columnCount}>
              <Text component="span" size="sm" c="dimmed">
                {emptyText}
              </Text>
            </StateRow>
          ) : virtualHeight === undefined ? (
            rows.map((row, index) => (
              <BodyRow
                key={row.id}
                row={row}
                index={index}
                table={table}
                columns={columns}
                testId={rowTestId}
                sameRow={sameRow}
              />
            ))
          ) : (
            <VirtualRows
              rows={rows}
              virtualizer={virtualizer}
              table={table}
              columns={columns}
              columnCount={columnCount}
              height={virtualHeight}
            />
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

type KitTable<T extends RowData> = ReturnType<typeof useTable<DataTableFeatures, T>>;

function HeaderCell<T extends RowData>({
  header,
  table,
}: {
  header: Header<DataTableFeatures, T>;
  table: KitTable<T>;
}) {
  const numeric = header.column.columnDef.meta?.numeric;
  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
  const sorted = header.column.getIsSorted();
  const sortable = header.column.getCanSort();
  return (
    <Table.Th
      scope="col"
      className={numeric ? 'num' : undefined}
      aria-sort={
        sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
      }
    >
      {sortable ? (
        <SortableHeader
          direction={sorted}
          numeric={numeric}
          onToggle={header.column.getToggleSortingHandler()}
        >
          {content}
        </SortableHeader>
      ) : (
        content
      )}
    </Table.Th>
  );
}

interface BodyRowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  index: number;
  table: KitTable<T>;
  /** Compared only: a row renders again when its columns (their cells' renderers) change. */
  columns: DataTableColumn<T>[];
  testId?: string;
  /** Compared only: see DataTableProps. */
  sameRow?: (previous: T, next: T) => boolean;
}

/** Whether a row's cells draw as before: the same data (or data `sameRow` says draws the same), id and columns. */
function sameCells<T extends RowData>(
  previous: Omit<BodyRowProps<T>, 'index' | 'testId'>,
  next: Omit<BodyRowProps<T>, 'index' | 'testId'>,
): boolean {
  return (
    (previous.row.original === next.row.original ||
      (next.sameRow?.(previous.row.original, next.row.original) ?? false)) &&
    previous.row.id === next.row.id &&
    previous.columns === next.columns
  );
}

/**
 * A row, drawn again only when its cells or its stripe changed: an order book's update left most of its twenty
 * rows as they were, yet drew each row's element again (bench/README.md, session 37).
 */
const BodyRow = memo(
  function BodyRow<T extends RowData>({ row, index, table, columns, testId, sameRow }: BodyRowProps<T>) {
    return (
      <Table.Tr data-odd={index % 2 === 0 || undefined} data-row-id={row.id} data-testid={testId}>
        <RowCells row={row} table={table} columns={columns} sameRow={sameRow} />
      </Table.Tr>
    );
  },
  (previous, next) =>
    sameCells(previous, next) && previous.index % 2 === next.index % 2 && previous.testId === next.testId,
) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;

/**
 * A row's cells, drawn again only when its data or the columns changed. A live list (the latest trades, an order
 * book) drew every cell of every row for each new row (bench/README.md "Home and quote: the main thread"); the
 * row itself still renders when its place (the stripe) moves.
 */
const RowCells = memo(function RowCells<T extends RowData>({
  row,
  table,
}: Omit<BodyRowProps<T>, 'index' | 'testId'>) {
  return row.getAllCells().map((cell) => {
    const meta = cell.column.columnDef.meta;
    const Cell = meta?.rowHeader ? Table.Th : Table.Td;
    const header = cell.column.columnDef.header;
    return (
      <Cell
        key={cell.id}
        className={meta?.numeric ? 'num' : undefined}
        scope={meta?.rowHeader ? 'row' : undefined}
        data-card={meta?.card ?? (meta?.rowHeader ? 'title' : 'detail')}
        // The card's label, drawn by CSS (not text in the page: the header already names the cell).
        data-label={meta?.cardLabel ?? (typeof header === 'string' ? header : undefined)}
      >
        <table.FlexRender cell={cell} />
      </Cell>
    );
  });
}, sameCells) as <T extends RowData>(props: Omit<BodyRowProps<T>, 'index' | 'testId'>) => ReactNode;

function VirtualRows<T extends RowData>({
  rows,
  virtualizer,
  table,
  columns,
  columnCount,
  height,
}: {
  rows: Row<DataTableFeatures, T>[];
  height: number;
  virtualizer: ReturnType<typeof useVirtualizer<HTMLDivElement, Element>>;
  table: KitTable<T>;
  columns: DataTableColumn<T>[];
  columnCount: number;
}) {
  const measured = virtualizer.getVirtualItems();
  // Until the box is measured (first paint, or a layout that has none) the rows that fit its height.
  const items =
    measured.length > 0
      ? measured
      : rows.slice(0, Math.ceil(height / ROW_HEIGHT)).map((row, index) => ({
          key: row.id,
          index,
          start: index * ROW_HEIGHT,
          end: (index + 1) * ROW_HEIGHT,
        }));
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 && <Spacer height={before} columnCount={columnCount} />}
      {items.map((item) => (
        <BodyRow key={item.key} row={rows[item.index]!} index={item.index} table={table} columns={columns} />
      ))}
      {after > 0 && <Spacer height={after} columnCount={columnCount} />}
    </>
  );
}

/** The height of the rows out of view, so the scroll bar tells the truth. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="data-table__spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount} className="data-table__state">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
