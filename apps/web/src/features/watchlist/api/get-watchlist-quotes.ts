import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { getSnapshotCustoms, type MarketCode, type Quote, type QuotePlan } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { DELAYED_POLL_MS, useMarketStream, type Instrument } from '../../../shared/market-data';

export function fetchWatchlistQuotes(market: MarketCode, stockCodes: string[], signal?: AbortSignal) {
  return apiClient.request(getSnapshotCustoms, {
    query: { market, stockCode: stockCodes.join(','), quoteType: 'BASIC' },
    signal,
  });
}

/**
 * Seeds the shared quote store with one batched call per market (it spends no clicks): on LEVEL2 once, then the
 * stream keeps the rows current; on the other plans every 15 s, as delayed data is all they may see in a list.
 */
export function useWatchlistQuotes(
  stocks: readonly Instrument[],
  planOf: (market: MarketCode) => QuotePlan | undefined,
): void {
  const { store } = useMarketStream();
  const markets = [...new Set(stocks.map((stock) => stock.market))];
  const results = useQueries({
    queries: markets.map((market) => {
      const codes = stocks.filter((stock) => stock.market === market).map((stock) => stock.stockCode);
      const streamed = planOf(market) === 'LEVEL2';
      return {
        queryKey: ['market', 'watchlist-quotes', market, codes.join(',')],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchWatchlistQuotes(market, codes, signal),
        refetchInterval: streamed ? false : DELAYED_POLL_MS,
        staleTime: streamed ? Infinity : DELAYED_POLL_MS,
      } as const;
    }),
  });
  const fetched = results.map((result) => result.dataUpdatedAt).join(',');
  useEffect(() => {
    for (const result of results) {
      for (const quote of (result.data ?? []) as Quote[]) store.setSnapshot(quote);
    }
    // Only a new answer needs storing; the results array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetched, store]);
}
