import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWatchlistStock, type WatchlistGroup, type WatchlistStockRef } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { storeGroup } from './get-watchlists';

export function addWatchlistStock(input: {
  groupID: string;
  stock: WatchlistStockRef;
}): Promise<WatchlistGroup> {
  return apiClient.request(postWatchlistStock, { params: { groupID: input.groupID }, body: input.stock });
}

/** Adds at the end of a group: from the quote page and from the watchlist page's stock search. */
export function usePostWatchlistStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWatchlistStock,
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
