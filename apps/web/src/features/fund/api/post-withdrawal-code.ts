import { useMutation } from '@tanstack/react-query';
import { postWithdrawalCode, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type WithdrawalCodeSent = CallData<typeof postWithdrawalCode>;

export function sendWithdrawalCode(): Promise<WithdrawalCodeSent> {
  return apiClient.request(postWithdrawalCode, {});
}

/** Sends the SMS code that signs a withdrawal. */
export function usePostWithdrawalCode() {
  return useMutation({ mutationFn: sendWithdrawalCode });
}
