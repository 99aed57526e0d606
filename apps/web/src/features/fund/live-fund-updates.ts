import type { QueryClient } from '@tanstack/react-query';
import type { SessionServerFrame } from '@lantau/contract';
import type { FundRequestsPage } from './api/get-fund-requests';

/** A `fundrequest` frame of the session socket: one request's new status. */
export type FundUpdate = Omit<Extract<SessionServerFrame, { type: 'fundrequest' }>, 'type'>;

/**
 * A pushed change of a fund request: its status in every cached list at once (so the row a toast speaks of
 * changes with it), then the lists, balances and records read again for what the frame lacks (its history,
 * whether it can still be withdrawn, the money it moved).
 */
export function applyFundUpdate(queryClient: QueryClient, update: FundUpdate): void {
  queryClient.setQueriesData<FundRequestsPage>({ queryKey: ['funds', 'requests'] }, (page) =>
    page
      ? {
          ...page,
          requests: page.requests.map((request) =>
            request.requestID === update.requestID ? { ...request, status: update.status } : request,
          ),
        }
      : page,
  );
  refreshFundRequests(queryClient);
}

/** The fund requests, their records and the balances they move, read again. */
export function refreshFundRequests(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['funds'] });
  void queryClient.invalidateQueries({ queryKey: ['accounts'] });
}
