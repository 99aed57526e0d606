import type { ReactNode } from 'react';
import { PagedTotal } from './paged-total';
import { RetryAlert } from './retry-alert';
import { pageCount } from './use-search-draft';

interface PagedResultsProps {
  /** The current page's query; its total decides how many pages there are. */
  query: { isError: boolean; data?: { total: number }; refetch: () => unknown };
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The alert's title when nothing could be loaded. */
  loadFailed: string;
  /** How many were found, in words. */
  summary: (total: number) => string;
  /** What is paged, for screen readers. */
  label: string;
  alwaysShowPages?: boolean;
  /** The page's table. */
  children: ReactNode;
}

/**
 * A paged search's results: the page's table with the total and page buttons under it, or a way to try again
 * when the search failed with nothing to show (a failed refresh keeps the last page on screen).
 */
export function PagedResults({
  query,
  pageSize,
  page,
  onPage,
  loadFailed,
  summary,
  ...paging
}: PagedResultsProps) {
  if (query.isError && !query.data) {
    return <RetryAlert title={loadFailed} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {paging.children}
      {query.data && (
        <PagedTotal
          summary={summary(query.data.total)}
          pages={pageCount(query.data.total, pageSize)}
          page={page}
          onChange={onPage}
          label={paging.label}
          alwaysShowPages={paging.alwaysShowPages}
        />
      )}
    </>
  );
}
