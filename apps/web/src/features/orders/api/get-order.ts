import { useQuery } from '@tanstack/react-query';
import { getOrder, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { orderKeys } from './order-keys';

export type OrderDetail = CallData<typeof getOrder>;

/** One order with its executions. */
export function useOrder(orderID: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(orderID ?? ''),
    queryFn: ({ signal }) => apiClient.request(getOrder, { params: { orderID: orderID! }, signal }),
    enabled: !!orderID,
  });
}
