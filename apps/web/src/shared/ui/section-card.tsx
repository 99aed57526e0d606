import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';

export interface SectionCardProps {
  /** The heading's id: the section is named by it, a landmark of its own for screen readers. */
  titleId: string;
  title: ReactNode;
  /** h4 for a card among others on a page, h3 for the card a page is about. */
  titleSize?: 'h3' | 'h4';
  /** Shown on the heading's line, at its end (a count, a button). */
  aside?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A bordered card that is one titled section of a page: the heading, then the content below it. */
export function SectionCard({
  titleId,
  title,
  titleSize = 'h4',
  aside,
  gap = 'sm',
  children,
}: SectionCardProps) {
  const heading = (
    <Title order={2} size={titleSize} id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
