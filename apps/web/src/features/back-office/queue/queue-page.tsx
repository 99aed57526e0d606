import type { ReactNode } from 'react';
import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';
import { StaffPagerNavigation } from './staff-pager';
import type { StaffPager } from './use-staff-page';

export interface QueueColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface QueuePageProps<Row> {
  title: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: QueueColumn<Row>[];
  error: unknown;
  /** The page shown of a list the server pages (useStaffPage). */
  pager?: StaffPager;
  children?: ReactNode;
}

/** A queue screen: its title, what else it offers (a form), and a table of what waits, or why nothing shows. */
export function QueuePage<Row>({ title, children, ...table }: QueuePageProps<Row>) {
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

interface QueueTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: QueueColumn<Row>[];
  error: unknown;
  /** The page shown of a list the server pages; the pager shows when there is more than one page. */
  pager?: StaffPager | undefined;
}

/**
 * What waits in a queue as a table, or why nothing shows: an error, loading, or nothing waiting. A paged list
 * shows its pager under the table.
 */
export function QueueTable<Row>(props: QueueTableProps<Row>) {
  return (
    <>
      <QueueRows {...props} />
      <StaffPagerNavigation pager={props.pager} label={props.label} />
    </>
  );
}

function QueueRows<Row>({ label, rows, rowKey, columns, error }: QueueTableProps<Row>) {
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
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={`row-${rowKey(row)}`}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
