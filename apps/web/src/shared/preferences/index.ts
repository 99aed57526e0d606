export {
  avatarChoices,
  clearSearchHistory,
  densityChoices,
  dismissReminder,
  noRemindDayChoices,
  readPreferences,
  rememberSearch,
  reminderDue,
  reminderKinds,
  usePreference,
  type AvatarChoice,
  type DensityChoice,
  type NoRemindDays,
  type PickedStock,
  type ReminderKind,
} from './preferences';
export { UserAvatar } from './user-avatar';
export { useAmountsHidden, useStoredAccountNumber } from './account-settings';
