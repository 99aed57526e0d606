import { useQuery } from '@tanstack/react-query';
import { getFundSettings, type FundSettings } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';

export function fetchFundSettings(signal?: AbortSignal): Promise<FundSettings> {
  return apiClient.request(getFundSettings, { signal });
}

export const fundSettingsKey = (userID: string) => ['funds', 'settings', userID] as const;

/** The broker's switches, per-currency rules, the client's accounts and bank accounts: one call for every fund screen. */
export function useFundSettings() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: fundSettingsKey(userID),
    queryFn: ({ signal }) => fetchFundSettings(signal),
    enabled: userID !== '',
  });
}
