import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestHeaders, type CallBody, type CallData, type CallDefinition } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** What every request-creating call is given: its body and the key of the form submission. */
export interface Keyed<B> {
  body: B;
  idempotencyKey: string;
}

/**
 * Places a fund request under the submission's Idempotency-Key, so a retried request answers with the first one
 * instead of acting twice.
 */
export function placeFundRequest<C extends CallDefinition>(
  call: C,
  { body, idempotencyKey }: Keyed<CallBody<C>>,
): Promise<CallData<C>> {
  return apiClient.request(call, { body, headers: { [requestHeaders.idempotencyKey]: idempotencyKey } });
}

/**
 * The mutation of a request-creating call. Placing one holds or moves cash, so the fund screens and the
 * account's balances are fetched again.
 */
export function useFundRequestMutation<C extends CallDefinition>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Keyed<CallBody<C>>) => placeFundRequest(call, request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['funds'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
