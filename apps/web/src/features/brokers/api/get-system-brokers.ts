import { useQuery } from '@tanstack/react-query';
import { getSystemBrokers, type BrokerSummary } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

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
