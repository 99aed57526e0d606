import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffPageSize, type StaffPage } from '@lantau/contract';
import { staffQueryKey } from './use-staff-action';

/** Where a paged staff list stands: the page shown and how many there are, for QueuePage's pager. */
export interface StaffPager {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/**
 * One page of a staff queue or list, read from a paged contract call: the server filters, sorts and pages
 * (`limit` and `offset`, answering the `total`), so a queue longer than a page is never cut off. `key` names
 * the list and its filter; a new filter starts again at the first page. After an action empties the last page,
 * the pager steps back to the new last one.
 */
export function useStaffPage<Data extends { total: number }>(
  key: readonly unknown[],
  fetchPage: (page: StaffPage) => Promise<Data>,
) {
  const filter = JSON.stringify(key);
  const [shown, setShown] = useState({ filter, page: 1 });
  const page = shown.filter === filter ? shown.page : 1;
  const offset = (page - 1) * staffPageSize;
  const query = useQuery({
    queryKey: [...staffQueryKey, ...key, { offset }],
    queryFn: () => fetchPage({ limit: staffPageSize, offset }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / staffPageSize));
  // Set while rendering (React's way to adjust state to what was just read), not in an effect.
  if (query.data && page > pages) setShown({ filter, page: pages });
  const pager: StaffPager = { page, pages, onChange: (next) => setShown({ filter, page: next }) };
  return { data: query.data, error: query.error, pager };
}
