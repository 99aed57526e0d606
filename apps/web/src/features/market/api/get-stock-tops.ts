import { useQuery } from '@tanstack/react-query';
import {
  getStockTops,
  type CallData,
  type InstrumentType,
  type MarketCode,
  type topsSorts,
} from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type TopsSort = (typeof topsSorts)[number];
export type StockTops = CallData<typeof getStockTops>;

export function fetchStockTops(
  market: MarketCode,
  sort: TopsSort,
  instrumentType: InstrumentType,
  signal?: AbortSignal,
): Promise<StockTops> {
  return apiClient.request(getStockTops, { query: { market, sort, instrumentType, limit: 10 }, signal });
}

/** Top movers of one instrument type: warrants swing far more than stocks and would crowd them out. */
export function useStockTops(market: MarketCode, sort: TopsSort, instrumentType: InstrumentType = 'EQTY') {
  return useQuery({
    queryKey: ['market', 'tops', market, sort, instrumentType],
    queryFn: ({ signal }) => fetchStockTops(market, sort, instrumentType, signal),
    refetchInterval: 30_000,
  });
}
