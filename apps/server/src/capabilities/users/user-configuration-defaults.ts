import type { z } from 'zod';
import { userConfigSchemas, type UserConfigItem } from '@lantau/contract';

export type UserConfigValues = { [K in UserConfigItem]: z.infer<(typeof userConfigSchemas)[K]> };

/** What a user sees before saving an item. Quotes follow the Hong Kong habit: green up, red down. */
export const userConfigDefaults: UserConfigValues = {
  QUOTE_COLOR: 'GREEN_UP',
  DISPLAY_TABLE_STRIPE: true,
  QUICK_ORDER: false,
  QUICK_QUOTE_FOR_SNAPSHOT_PLAN: false,
  GOTOOLS_SERVICES: false,
  THIRD_PARTY_FEED_LOGIN_ID: '',
  PLACE_ORDER_HABIT: 'DEFAULT',
};

/** A stored value if it is still valid by the contract, else the default (a schema may have narrowed). */
export function storedOrDefault<K extends UserConfigItem>(item: K, stored: unknown): UserConfigValues[K] {
  const parsed = userConfigSchemas[item].safeParse(stored);
  return (parsed.success ? parsed.data : userConfigDefaults[item]) as UserConfigValues[K];
}
