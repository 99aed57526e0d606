import { z } from 'zod';
import { localizedTextSchema, marketCodeSchema } from '@lantau/contract';
import { createLocalSettings } from '../storage/local-settings';

/** The no-remind choices (days) of spec section 3; 0: remind every time. */
export const noRemindDayChoices = [0, 1, 3, 7] as const;
export type NoRemindDays = (typeof noRemindDayChoices)[number];
export const reminderKinds = ['newIpo', 'announcement', 'dividendSelection'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The built-in user icons (no upload: nothing of the user's leaves the device). */
export const avatarChoices = ['star', 'heart', 'diamond', 'club', 'spade', 'sun'] as const;
export type AvatarChoice = (typeof avatarChoices)[number];

/** How many recent picks the stock search keeps. */
export const SEARCH_HISTORY_SIZE = 10;

// Schemas built when the settings are first read (shared/storage/local-settings.ts), not when this module loads.
const days = () => z.union(noRemindDayChoices.map((choice) => z.literal(choice))).catch(0);
const pickedStock = () =>
  z.object({
    market: marketCodeSchema,
    stockCode: z.string().max(16),
    name: localizedTextSchema,
  });
export type PickedStock = z.infer<ReturnType<typeof pickedStock>>;

/**
 * The local-only settings of spec section 3 that no feature owns: no-remind days per reminder (and when each
 * was last dismissed), the security search history, the quote upgrade reminder, the user icon. Kept on the
 * device, encrypted like everything stored; the settings page edits them, the features read them.
 */
const preferences = createLocalSettings('settings', () =>
  z.object({
    noRemindDays: z.object({ newIpo: days(), announcement: days(), dividendSelection: days() }).catch({
      newIpo: 0,
      announcement: 0,
      dividendSelection: 0,
    }),
    dismissedAt: z.partialRecord(z.enum(reminderKinds), z.number()).catch({}),
    searchHistory: z.array(pickedStock()).max(SEARCH_HISTORY_SIZE).catch([]),
    quoteUpgradeReminder: z.boolean().catch(true),
    avatar: z.enum(avatarChoices).catch('star'),
  }),
);

export const readPreferences = preferences.read;
export const usePreference = preferences.useSetting;

/** A pick goes first in the search history, once, and the oldest beyond the size falls off. */
export function rememberSearch(stock: PickedStock): void {
  const rest = preferences
    .read()
    .searchHistory.filter((item) => item.market !== stock.market || item.stockCode !== stock.stockCode);
  preferences.write({ searchHistory: [stock, ...rest].slice(0, SEARCH_HISTORY_SIZE) });
}

export function clearSearchHistory(): void {
  preferences.write({ searchHistory: [] });
}

const DAY_MS = 86_400_000;

/** Whether a reminder shows now: always with 0 days, else not within its no-remind days of being dismissed. */
export function reminderDue(kind: ReminderKind, now = Date.now()): boolean {
  const { noRemindDays, dismissedAt } = preferences.read();
  const dismissed = dismissedAt[kind];
  const quiet = noRemindDays[kind];
  return quiet === 0 || dismissed === undefined || now - dismissed >= quiet * DAY_MS;
}

export function dismissReminder(kind: ReminderKind, now = Date.now()): void {
  preferences.write({ dismissedAt: { ...preferences.read().dismissedAt, [kind]: now } });
}
