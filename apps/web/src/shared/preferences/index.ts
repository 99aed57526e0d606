export {
  avatarChoices,
  clearSearchHistory,
  dismissReminder,
  noRemindDayChoices,
  readPreferences,
  rememberSearch,
  reminderDue,
  reminderKinds,
  usePreference,
  type AvatarChoice,
  type NoRemindDays,
  type PickedStock,
  type ReminderKind,
} from './preferences';
export { UserAvatar } from './user-avatar';
export { useAmountsHidden, useStoredAccountNumber } from './account-settings';
export { densityChoices, useDensityChoice, type DensityChoice } from './density';
