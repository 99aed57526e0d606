import { Stack, Title } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from './data-table';

/**
 * A table as a section of its page: a level-2 heading that names both the section and the table (its caption),
 * for the screen readers' lists of headings, regions and tables.
 */
export function TableSection<T extends RowData>({ id, ...table }: DataTableProps<T> & { id: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {table.caption}
      </Title>
      <DataTable {...table} />
    </Stack>
  );
}
