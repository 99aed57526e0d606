import { useQuery } from '@tanstack/react-query';
import { getAccounts, type Account } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export const accountsKey = ['accounts', 'list'] as const;

/** The logged-in client's accounts. */
export function useAccounts() {
  return useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }): Promise<Account[]> => apiClient.request(getAccounts, { signal }),
    staleTime: 60_000,
  });
}
