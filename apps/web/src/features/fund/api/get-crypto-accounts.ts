import { useQuery } from '@tanstack/react-query';
import { getCryptoAccounts, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type CryptoAccounts = CallData<typeof getCryptoAccounts>;

export function fetchCryptoAccounts(signal?: AbortSignal): Promise<CryptoAccounts> {
  return apiClient.request(getCryptoAccounts, { signal });
}

/** The client's crypto accounts with their cash, for the transfer's available amount. */
export function useCryptoAccounts() {
  return useQuery({
    queryKey: ['funds', 'crypto_accounts'],
    queryFn: ({ signal }) => fetchCryptoAccounts(signal),
  });
}
