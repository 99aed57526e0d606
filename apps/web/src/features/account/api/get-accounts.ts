import { useQuery } from '@tanstack/react-query';
import { getAccounts, type Account } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';

export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiClient.request(getAccounts, { signal });
}

export const accountsKey = (userID: string) => ['accounts', userID] as const;

/** The client's accounts (cash and margin), for the switcher and the home page. */
export function useAccounts() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: accountsKey(userID),
    queryFn: ({ signal }) => fetchAccounts(signal),
    enabled: userID !== '',
  });
}
