import { Group, SimpleGrid, Text } from '@mantine/core';

export interface DetailListProps {
  /** Label and value pairs, in reading order; a label appears once. */
  rows: readonly (readonly [string, string])[];
  /** The values' weight: bolder where the list is what the user confirms. */
  valueWeight?: 500 | 600;
}

/** Terms as a description list (`dl`), two columns from small screens up. */
export function DetailList({ rows, valueWeight = 500 }: DetailListProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap" gap="xs">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={valueWeight}>
            {value}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
