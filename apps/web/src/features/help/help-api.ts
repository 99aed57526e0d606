import { useQuery } from '@tanstack/react-query';
import { getHelpCenter, postFeedback } from '@lantau/contract';
import { apiClient } from '../../shared/api';
import { useSessionUserID } from '../../shared/session';
import type { SubmitFeedback } from '../../shared/ui/dialogs/feedback/feedback-submission';

/** The broker's FAQ (all three languages) and contact details. */
export function useHelpCenter() {
  const userID = useSessionUserID() ?? '';
  return useQuery({
    queryKey: ['helpCenter', userID],
    queryFn: ({ signal }) => apiClient.request(getHelpCenter, { signal }),
    enabled: userID !== '',
    staleTime: 10 * 60_000,
  });
}

/**
 * Sends feedback as multipart (spec section 7): the API client serialises the form and signs those exact bytes.
 * A refusal arrives as an ApiError, which the dialog turns into '{api code} - {message}'.
 */
export const submitFeedback: SubmitFeedback = async ({ userID, content, type, contact, images }) => {
  const form = new FormData();
  form.append('content', content);
  form.append('type', type);
  form.append('contact', contact);
  for (const image of images) form.append('images', image, image.name);
  const data = await apiClient.request(postFeedback, { params: { userID }, body: form });
  return { code: 'OK', message: data.message, apiCode: '' };
};
