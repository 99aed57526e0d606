import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTotal } from './paged-total';
import { RetryAlert } from './retry-alert';
import { pageCount, type Paging } from './use-search-draft';

interface PagedResultsProps {
  /** The current page's query; its total decides how many pages there are. */
  query: { isError: boolean; data?: { total: number }; refetch: () => unknown };
  paging: Paging;
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
  paging,
  summary,
  label,
  alwaysShowPages,
  children,
}: PagedResultsProps) {
  const { t } = useTranslation();
  if (query.isError && !query.data) {
    return <RetryAlert title={t('table.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {children}
      {query.data && (
        <PagedTotal
          summary={summary(query.data.total)}
          pages={pageCount(query.data.total, paging.pageSize)}
          page={paging.page}
          onChange={paging.setPage}
          label={label}
          alwaysShowPages={alwaysShowPages}
        />
      )}
    </>
  );
}
