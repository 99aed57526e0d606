import { useQuery } from '@tanstack/react-query';
import { getChangeDistribution, type CallData, type MarketCode } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type ChangeDistribution = CallData<typeof getChangeDistribution>;

export function fetchChangeDistribution(market: MarketCode, signal?: AbortSignal) {
  return apiClient.request(getChangeDistribution, { query: { market }, signal });
}

export function useChangeDistribution(market: MarketCode) {
  return useQuery({
    queryKey: ['market', 'change-distribution', market],
    queryFn: ({ signal }) => fetchChangeDistribution(market, signal),
    refetchInterval: 30_000,
  });
}
