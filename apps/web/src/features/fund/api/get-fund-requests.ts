import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFundRequests, type CallData, type CallQuery } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type FundRequestsQuery = CallQuery<typeof getFundRequests>;
export type FundRequestsPage = CallData<typeof getFundRequests>;

export function fetchFundRequests(query: FundRequestsQuery, signal?: AbortSignal): Promise<FundRequestsPage> {
  return apiClient.request(getFundRequests, { query, signal });
}

/** One page of fund records, each with its history; the previous page stays on screen while the next loads. */
export function useFundRequests(query: FundRequestsQuery, enabled = true) {
  return useQuery({
    queryKey: ['funds', 'requests', query],
    queryFn: ({ signal }) => fetchFundRequests(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
