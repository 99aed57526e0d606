import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import { theme } from './theme';

// The palette of the broker whose pages are open: one value for the whole app, as the theme's provider sits above
// the router that knows the broker.
let brandPalette: MantineColorsTuple | undefined;
const listeners = new Set<() => void>();

function setBrandPalette(palette: MantineColorsTuple | undefined): void {
  if (palette === brandPalette) return;
  brandPalette = palette;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Paints the app in a broker's colour ('#rrggbb', from its configuration) while the calling component is
 * mounted; back to Lantau's own when it goes (the broker list, the back office). The palette's maths loads as a
 * chunk of its own: the login page's first download must not grow.
 */
export function useBrandColor(color: string): void {
  useEffect(() => {
    let current = true;
    void import('./broker-palette').then(({ brokerPalette }) => {
      if (current) setBrandPalette(brokerPalette(color));
    });
    return () => {
      current = false;
      setBrandPalette(undefined);
    };
  }, [color]);
}

/** The theme with the open broker's colour as the primary colour, in both schemes; Lantau's without one. */
export function useBrandTheme(): MantineThemeOverride {
  const palette = useSyncExternalStore(subscribe, () => brandPalette);
  return useMemo(
    () =>
      palette === undefined
        ? theme
        : { ...theme, primaryColor: 'brand', colors: { ...theme.colors, brand: palette } },
    [palette],
  );
}
