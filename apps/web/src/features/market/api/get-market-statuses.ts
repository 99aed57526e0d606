import { useQuery } from '@tanstack/react-query';
import { getMarketStatuses, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type MarketStatuses = CallData<typeof getMarketStatuses>;

export function fetchMarketStatuses(signal?: AbortSignal): Promise<MarketStatuses> {
  return apiClient.request(getMarketStatuses, { signal });
}

export function useMarketStatuses() {
  return useQuery({
    queryKey: ['market', 'statuses'],
    queryFn: ({ signal }) => fetchMarketStatuses(signal),
    refetchInterval: 60_000,
  });
}
