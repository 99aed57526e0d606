import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postOrderEstimate, type CallData, type OrderRequest } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type OrderEstimate = CallData<typeof postOrderEstimate>;

/**
 * The server's check and fee estimate of the ticket as it stands. The caller passes the request only once the
 * user has paused typing (debounced) and the ticket is complete enough; null asks for nothing.
 */
export function useOrderEstimate(request: OrderRequest | null) {
  return useQuery({
    queryKey: ['orders', 'estimate', request],
    queryFn: ({ signal }) => apiClient.request(postOrderEstimate, { body: request!, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5_000,
  });
}
