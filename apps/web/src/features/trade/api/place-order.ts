import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrder, requestHeaders, type OrderRequest } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** Places an order under an Idempotency-Key: the same key never places twice, and a retry gets the first order. */
export function usePostOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: OrderRequest; idempotencyKey: string }) =>
      apiClient.request(postOrder, {
        body: request,
        headers: { [requestHeaders.idempotencyKey]: idempotencyKey },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
