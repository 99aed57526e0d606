import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchStocks, type CallData } from '@lantau/contract';
import { apiClient } from '../../api';

export type StockSearchResult = CallData<typeof searchStocks>;

/** By code or by name in any of the three languages; the first look shows 3, 'more' up to 100. */
export function fetchStockSearch(keyword: string, limit: number, signal?: AbortSignal) {
  return apiClient.request(searchStocks, { query: { keyword, limit }, signal });
}

export function useStockSearch(keyword: string, limit: number) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['market', 'search', trimmed, limit],
    queryFn: ({ signal }) => fetchStockSearch(trimmed, limit, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
