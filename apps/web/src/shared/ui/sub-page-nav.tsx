import { useLayoutEffect, useRef } from 'react';
import { Button, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import './sub-page-nav.css';

interface SubPageNavProps<P extends string> {
  /** The navigation landmark's name: 'Market information', 'Account pages'. */
  label: string;
  pages: readonly P[];
  pathOf: (page: P) => string;
  labelOf: (page: P) => string;
}

/**
 * The links between the pages of one menu entry (market overview, quote...; account overview, record). Absolute
 * paths: inside a splat route, relative ones would resolve against the whole URL. On a phone it is one row that
 * scrolls sideways in itself (sub-page-nav.css), with the current page brought into view.
 */
export function SubPageNav<P extends string>({ label, pages, pathOf, labelOf }: SubPageNavProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    // Scrolls the row only (scrollIntoView would move the page too).
    if (row && current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <Group component="nav" aria-label={label} gap="xs" className="sub-page-nav" ref={ref}>
      {pages.map((page) => (
        <Button key={page} component={NavLink} to={pathOf(page)} variant="subtle" size="sm">
          {labelOf(page)}
        </Button>
      ))}
    </Group>
  );
}
