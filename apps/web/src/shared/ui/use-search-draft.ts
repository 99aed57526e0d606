import { useState } from 'react';

/**
 * A search form's state: the draft being typed, the filter last searched (what the query asks for) and the
 * page shown. Searching takes the draft as the filter and goes back to the first page.
 */
export function useSearchDraft<F>(initial: () => F) {
  const [draft, setDraft] = useState<F>(initial);
  const [filter, setFilter] = useState<F>(draft);
  const [page, setPage] = useState(1);
  const search = () => {
    setFilter(draft);
    setPage(1);
  };
  return { draft, setDraft, filter, search, page, setPage };
}

/** How many pages `total` rows fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
