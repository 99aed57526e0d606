import { useCallback, useState } from 'react';

/**
 * A ref for an element and whether it has come within `margin` of the viewport (true from then on): heavy parts
 * below the fold (a chart on a phone) mount when the user gets near them, not with the page. Where the browser
 * has no IntersectionObserver (the unit tests' jsdom), true at once.
 */
export function useNearViewport<T extends Element>(margin = '0px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
