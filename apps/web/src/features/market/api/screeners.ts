import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteScreener,
  getScreenerResults,
  getScreeners,
  patchScreener,
  postScreener,
  requestHeaders,
  type CallBody,
  type CallQuery,
} from '@lantau/contract';
import { apiClient } from '../../../shared/api';

const screenersKey = ['market', 'screeners'] as const;

/** The client's saved strategies. */
export function useScreeners() {
  return useQuery({
    queryKey: screenersKey,
    queryFn: ({ signal }) => apiClient.request(getScreeners, { signal }),
  });
}

/** Every change of a strategy shows in the list at once. */
function useScreenerMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenersKey }),
  });
}

/** Saves a strategy under the submission's Idempotency-Key: a retried save answers the first strategy. */
export function usePostScreener() {
  return useScreenerMutation(
    ({ body, idempotencyKey }: { body: CallBody<typeof postScreener>; idempotencyKey: string }) =>
      apiClient.request(postScreener, { body, headers: { [requestHeaders.idempotencyKey]: idempotencyKey } }),
  );
}

/** Renames a strategy or replaces its conditions. */
export function usePatchScreener() {
  return useScreenerMutation(
    ({ screenerID, body }: { screenerID: string; body: CallBody<typeof patchScreener> }) =>
      apiClient.request(patchScreener, { params: { screenerID }, body }),
  );
}

export function useDeleteScreener() {
  return useScreenerMutation((screenerID: string) =>
    apiClient.request(deleteScreener, { params: { screenerID } }),
  );
}

export type ScreenerQuery = CallQuery<typeof getScreenerResults>;

/** One page of results; the previous page stays shown while the next loads, so the table does not jump. */
export function useScreenerResults(query: ScreenerQuery | undefined) {
  return useQuery({
    queryKey: ['market', 'screener-results', query],
    queryFn: ({ signal }) => apiClient.request(getScreenerResults, { query: query!, signal }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
