import { Group, Stack, Text } from '@mantine/core';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * What a request will do, as label and value pairs (a description list for screen readers). Each pair is one
 * line with the value at the right, wrapping under its label when a phone is too narrow for both.
 */
export function SummaryList({ rows, label }: { rows: readonly SummaryRow[]; label: string }) {
  return (
    <Stack component="dl" gap={6} m={0} aria-label={label}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" align="baseline" gap="xs" wrap="wrap">
          <Text component="dt" c="dimmed" size="sm">
            {row.label}
          </Text>
          <Text
            component="dd"
            m={0}
            ta="right"
            style={{
              marginInlineStart: 'auto',
              overflowWrap: 'anywhere',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
