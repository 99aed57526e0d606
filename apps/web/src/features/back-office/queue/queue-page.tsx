import type { ReactNode } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../shared/table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';
import { StaffPagerNavigation } from './staff-pager';
import type { StaffPager } from './use-staff-page';

interface QueuePageProps<Row extends RowData> {
  title: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: DataTableColumn<Row>[];
  error: unknown;
  /** The page shown of a list the server pages (useStaffPage). */
  pager?: StaffPager;
  /** What an empty list says, when not the queues' "nothing waiting" (a list of issues: "no IPOs"). */
  emptyText?: string;
  children?: ReactNode;
}

/** A queue screen: its title, what else it offers (a form), and a table of what waits, or why nothing shows. */
export function QueuePage<Row extends RowData>({ title, children, ...table }: QueuePageProps<Row>) {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(title, t('title'));
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      {children}
      <QueueTable label={title} {...table} />
    </Stack>
  );
}

interface QueueTableProps<Row extends RowData> {
  /** The table's accessible name. */
  label: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: DataTableColumn<Row>[];
  error: unknown;
  /** The page shown of a list the server pages; the pager shows when there is more than one page. */
  pager?: StaffPager | undefined;
  /** What an empty list says, when not the queues' "nothing waiting" (a search's "no match"): announced. */
  emptyText?: string;
}

/**
 * What waits in a queue as the app's table (shared/table), or why nothing shows: the staff API's error, loading,
 * or nothing waiting, each said on its own rather than inside an empty table. A paged list shows its pager under
 * the table.
 */
export function QueueTable<Row extends RowData>(props: QueueTableProps<Row>) {
  return (
    <>
      <QueueRows {...props} />
      <StaffPagerNavigation pager={props.pager} label={props.label} />
    </>
  );
}

function QueueRows<Row extends RowData>({
  label,
  rows,
  rowKey,
  columns,
  error,
  emptyText,
}: QueueTableProps<Row>) {
  const { t } = useTranslation('backoffice');
  if (error) {
    return (
      <Alert color="red" role="alert">
        {errorText(error, t)}
      </Alert>
    );
  }
  if (!rows) return <Loader aria-label={t('loading')} />;
  if (rows.length === 0) return <Text role={emptyText && 'status'}>{emptyText ?? t('empty')}</Text>;
  // Always striped: staff have no user settings (DISPLAY_TABLE_STRIPE is a client's).
  return (
    <DataTable
      caption={label}
      columns={columns}
      data={rows}
      getRowId={rowKey}
      emptyText={emptyText ?? t('empty')}
      striped
    />
  );
}
