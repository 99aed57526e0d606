import { SimpleGrid, Paper, Text, Title } from '@mantine/core';

interface FeatureGridProps {
  items: { title: string; body: string }[];
  headingOrder: 3 | 4;
}

export function FeatureGrid({ items, headingOrder }: FeatureGridProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {items.map((item) => (
        <Paper component="li" key={item.title} withBorder p="lg" radius="md">
          <Title order={headingOrder} size="h4" mb="xs">
            {item.title}
          </Title>
          <Text c="dimmed">{item.body}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
