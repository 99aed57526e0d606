import { useEffect } from 'react';

/**
 * The broker's colour on its pages, called from chunks loaded after the first screen (the login page's extras,
 * the signed-in shell); the palette's maths is a chunk of its own, fetched then: the login page's first download
 * is at its ceiling (e2e/first-load.spec.ts).
 */
export function useBrandColor(color: string): void {
  useEffect(() => {
    void import('./broker-palette').then(({ applyBrandColor }) => applyBrandColor(color));
  }, [color]);
}
