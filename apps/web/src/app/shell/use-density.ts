import { useEffect } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useDensityChoice } from '../../shared/preferences';

/** Where 'auto' turns compact: desktop screens wider than 1280 px. */
const WIDE_DESKTOP = '(min-width: 1281px)';

/**
 * The user's density (Settings, Appearance) on the page's root element while the signed-in shell is open:
 * `data-density="compact"` tightens spacing, headings and table rows (shell.css), from the desktop width up,
 * so a phone keeps its 44 px touch targets whatever the choice.
 */
export function useDensity(): void {
  const [density] = useDensityChoice();
  const wide = useMediaQuery(WIDE_DESKTOP, false, { getInitialValueInEffect: false });
  const compact = density === 'compact' || (density === 'auto' && wide);
  useEffect(() => {
    const root = document.documentElement;
    if (compact) root.dataset.density = 'compact';
    else delete root.dataset.density;
    return () => {
      delete root.dataset.density;
    };
  }, [compact]);
}
