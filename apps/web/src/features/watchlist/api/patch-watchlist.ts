import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchWatchlist, type WatchlistColour, type WatchlistGroup } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { storeGroup } from './get-watchlists';

export interface WatchlistChange {
  groupID: string;
  name?: string;
  colour?: WatchlistColour;
}

export function updateWatchlist({ groupID, ...body }: WatchlistChange): Promise<WatchlistGroup> {
  return apiClient.request(patchWatchlist, { params: { groupID }, body });
}

export function usePatchWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWatchlist,
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
