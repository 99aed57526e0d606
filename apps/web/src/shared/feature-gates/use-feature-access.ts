import { configValue, useBrokerConfigurations, useCurrentBroker } from '../broker';
import {
  featureAccess,
  menuConfigKeys,
  menuEntries,
  type FeatureAccess,
  type MenuEntry,
} from './feature-gates';

/**
 * Whether the current broker lets a menu entry's feature open, from the menu's own (cached) configuration
 * query: for the route guard, and for links into the feature from other pages (Buy and Sell into Trade).
 */
export function useFeatureAccess(key: MenuEntry['key']): {
  access: FeatureAccess;
  failed: boolean;
  retry: () => void;
} {
  const { accessOf, failed, retry } = useFeatureAccesses();
  return { access: accessOf(key), failed, retry };
}

/** The same for several entries at once (the home page's shortcuts), from the same cached query. */
export function useFeatureAccesses(): {
  accessOf: (key: MenuEntry['key']) => FeatureAccess;
  failed: boolean;
  retry: () => void;
} {
  const broker = useCurrentBroker();
  const configurations = useBrokerConfigurations(broker.brokerCode, menuConfigKeys);
  return {
    accessOf: (key) => featureAccess(menuEntryOf(key), configurations.data),
    failed: configurations.isError,
    retry: () => void configurations.refetch(),
  };
}

export function menuEntryOf(key: MenuEntry['key']): MenuEntry {
  return menuEntries.find((candidate) => candidate.key === key)!;
}

const pnlKeys = ['WebPNLEnable'] as const;

/**
 * Whether the broker shows its clients P/L (WebPNLEnable). Hidden until the broker's answer is in: a figure the
 * broker withholds must not flash up first.
 */
export function usePnlShown(): boolean {
  const broker = useCurrentBroker();
  const config = useBrokerConfigurations(broker.brokerCode, pnlKeys);
  return configValue(config.data, 'WebPNLEnable') === true;
}
