import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getIpo,
  getIpoApplications,
  getIpos,
  postIpoApplication,
  postIpoApplicationCancellation,
  requestHeaders,
  type IpoApplication,
  type IpoApplicationRequest,
  type SessionServerFrame,
} from '@lantau/contract';
import { apiClient } from '../../shared/api';
import { useSessionUserID } from '../../shared/session';

export type IpoListView = 'ALL' | 'OPEN' | 'LISTINGS';

const iposKey = (userID: string) => ['ipos', userID] as const;
const applicationsKey = (userID: string) => ['ipos', userID, 'applications'] as const;

/** The broker's published issues in one view; `enabled: false` asks nothing (a reminder not due). */
export const iposQuery = (userID: string, view: IpoListView) => ({
  queryKey: [...iposKey(userID), 'list', view],
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiClient.request(getIpos, { query: { view }, signal }),
});

export function useIpos(view: IpoListView, { enabled = true }: { enabled?: boolean } = {}) {
  const userID = useSessionUserID() ?? '';
  return useQuery({ ...iposQuery(userID, view), enabled: enabled && userID !== '' });
}

/** One issue (its terms, fees and financing) with the client's applications for it. */
export function useIpo(ipoID: string | undefined) {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: [...iposKey(userID), 'one', ipoID],
    queryFn: ({ signal }) => apiClient.request(getIpo, { params: { ipoID: ipoID ?? '' }, signal }),
    enabled: userID !== '' && !!ipoID,
  });
}

/** The client's applications, newest first. */
export function useIpoApplications() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: applicationsKey(userID),
    queryFn: ({ signal }) => apiClient.request(getIpoApplications, { query: {}, signal }),
    enabled: userID !== '',
  });
}

/** What applying or cancelling changes: the issues (pool, the client's applications) and the cash held. */
export function refreshAfterMoney(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['ipos'] });
  void queryClient.invalidateQueries({ queryKey: ['accounts'] });
}

/** Applies under the submission's Idempotency-Key: a retry of the same application is answered, never made twice. */
export function usePostIpoApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: IpoApplicationRequest; idempotencyKey: string }) =>
      apiClient.request(postIpoApplication, {
        body,
        headers: { [requestHeaders.idempotencyKey]: idempotencyKey },
      }),
    onSettled: () => refreshAfterMoney(queryClient),
  });
}

/**
 * Cancels a received application. The call is idempotent: the key is the application's own ID, since one
 * application is cancelled at most once, so a double click or a retry after no answer cancels it once.
 */
export function usePostIpoCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: IpoApplication) =>
      apiClient.request(postIpoApplicationCancellation, {
        params: { applicationID: application.applicationID },
        headers: { [requestHeaders.idempotencyKey]: `cancel-${application.applicationID}` },
      }),
    onSettled: () => refreshAfterMoney(queryClient),
  });
}

/** An `ipoapplication` frame of the session socket: one application's new status. */
export type IpoApplicationUpdate = Omit<Extract<SessionServerFrame, { type: 'ipoapplication' }>, 'type'>;

/**
 * A pushed change of an application: its status in every cached list at once, then the lists (their display
 * status, allotment and refund come from the server) and the balances read again.
 */
export function applyIpoUpdate(queryClient: QueryClient, update: IpoApplicationUpdate): void {
  queryClient.setQueriesData<{ applications: IpoApplication[] }>({ queryKey: ['ipos'] }, (cached) =>
    cached && Array.isArray(cached.applications)
      ? {
          ...cached,
          applications: cached.applications.map((application) =>
            application.applicationID === update.applicationID
              ? { ...application, status: update.status }
              : application,
          ),
        }
      : cached,
  );
  refreshAfterMoney(queryClient);
}
