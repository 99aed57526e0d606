import { useQuery } from '@tanstack/react-query';
import { getStockTops, type CallData, type MarketCode, type topsSorts } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type TopsSort = (typeof topsSorts)[number];
export type StockTops = CallData<typeof getStockTops>;

export function fetchStockTops(market: MarketCode, sort: TopsSort, signal?: AbortSignal): Promise<StockTops> {
  return apiClient.request(getStockTops, { query: { market, sort, limit: 10 }, signal });
}

export function useStockTops(market: MarketCode, sort: TopsSort) {
  return useQuery({
    queryKey: ['market', 'tops', market, sort],
    queryFn: ({ signal }) => fetchStockTops(market, sort, signal),
    refetchInterval: 30_000,
  });
}
