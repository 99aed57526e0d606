import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getDividend,
  getDividends,
  postDividendElection,
  requestHeaders,
  type DividendElectionRequest,
} from '@lantau/contract';
import { apiClient } from '../../shared/api';
import { useSessionUserID } from '../../shared/session';

const dividendsKey = (userID: string) => ['dividends', userID] as const;

/** Dividends on the client's holdings, one item per entitled account. */
/** The client's dividends; `enabled: false` asks nothing (a reminder that is not due). */
export const dividendsQuery = (userID: string) => ({
  queryKey: dividendsKey(userID),
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiClient.request(getDividends, { query: {}, signal }),
});

export function useDividends({ enabled = true }: { enabled?: boolean } = {}) {
  const userID = useSessionUserID() ?? '';
  return useQuery({ ...dividendsQuery(userID), enabled: enabled && userID !== '' });
}

export function useDividend(announcementID: string, accountNumber: string) {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: [...dividendsKey(userID), announcementID, accountNumber],
    queryFn: ({ signal }) =>
      apiClient.request(getDividend, { params: { announcementID }, query: { accountNumber }, signal }),
    enabled: userID !== '' && announcementID !== '' && accountNumber !== '',
  });
}

/** A pushed payment (session socket `dividends`): the client's dividends and the money they moved, read again. */
export function refreshDividends(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['dividends'] });
  void queryClient.invalidateQueries({ queryKey: ['accounts'] });
}

/** Records an election under an Idempotency-Key: a retry of the same election is answered, never made twice. */
export function usePostElection(announcementID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DividendElectionRequest; idempotencyKey: string }) =>
      apiClient.request(postDividendElection, {
        params: { announcementID },
        body,
        headers: { [requestHeaders.idempotencyKey]: idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dividends'] }),
  });
}
