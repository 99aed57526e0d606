import { useQuery, type QueryClient } from '@tanstack/react-query';
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

const systemBrokersQuery = {
  queryKey: systemBrokersQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSystemBrokers(signal),
  staleTime: 10 * 60_000,
};

/** Every broker on the platform; the list rarely changes, so it is kept for the visit. */
export function useSystemBrokers() {
  return useQuery(systemBrokersQuery);
}

/**
 * Asks for the broker list before anything renders: every broker page's guard waits for it, and asked for by the
 * guard it came only after the language pack and the route had loaded, one more round trip on a phone. Its call
 * definitions (with zod) load beside it, so they too arrive while the texts do.
 */
export function prefetchSystemBrokers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(systemBrokersQuery);
}
