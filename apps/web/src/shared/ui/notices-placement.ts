import { useEffect, useSyncExternalStore } from 'react';
import { useMediaQuery } from '@mantine/hooks';

// Where the app's notices stand. Top right, under the header, on most pages: clear of the menus. A page whose
// working area fills the right half of a wide screen (the trade page's ticket, beside the quote from Mantine's
// `lg`, as trade-page.css lays it out) takes that side: an order's notices stood over the ticket's account,
// side and kind for five seconds, just when a client adjusts the ticket for the next order. Those pages ask for
// the notices at the bottom left instead, over the lower levels of the book. Narrower, the ticket spans the
// screen and no corner is clear of it: the notices stay where the other pages have them.

/** Pages mounted now that keep the right half of a wide screen for their work. */
let pagesKeepingRightSide = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function rightSideKept(): boolean {
  return pagesKeepingRightSide > 0;
}

function changeRightSideKeepers(by: 1 | -1): void {
  pagesKeepingRightSide += by;
  for (const listener of listeners) listener();
}

/** While the calling component is mounted (and `keep` holds), notices on a wide screen stand clear of its right half. */
export function useKeepNoticesOffTheRight(keep = true): void {
  useEffect(() => {
    if (!keep) return undefined;
    changeRightSideKeepers(1);
    return () => changeRightSideKeepers(-1);
  }, [keep]);
}

/** The notices' corner now: see above. */
export function useNoticesPosition(): 'top-right' | 'bottom-left' {
  const kept = useSyncExternalStore(subscribe, rightSideKept, rightSideKept);
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  return kept && wide ? 'bottom-left' : 'top-right';
}
