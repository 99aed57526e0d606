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
export {
  densityChoices,
  useAmountsHidden,
  useDensityChoice,
  useStoredAccountNumber,
  type DensityChoice,
} from './account-settings';
