import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { MantineThemeOverride } from '@mantine/core';
import { brokerPalette } from './broker-palette';
import { theme } from './theme';

// The brand colour of the broker whose pages are open: one value for the whole app, as the theme's provider sits
// above the router that knows the broker.
let brandColor: string | undefined;
const listeners = new Set<() => void>();

function setBrandColor(color: string | undefined): void {
  if (color === brandColor) return;
  brandColor = color;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Paints the app in a broker's colour ('#rrggbb', from its configuration) while the calling component is
 * mounted; back to Lantau's own when it goes (the broker list, the back office). Before paint, so the broker's
 * pages never show another broker's colour first.
 */
export function useBrandColor(color: string): void {
  useLayoutEffect(() => {
    setBrandColor(color);
    return () => setBrandColor(undefined);
  }, [color]);
}

/** The theme with the open broker's colour as the primary colour, in both schemes; Lantau's without one. */
export function useBrandTheme(): MantineThemeOverride {
  const color = useSyncExternalStore(subscribe, () => brandColor);
  return useMemo(
    () =>
      color === undefined
        ? theme
        : { ...theme, primaryColor: 'brand', colors: { ...theme.colors, brand: brokerPalette(color) } },
    [color],
  );
}
