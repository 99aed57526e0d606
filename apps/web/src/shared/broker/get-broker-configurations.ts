import { useQuery } from '@tanstack/react-query';
import type { BrokerConfigEntry, BrokerConfigKey, BrokerConfigValue } from '@lantau/contract';
import { apiClient, lazyCall } from '../api';

const getBrokerConfigurations = lazyCall(
  { service: 'main', method: 'GET', path: '/brokers/:brokerCode/configurations' },
  () =>
    import('../api/public-call-definitions').then(({ getBrokerConfigurations }) => getBrokerConfigurations),
);

export function fetchBrokerConfigurations(
  brokerCode: string,
  keys: readonly BrokerConfigKey[],
  signal?: AbortSignal,
): Promise<BrokerConfigEntry[]> {
  return apiClient.request(getBrokerConfigurations, {
    params: { brokerCode },
    query: { key: keys.join(',') },
    signal,
  }) as Promise<BrokerConfigEntry[]>;
}

export const brokerConfigurationsQuery = (brokerCode: string, keys: readonly BrokerConfigKey[]) => ({
  queryKey: ['brokers', brokerCode, 'configurations', [...keys].sort()],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBrokerConfigurations(brokerCode, keys, signal),
});

export function useBrokerConfigurations(brokerCode: string, keys: readonly BrokerConfigKey[]) {
  return useQuery(brokerConfigurationsQuery(brokerCode, keys));
}

/** The typed value of one key among the entries, if the broker set it. */
export function configValue<K extends BrokerConfigKey>(
  entries: readonly BrokerConfigEntry[] | undefined,
  key: K,
): BrokerConfigValue<K> | undefined {
  const entry = entries?.find((candidate) => candidate.key === key);
  return entry?.value as BrokerConfigValue<K> | undefined;
}
