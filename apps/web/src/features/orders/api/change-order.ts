import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrder, patchOrder, type CallBody } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { orderKeys } from './order-keys';

export type OrderAmendment = CallBody<typeof patchOrder>;

/** Amends price, quantity or time in force; every order list and detail refreshes afterwards. */
export function useAmendOrder(orderID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderAmendment) => apiClient.request(patchOrder, { params: { orderID }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Cancels a working order (PTC until the exchange confirms). */
export function useCancelOrder(orderID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.request(deleteOrder, { params: { orderID } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
