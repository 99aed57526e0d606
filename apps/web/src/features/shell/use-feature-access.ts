import { useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';
import {
  featureAccess,
  menuConfigKeys,
  menuEntries,
  type FeatureAccess,
  type MenuEntry,
} from './menu-registry';

/**
 * Whether the current broker lets a menu entry's feature open, from the menu's own (cached) configuration
 * query: for the route guard, and for links into the feature from other pages (Buy and Sell into Trade).
 */
export function useFeatureAccess(key: MenuEntry['key']): {
  access: FeatureAccess;
  failed: boolean;
  retry: () => void;
} {
  const broker = useCurrentBroker();
  const configurations = useBrokerConfigurations(broker.brokerCode, menuConfigKeys);
  const entry = menuEntries.find((candidate) => candidate.key === key)!;
  return {
    access: featureAccess(entry, configurations.data),
    failed: configurations.isError,
    retry: () => void configurations.refetch(),
  };
}
