import { useEffect, useSyncExternalStore } from 'react';
import type { MantineThemeOverride } from '@mantine/core';
import { theme } from './theme';

// The theme in the colour of the broker whose pages are open: one for the whole app, as the theme's provider sits
// above the router that knows the broker. Only the provider listens.
let current: MantineThemeOverride = theme;
let notify = () => {};

function setTheme(next: MantineThemeOverride): void {
  current = next;
  notify();
}

function subscribe(listener: () => void): () => void {
  notify = listener;
  return () => (notify = () => {});
}

/**
 * Paints the app in a broker's colour ('#rrggbb', from its configuration) while the calling component is
 * mounted; back to Lantau's own when it goes (the broker list, the back office). The palette's maths loads as a
 * chunk of its own: the login page's first download must not grow.
 */
export function useBrandColor(color: string): void {
  useEffect(() => {
    let mounted = true;
    void import('./broker-palette').then(({ brandTheme }) => mounted && setTheme(brandTheme(color)));
    return () => {
      mounted = false;
      setTheme(theme);
    };
  }, [color]);
}

/** The theme with the open broker's colour as the primary colour, in both schemes; Lantau's without one. */
export function useBrandTheme(): MantineThemeOverride {
  return useSyncExternalStore(subscribe, () => current);
}
