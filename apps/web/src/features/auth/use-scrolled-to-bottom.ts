import { useCallback, useEffect, useRef, useState } from 'react';

// A few pixels of slack: zoomed pages scroll to fractional positions that never quite reach the end.
const SLACK_PX = 4;

function atBottom(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - SLACK_PX;
}

/**
 * Whether the user has scrolled a box to its end at least once. A box whose content fits counts as read as
 * soon as its content is there (`ready`); nothing counts while it is still empty.
 */
export function useScrolledToBottom<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  const [reached, setReached] = useState(false);

  const check = useCallback(() => {
    if (ready && ref.current && atBottom(ref.current)) setReached(true);
  }, [ready]);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // Content that fits without scrolling never fires a scroll event.
    const frame = requestAnimationFrame(check);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ready, check]);

  return { ref, reached, onScroll: check };
}
