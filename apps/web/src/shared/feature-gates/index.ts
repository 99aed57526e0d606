export {
  featureAccess,
  menuConfigKeys,
  menuEntries,
  visibleMenuItems,
  type BuiltPages,
  type FeatureAccess,
  type MenuEntry,
  type MenuItem,
} from './feature-gates';
export { menuEntryOf, useFeatureAccess, useFeatureAccesses, usePnlShown } from './use-feature-access';
export { useMenuItems } from './use-menu-items';
