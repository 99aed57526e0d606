import { z } from 'zod';
import { createLocalSettings } from '../storage/local-settings';

const accountSettings = createLocalSettings('accountSettings', () =>
  z.object({
    /** Amount privacy (spec section 3): money shows as **** until the user shows it again. */
    amountsHidden: z.boolean().catch(false),
    /** The account the overview and the record show, so both pages and a reload agree. */
    accountNumber: z.string().optional().catch(undefined),
  }),
);

export const useAmountsHidden = () => accountSettings.useSetting('amountsHidden');
export const useStoredAccountNumber = () => accountSettings.useSetting('accountNumber');

// In this module rather than one of its own: each new chunk lengthens the login page's list of preloads.
/**
 * Screen density: 'auto' is compact on desktop screens wider than 1280 px (a trader's screen: the overview, orders
 * and a quote each fit 1440x900 without scrolling) and comfortable below; phones stay comfortable whatever the
 * choice, so touch targets keep their size. A setting of its own, kept on the device: only the signed-in shell and
 * the settings page read it, so the login page never downloads it.
 */
export const densityChoices = ['auto', 'compact', 'comfortable'] as const;
export type DensityChoice = (typeof densityChoices)[number];

const density = createLocalSettings('displaySettings', () =>
  z.object({ density: z.enum(densityChoices).catch('auto') }),
);

export const useDensityChoice = () => density.useSetting('density');
