import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWatchlist, type WatchlistGroup } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { storeGroups } from './get-watchlists';

export function removeWatchlist(groupID: string): Promise<{ groups: WatchlistGroup[] }> {
  return apiClient.request(deleteWatchlist, { params: { groupID } });
}

export function useDeleteWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWatchlist,
    onSuccess: (data) => storeGroups(queryClient, data.groups),
  });
}
