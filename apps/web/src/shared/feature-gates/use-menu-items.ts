import { useMemo } from 'react';
import { useBrokerConfigurations } from '../broker';
import { menuConfigKeys, visibleMenuItems, type BuiltPages, type MenuItem } from './feature-gates';

/** The menu for the current broker: its configuration decides which built pages show, and which as blocked. */
export function useMenuItems(brokerCode: string, pages: BuiltPages): MenuItem[] {
  const configurations = useBrokerConfigurations(brokerCode, menuConfigKeys);
  // The same list until the configuration changes: the header's menu is memoised on it (shell-layout.tsx).
  return useMemo(() => visibleMenuItems(pages, configurations.data), [pages, configurations.data]);
}
