import type { ReactNode } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../shared/table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';

interface QueuePageProps<Row extends RowData> {
  title: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: DataTableColumn<Row>[];
  error: unknown;
  children?: ReactNode;
}

/** A queue screen: its title, what else it offers (a form), and a table of what waits, or why nothing shows. */
export function QueuePage<Row extends RowData>({
  title,
  rows,
  rowKey,
  columns,
  error,
  children,
}: QueuePageProps<Row>) {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(title, t('title'));
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      {children}
      <QueueTable label={title} rows={rows} rowKey={rowKey} columns={columns} error={error} />
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
}

/**
 * What waits in a queue as the app's table (shared/table), or why nothing shows: the staff API's error, loading,
 * or nothing waiting, each said on its own rather than inside an empty table.
 */
export function QueueTable<Row extends RowData>({
  label,
  rows,
  rowKey,
  columns,
  error,
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
  if (rows.length === 0) return <Text>{t('empty')}</Text>;
  // Always striped: staff have no user settings (DISPLAY_TABLE_STRIPE is a client's).
  return (
    <DataTable
      caption={label}
      columns={columns}
      data={rows}
      getRowId={rowKey}
      emptyText={t('empty')}
      striped
    />
  );
}
