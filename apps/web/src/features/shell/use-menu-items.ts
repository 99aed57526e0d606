import { useBrokerConfigurations } from '../../shared/broker';
import {
  builtShellPages,
  menuConfigKeys,
  visibleMenuItems,
  type MenuItem,
  type ShellPages,
} from './menu-registry';

/** The menu for the current broker: its configuration decides which built pages show, and which as blocked. */
export function useMenuItems(brokerCode: string, pages: ShellPages = builtShellPages): MenuItem[] {
  const configurations = useBrokerConfigurations(brokerCode, menuConfigKeys);
  return visibleMenuItems(pages, configurations.data);
}
