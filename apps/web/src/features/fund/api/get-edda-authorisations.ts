import { useQuery } from '@tanstack/react-query';
import { getEddaAuthorisations, type EddaAuthorisation } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export function fetchEddaAuthorisations(signal?: AbortSignal): Promise<EddaAuthorisation[]> {
  return apiClient.request(getEddaAuthorisations, { signal });
}

export const eddaKey = ['funds', 'edda'] as const;

const WATCH_MS = 5_000;

/**
 * The client's eDDA authorisations, newest first. `watchNewest` re-reads them while the newest still waits
 * for the broker and the bank, so its confirmation shows without a reload.
 */
export function useEddaAuthorisations({ watchNewest = false } = {}) {
  return useQuery({
    queryKey: eddaKey,
    queryFn: ({ signal }) => fetchEddaAuthorisations(signal),
    refetchInterval: (query) =>
      watchNewest && query.state.data?.[0]?.state === 'SUBMITTED' ? WATCH_MS : false,
  });
}
