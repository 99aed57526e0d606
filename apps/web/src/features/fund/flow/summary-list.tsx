import { SimpleGrid, Text } from '@mantine/core';

export interface SummaryRow {
  label: string;
  value: string;
}

/** What a request will do, as label and value pairs (a description list for screen readers). */
export function SummaryList({ rows, label }: { rows: readonly SummaryRow[]; label: string }) {
  return (
    <SimpleGrid
      component="dl"
      cols={2}
      spacing="xs"
      m={0}
      aria-label={label}
      style={{ gridTemplateColumns: 'minmax(8rem, max-content) 1fr' }}
    >
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" size="sm">
            {row.label}
          </Text>
          <Text component="dd" m={0} className="num">
            {row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
