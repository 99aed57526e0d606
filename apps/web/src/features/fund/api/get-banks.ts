import { useQuery } from '@tanstack/react-query';
import { getBanks, type Bank } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export function fetchBanks(signal?: AbortSignal): Promise<Bank[]> {
  return apiClient.request(getBanks, { signal });
}

/** The banks clients pay from or are paid to; they change rarely, so they are kept for the session. */
export function useBanks() {
  return useQuery({
    queryKey: ['markets', 'banks'],
    queryFn: ({ signal }) => fetchBanks(signal),
    staleTime: Infinity,
  });
}
