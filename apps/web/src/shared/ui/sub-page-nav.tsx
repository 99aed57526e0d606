import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';

interface SubPageNavProps<P extends string> {
  /** The navigation landmark's name: 'Market information', 'Account pages'. */
  label: string;
  pages: readonly P[];
  pathOf: (page: P) => string;
  labelOf: (page: P) => string;
}

/**
 * The links between the pages of one menu entry (market overview, quote...; account overview, record). Absolute
 * paths: inside a splat route, relative ones would resolve against the whole URL.
 */
export function SubPageNav<P extends string>({ label, pages, pathOf, labelOf }: SubPageNavProps<P>) {
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {pages.map((page) => (
        <Button key={page} component={NavLink} to={pathOf(page)} variant="subtle" size="sm">
          {labelOf(page)}
        </Button>
      ))}
    </Group>
  );
}
