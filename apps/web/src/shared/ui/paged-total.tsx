import { Group, Text } from '@mantine/core';
import { PageNavigation } from './page-navigation';

interface PagedTotalProps {
  /** How many were found, in words; announced when it changes. */
  summary: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** What is paged, for screen readers. */
  label: string;
  /** Whether a single page still shows its page buttons. */
  alwaysShowPages?: boolean;
}

/** Under a paged table: the total found, and the page buttons. */
export function PagedTotal({ summary, pages, page, onChange, label, alwaysShowPages }: PagedTotalProps) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {summary}
      </Text>
      {(alwaysShowPages || pages > 1) && (
        <PageNavigation total={pages} value={page} onChange={onChange} label={label} />
      )}
    </Group>
  );
}
