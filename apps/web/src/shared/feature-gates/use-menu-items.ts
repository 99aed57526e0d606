import { useBrokerConfigurations } from '../broker';
import { menuConfigKeys, visibleMenuItems, type BuiltPages, type MenuItem } from './feature-gates';

/** The menu for the current broker: its configuration decides which built pages show, and which as blocked. */
export function useMenuItems(brokerCode: string, pages: BuiltPages): MenuItem[] {
  const configurations = useBrokerConfigurations(brokerCode, menuConfigKeys);
  return visibleMenuItems(pages, configurations.data);
}
