import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEddaAuthorisation, type CallBody, type EddaAuthorisation } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { eddaKey } from './get-edda-authorisations';

export type EddaAuthorisationRequest = CallBody<typeof postEddaAuthorisation>;

export function authoriseEdda(body: EddaAuthorisationRequest): Promise<EddaAuthorisation> {
  return apiClient.request(postEddaAuthorisation, { body });
}

/** Asks the bank and the broker for an eDDA authorisation; the list shows it at once. */
export function usePostEddaAuthorisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authoriseEdda,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eddaKey }),
  });
}
