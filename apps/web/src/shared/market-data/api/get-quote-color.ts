import { useQuery } from '@tanstack/react-query';
import { getUserConfigurations, type CallData } from '@lantau/contract';
import { apiClient } from '../../api';
import { useSession } from '../../session';

export type UserConfigurations = CallData<typeof getUserConfigurations>;
export type QuoteColor = 'RED_UP' | 'GREEN_UP';

export function fetchUserConfigurations(userID: string, keys: string[], signal?: AbortSignal) {
  return apiClient.request(getUserConfigurations, {
    params: { userID },
    query: { key: keys.join(',') },
    signal,
  });
}

/**
 * The user's up/down colours (QUOTE_COLOR, saved on the server). Until it answers, or if it cannot, the
 * server's own default (green up) so the colours do not flip once it does.
 */
export function useQuoteColor(): QuoteColor {
  const userID = useSession()?.userID ?? '';
  const query = useQuery({
    queryKey: ['users', userID, 'configurations', 'QUOTE_COLOR'],
    queryFn: ({ signal }) => fetchUserConfigurations(userID, ['QUOTE_COLOR'], signal),
    enabled: userID !== '',
    staleTime: 5 * 60_000,
  });
  return query.data?.QUOTE_COLOR ?? 'GREEN_UP';
}
