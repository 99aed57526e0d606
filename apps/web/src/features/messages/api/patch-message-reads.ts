import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMessageCenterReads, type CallBody } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { messagesRoot } from './get-messages';

/** Marks messages read; every list of them and the unread count are read again. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof patchMessageCenterReads>) =>
      apiClient.request(patchMessageCenterReads, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesRoot }),
  });
}
