import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putWatchlistStocks, type WatchlistGroup, type WatchlistStockRef } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { storeGroup, watchlistsKey } from './get-watchlists';

export function replaceWatchlistStocks(input: {
  groupID: string;
  stocks: WatchlistStockRef[];
}): Promise<WatchlistGroup> {
  return apiClient.request(putWatchlistStocks, {
    params: { groupID: input.groupID },
    body: { stocks: input.stocks },
  });
}

/** Removing and reordering send the whole ordered list; a refusal reloads the group as it is. */
export function usePutWatchlistStocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceWatchlistStocks,
    onSuccess: (group) => storeGroup(queryClient, group),
    onError: () => void queryClient.invalidateQueries({ queryKey: watchlistsKey }),
  });
}
