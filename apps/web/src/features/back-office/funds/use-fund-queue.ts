import {
  fundQueueOf as queueOf,
  getStaffFundRequests,
  type FundQueue,
  type FundRequestStatus,
  type StaffFundRequest,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { useStaffPage } from '../queue/use-staff-page';

/** The queue a request is worked in (the contract's rule, as the server sorts them). */
export const fundQueueOf = ({ details }: StaffFundRequest): FundQueue =>
  queueOf(details.type, details.type === 'TRANSFER' ? details.direction : undefined);

/**
 * What one list of fund requests holds: one queue's requests (every queue's when absent) in the statuses a staff
 * step accepts (`fundStaffSteps` in the contract, which the server checks the step against).
 */
export interface FundQueueFilter {
  queue?: FundQueue;
  statuses: readonly FundRequestStatus[];
}

/** One page of a queue, oldest first, as a queue is worked: filtered, sorted and paged by the server. */
export function useFundQueue({ queue, statuses }: FundQueueFilter) {
  const list = useStaffPage(['funds', queue ?? 'ALL', statuses], (page) =>
    staffApiClient.request(getStaffFundRequests, {
      query: { queue, status: statuses.join(','), ...page },
    }),
  );
  return { rows: list.data?.requests, error: list.error, pager: list.pager };
}
