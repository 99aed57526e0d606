import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWatchlist, type WatchlistColour, type WatchlistGroup } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { storeGroup } from './get-watchlists';

export function createWatchlist(body: { name: string; colour: WatchlistColour }): Promise<WatchlistGroup> {
  return apiClient.request(postWatchlist, { body });
}

export function usePostWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWatchlist,
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
