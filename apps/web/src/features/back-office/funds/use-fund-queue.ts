import { useQueries } from '@tanstack/react-query';
import {
  getStaffFundRequests,
  type FundRequestStatus,
  type FundRequestType,
  type StaffFundRequest,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { staffQueryKey } from '../queue/use-staff-action';

/** The queue a request is worked in, as the server sorts them: money in, money out, money changing currency. */
export type FundQueueKind = 'DEPOSIT' | 'PAYMENT' | 'EXCHANGE';

export function fundQueueOf({ details }: StaffFundRequest): FundQueueKind {
  if (details.type === 'DEPOSIT') return 'DEPOSIT';
  if (details.type === 'WITHDRAWAL') return 'PAYMENT';
  if (details.type === 'TRANSFER') return details.direction === 'TO_CRYPTO' ? 'PAYMENT' : 'EXCHANGE';
  return 'EXCHANGE';
}

/**
 * What one queue holds: requests of some types (every type when absent) in some statuses, optionally narrowed
 * (a transfer's direction).
 */
export interface FundQueueFilter {
  types?: FundRequestType[];
  statuses: FundRequestStatus[];
  accept?: (request: StaffFundRequest) => boolean;
}

/** The requests waiting in a queue, oldest first across its types, as a queue is worked. */
export function useFundQueue({ types, statuses, accept = () => true }: FundQueueFilter) {
  const results = useQueries({
    queries: (types ?? [undefined]).map((type) => ({
      queryKey: [...staffQueryKey, 'funds', type ?? 'ALL', statuses],
      queryFn: () =>
        staffApiClient.request(getStaffFundRequests, {
          query: { type, status: statuses.join(','), limit: 200, offset: 0 },
        }),
    })),
  });
  const error = results.find((result) => result.error)?.error ?? null;
  const pending = results.some((result) => !result.data);
  const rows = pending
    ? undefined
    : results
        .flatMap((result) => result.data!.requests)
        .filter(accept)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { rows, error };
}
