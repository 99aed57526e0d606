import { useQuery } from '@tanstack/react-query';
import type { BrokerSummary } from '@lantau/contract';
import { apiClient, lazyCall } from '../../../shared/api';

// Every public page asks for it first: sent by address, its schema (and zod) loaded beside it.
const getSystemBrokers = lazyCall({ service: 'market', method: 'GET', path: '/systems/brokers' }, () =>
  import('../../../shared/api/public-call-definitions').then(({ getSystemBrokers }) => getSystemBrokers),
);

export function fetchSystemBrokers(signal?: AbortSignal): Promise<BrokerSummary[]> {
  return apiClient.request(getSystemBrokers, { signal });
}

export const systemBrokersQueryKey = ['systems', 'brokers'] as const;

/** Every broker on the platform; the list rarely changes, so it is kept for the visit. */
export function useSystemBrokers() {
  return useQuery({
    queryKey: systemBrokersQueryKey,
    queryFn: ({ signal }) => fetchSystemBrokers(signal),
    staleTime: 10 * 60_000,
  });
}
