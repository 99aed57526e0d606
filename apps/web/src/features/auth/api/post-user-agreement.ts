import { useMutation } from '@tanstack/react-query';
import { postUserAgreement } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export function acceptAdditionalAgreement(userID: string): Promise<null> {
  return apiClient.request(postUserAgreement, {
    params: { userID },
    body: { agreementKey: 'ADDITIONAL_AGREEMENT' },
  });
}

export function useAcceptAdditionalAgreement(userID: string) {
  return useMutation({ mutationFn: () => acceptAdditionalAgreement(userID) });
}
