import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEddaAuthorisation, type CallBody, type EddaAuthorisation } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { eddaKey } from './get-edda-authorisations';

export type EddaAuthorisationRequest = CallBody<typeof postEddaAuthorisation>;

export function authoriseEdda(body: EddaAuthorisationRequest): Promise<EddaAuthorisation> {
  return apiClient.request(postEddaAuthorisation, { body });
}

/**
 * Asks the bank and the broker for an eDDA authorisation. The answer goes to the top of the list at once, so
 * the result page never shows the previous one while the list is read again.
 */
export function usePostEddaAuthorisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authoriseEdda,
    onSuccess: (authorisation) =>
      queryClient.setQueryData<EddaAuthorisation[]>(eddaKey, (list = []) => [authorisation, ...list]),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eddaKey }),
  });
}
