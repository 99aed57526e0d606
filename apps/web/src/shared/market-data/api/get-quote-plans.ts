import { useQuery } from '@tanstack/react-query';
import { getQuotePlans, type AccountQuotePlan, type MarketCode } from '@lantau/contract';
import { apiClient } from '../../api';
import { useSessionUserID } from '../../session';

export function fetchQuotePlans(userID: string, signal?: AbortSignal): Promise<AccountQuotePlan[]> {
  return apiClient.request(getQuotePlans, { params: { userID }, signal });
}

export const quotePlansKey = (userID: string) => ['market', 'quote-plans', userID] as const;

export function useQuotePlans() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: quotePlansKey(userID),
    queryFn: ({ signal }) => fetchQuotePlans(userID, signal),
    enabled: userID !== '',
  });
}

/** The account's plan in one market; undefined while loading or when the market has no quotes. */
export function useQuotePlan(market: MarketCode | undefined) {
  const plans = useQuotePlans();
  const plan = plans.data?.find((candidate) => candidate.market === market);
  return { plan, isPending: plans.isPending, isError: plans.isError, refetch: plans.refetch };
}
