import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMessageCenter, type CallQuery } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type MessagesQuery = CallQuery<typeof getMessageCenter>;

/** Every query of the message center (and the account's notification page) sits under this key. */
export const messagesRoot = ['message-center'] as const;

/** One page of the client's messages; the previous page stays on screen while the next loads. */
export function useMessages(query: MessagesQuery) {
  return useQuery({
    queryKey: [...messagesRoot, 'list', query],
    queryFn: ({ signal }) => apiClient.request(getMessageCenter, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The unread count of the Notice menu item: every type, one row fetched. */
export function useUnreadMessageCount(enabled: boolean) {
  return useQuery({
    queryKey: [...messagesRoot, 'unread'],
    queryFn: ({ signal }) => apiClient.request(getMessageCenter, { query: { limit: 1 }, signal }),
    select: (page) => page.unread,
    enabled,
  });
}
