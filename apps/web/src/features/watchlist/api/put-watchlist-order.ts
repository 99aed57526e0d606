import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putWatchlistOrder, type WatchlistGroup } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { storeGroups, watchlistsKey } from './get-watchlists';

export function orderWatchlists(groupIDs: string[]): Promise<{ groups: WatchlistGroup[] }> {
  return apiClient.request(putWatchlistOrder, { body: { groupIDs } });
}

/** A refused order (another tab changed the groups: E9008) reloads the groups as they are. */
export function usePutWatchlistOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderWatchlists,
    onSuccess: (data) => storeGroups(queryClient, data.groups),
    onError: () => void queryClient.invalidateQueries({ queryKey: watchlistsKey }),
  });
}
