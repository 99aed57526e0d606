import { useMemo, useState } from 'react';

/** The page of a paged list that is shown, and how to turn to another. */
export interface Paging {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
}

/**
 * A search form's state: the draft being typed, the filter last searched (what the query asks for) and the
 * page shown, `pageSize` rows a page. Searching takes the draft as the filter and goes back to the first page.
 */
export function useSearchDraft<F>(initial: () => F, pageSize: number) {
  const [draft, setDraft] = useState<F>(initial);
  const [filter, setFilter] = useState<F>(draft);
  const [page, setPage] = useState(1);
  /** Changes some fields of the draft (one filter, the date range). */
  const patchDraft = (part: Partial<F>) => setDraft({ ...draft, ...part });
  const search = () => {
    setFilter(draft);
    setPage(1);
  };
  const paging: Paging = { page, setPage, pageSize };
  // The page as the list calls ask for it; the same object while the page stays, for query keys and memos.
  const pageQuery = useMemo(() => ({ limit: pageSize, offset: (page - 1) * pageSize }), [page, pageSize]);
  return { draft, patchDraft, filter, search, paging, pageQuery };
}

/** How many pages `total` rows fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
