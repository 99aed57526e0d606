import type { BrokerConfigEntry } from '@lantau/contract';
import { instrumentTypeKeyList, type InstrumentTypeLists } from '@lantau/domain';
import { configValue, useBrokerConfigurations } from './get-broker-configurations';
import { useCurrentBroker } from './current-broker';

/** The configuration keys of the instrument types a broker offers per exchange (InstTypeHK, -MA, -MZ). */
export const instrumentTypeConfigKeys = instrumentTypeKeyList;

/** The broker's lists among configuration entries; a key it never set is left out (every type offered). */
export function instrumentTypeListsFrom(
  entries: readonly BrokerConfigEntry[] | undefined,
): InstrumentTypeLists {
  const lists: InstrumentTypeLists = {};
  for (const key of instrumentTypeConfigKeys) {
    const value = configValue(entries, key);
    if (value !== undefined) lists[key] = value;
  }
  return lists;
}

/**
 * The current broker's instrument type lists, for the screens that offer types (the screener's type choice);
 * undefined until the broker's answer is in. The server leaves the rest out of every list and refuses buys.
 */
export function useInstrumentTypeLists(): InstrumentTypeLists | undefined {
  const broker = useCurrentBroker();
  const configurations = useBrokerConfigurations(broker.brokerCode, instrumentTypeConfigKeys);
  return configurations.data ? instrumentTypeListsFrom(configurations.data) : undefined;
}
