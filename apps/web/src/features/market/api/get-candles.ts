import { useQuery } from '@tanstack/react-query';
import { getCandles, type CallData, type CandlePeriod } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import type { Instrument } from '../../../shared/market-data';

export type ChartPeriod = CandlePeriod | 'intraday';
export type CandleSeries = CallData<typeof getCandles>;

export function fetchCandles(instrument: Instrument, period: ChartPeriod, signal?: AbortSignal) {
  return apiClient.request(getCandles, {
    query: { market: instrument.market, stockCode: instrument.stockCode, period, limit: 300 },
    signal,
  });
}

export function useCandles(instrument: Instrument, period: ChartPeriod, refetchMs: number | false) {
  return useQuery({
    queryKey: ['market', 'candles', instrument.market, instrument.stockCode, period],
    queryFn: ({ signal }) => fetchCandles(instrument, period, signal),
    refetchInterval: refetchMs,
    staleTime: 10_000,
  });
}
