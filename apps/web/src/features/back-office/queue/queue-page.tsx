import type { ReactNode } from 'react';
import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';

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
  children?: ReactNode;
}

/** A queue screen: its title, what else it offers (a form), and a table of what waits, or why nothing shows. */
export function QueuePage<Row>({ title, rows, rowKey, columns, error, children }: QueuePageProps<Row>) {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(title, t('title'));
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      {children}
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, t)}
        </Alert>
      ) : !rows ? (
        <Loader aria-label={t('loading')} />
      ) : rows.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={title}>
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
      )}
    </Stack>
  );
}
