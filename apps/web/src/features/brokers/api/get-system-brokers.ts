import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getSystemBrokers, type BrokerSummary } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

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
 * Asks for the broker list before anything renders: every broker page waits for it (its guard), and asked for by
 * the guard it came only after the language pack and the route had loaded, one more round trip on a phone.
 */
export function prefetchSystemBrokers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(systemBrokersQuery);
}
