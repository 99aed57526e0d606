import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOrders, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { orderKeys } from './order-keys';

export type OrderList = CallData<typeof getOrders>;

/** Orders placed on business dates from..to (today, and every multi-day order still working, when absent). */
export function useOrders(range: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: orderKeys.list(range.from, range.to),
    queryFn: ({ signal }) =>
      apiClient.request(getOrders, {
        query: { from: range.from, to: range.to, limit: 500, offset: 0 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
