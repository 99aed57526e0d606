import { z } from 'zod';
import { createLocalSettings } from '../storage/local-settings';

/**
 * Screen density: 'auto' is compact on desktop screens wider than 1280 px (a trader's screen: the overview, orders
 * and a quote each fit 1440x900 without scrolling) and comfortable below; phones stay comfortable whatever the
 * choice, so touch targets keep their size. A setting of its own, kept on the device: only the signed-in shell and
 * the settings page read it, so the login page never downloads it.
 */
export const densityChoices = ['auto', 'compact', 'comfortable'] as const;
export type DensityChoice = (typeof densityChoices)[number];

const density = createLocalSettings(
  'displaySettings',
  z.object({ density: z.enum(densityChoices).catch('auto') }),
);

export const useDensityChoice = () => density.useSetting('density');
