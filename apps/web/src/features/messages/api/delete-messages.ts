import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMessageCenterMessages } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { messagesRoot } from './get-messages';

/** Deletes messages; every list of them and the unread count are read again. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageID: string[]) =>
      apiClient.request(deleteMessageCenterMessages, { body: { messageID } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesRoot }),
  });
}
