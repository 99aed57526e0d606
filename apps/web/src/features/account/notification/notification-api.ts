import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMessageCenter, patchMessageCenterReads, type CallQuery } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type NotificationsQuery = CallQuery<typeof getMessageCenter>;

const notificationsRoot = ['message-center'] as const;

/** One page of the client's notices; the previous page stays on screen while the next loads. */
export function useNotifications(query: NotificationsQuery) {
  return useQuery({
    queryKey: [...notificationsRoot, query],
    queryFn: ({ signal }) => apiClient.request(getMessageCenter, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks notices read; every list of them (and its unread count) is read again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageID: string[]) => apiClient.request(patchMessageCenterReads, { body: { messageID } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsRoot }),
  });
}
