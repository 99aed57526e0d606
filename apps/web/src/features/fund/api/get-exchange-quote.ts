import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getExchangeQuote, type CallQuery, type ExchangeQuote } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type ExchangeQuoteQuery = CallQuery<typeof getExchangeQuote>;

export function fetchExchangeQuote(query: ExchangeQuoteQuery, signal?: AbortSignal): Promise<ExchangeQuote> {
  return apiClient.request(getExchangeQuote, { query, signal });
}

/** The reference rate, fee, exchangeable amount and (with an amount) what it buys; the last quote stays while the next loads. */
export function useExchangeQuote(query: ExchangeQuoteQuery | undefined) {
  return useQuery({
    queryKey: ['funds', 'exchange_quote', query],
    queryFn: ({ signal }) => fetchExchangeQuote(query!, signal),
    enabled: !!query,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
