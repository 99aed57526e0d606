import { useQueries, useQuery } from '@tanstack/react-query';
import { getAccountOverview, type AccountOverview } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** Balances move with every fill: asking again every 15 s keeps the figures near the live prices beside them. */
const OVERVIEW_REFRESH_MS = 15_000;

export function fetchAccountOverview(accountNumber: string, signal?: AbortSignal): Promise<AccountOverview> {
  return apiClient.request(getAccountOverview, { params: { accountNumber }, signal });
}

export const accountOverviewKey = (accountNumber: string) => ['accounts', 'overview', accountNumber] as const;

const overviewQuery = (accountNumber: string) => ({
  queryKey: accountOverviewKey(accountNumber),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccountOverview(accountNumber, signal),
  refetchInterval: OVERVIEW_REFRESH_MS,
});

export function useAccountOverview(accountNumber: string | undefined) {
  return useQuery({ ...overviewQuery(accountNumber ?? ''), enabled: !!accountNumber });
}

/**
 * Every account's overview at once (the home page's top positions across accounts): those loaded so far, and
 * whether any is still loading. Combined once per change, so the list keeps its identity between renders.
 */
export function useAccountOverviews(accountNumbers: readonly string[]) {
  return useQueries({
    queries: accountNumbers.map((accountNumber) => overviewQuery(accountNumber)),
    combine: (results) => ({
      overviews: results.flatMap((result) => (result.data ? [result.data] : [])),
      pending: results.some((result) => result.isPending),
    }),
  });
}
