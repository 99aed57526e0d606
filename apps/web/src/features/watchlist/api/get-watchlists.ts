import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getWatchlists, type WatchlistGroup } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export const watchlistsKey = ['watchlists'] as const;

export function fetchWatchlists(signal?: AbortSignal): Promise<{ groups: WatchlistGroup[] }> {
  return apiClient.request(getWatchlists, { signal });
}

/** The client's groups in their order (the server makes the first one on a first visit). */
export function useWatchlists() {
  return useQuery({ queryKey: watchlistsKey, queryFn: ({ signal }) => fetchWatchlists(signal) });
}

/** Every change answers the group (or all groups) as saved: the cache takes it without asking again. */
export function storeGroup(queryClient: QueryClient, group: WatchlistGroup): void {
  queryClient.setQueryData<{ groups: WatchlistGroup[] }>(watchlistsKey, (data) => {
    if (!data) return data;
    const known = data.groups.some((candidate) => candidate.groupID === group.groupID);
    return {
      groups: known
        ? data.groups.map((candidate) => (candidate.groupID === group.groupID ? group : candidate))
        : [...data.groups, group],
    };
  });
}

export function storeGroups(queryClient: QueryClient, groups: WatchlistGroup[]): void {
  queryClient.setQueryData(watchlistsKey, { groups });
}
