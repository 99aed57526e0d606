import { useQuery } from '@tanstack/react-query';
import { getMessageCenterMessage } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { messagesRoot } from './get-messages';

/** One message, opened from the list, a notice or a link (?messageID=...). */
export function useMessage(messageID: string | undefined) {
  return useQuery({
    queryKey: [...messagesRoot, 'one', messageID],
    queryFn: ({ signal }) =>
      apiClient.request(getMessageCenterMessage, { params: { messageID: messageID! }, signal }),
    enabled: messageID !== undefined,
    retry: false,
  });
}
