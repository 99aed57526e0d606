import type { ComponentType } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { SubPageNav } from './sub-page-nav';

interface SubPageAreaProps<P extends string> {
  /** The navigation landmark's name. */
  label: string;
  /** The pages the broker opens, in the navigation's order; no other page is linked or routed. */
  pages: readonly P[];
  pathOf: (page: P) => string;
  labelOf: (page: P) => string;
  /** Each page's component (lazily loaded: each its own chunk). */
  componentOf: (page: P) => ComponentType;
  /** Where any other path under the area goes. */
  fallback: string;
}

/**
 * A menu entry's area of pages (fund, IPO): the sub-navigation, then the open pages as routes (each with its own
 * steps below it), and any other path sent to the fallback. A page the broker switches off is neither linked
 * nor reachable by its address.
 */
export function SubPageArea<P extends string>({
  label,
  pages,
  pathOf,
  labelOf,
  componentOf,
  fallback,
}: SubPageAreaProps<P>) {
  return (
    <Stack gap="md">
      <SubPageNav label={label} pages={pages} pathOf={pathOf} labelOf={labelOf} />
      <Routes>
        {pages.map((page) => {
          const Page = componentOf(page);
          return <Route key={page} path={`${page}/*`} element={<Page />} />;
        })}
        <Route path="*" element={<Navigate to={fallback} replace />} />
      </Routes>
    </Stack>
  );
}
