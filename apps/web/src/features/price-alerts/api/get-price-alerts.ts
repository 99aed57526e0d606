import { useQuery } from '@tanstack/react-query';
import { getPriceAlerts, type CallData, type CallQuery } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type PriceAlertsQuery = CallQuery<typeof getPriceAlerts>;
export type PriceAlertList = CallData<typeof getPriceAlerts>;

/** Every query of price alerts starts with this key: a change refreshes them all. */
export const priceAlertsKey = ['price-alerts'] as const;

export function fetchPriceAlerts(query: PriceAlertsQuery, signal?: AbortSignal): Promise<PriceAlertList> {
  return apiClient.request(getPriceAlerts, { query, signal });
}

/** The client's alerts (optionally of one stock), newest first, with the most a client may keep. */
export function usePriceAlerts(query: PriceAlertsQuery = {}) {
  return useQuery({
    queryKey: [...priceAlertsKey, query],
    queryFn: ({ signal }) => fetchPriceAlerts(query, signal),
  });
}
