import { z } from 'zod';
import { createLocalSettings } from '../storage/local-settings';

const accountSettings = createLocalSettings(
  'accountSettings',
  z.object({
    /** Amount privacy (spec section 3): money shows as **** until the user shows it again. */
    amountsHidden: z.boolean().catch(false),
    /** The account the overview and the record show, so both pages and a reload agree. */
    accountNumber: z.string().optional().catch(undefined),
  }),
);

export const useAmountsHidden = () => accountSettings.useSetting('amountsHidden');
export const useStoredAccountNumber = () => accountSettings.useSetting('accountNumber');
