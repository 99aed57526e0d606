import { useQuery } from '@tanstack/react-query';
import { getFeeSchedule, type MarketCode } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** The broker's fee schedule in force today for a market (the cost calculator computes with it). */
export function useFeeSchedule(market: MarketCode) {
  return useQuery({
    queryKey: ['fees', 'schedule', market],
    queryFn: ({ signal }) => apiClient.request(getFeeSchedule, { params: { market }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
