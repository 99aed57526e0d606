import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFundRequestCancel, type FundRequest } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export function withdrawFundRequest(requestID: string): Promise<FundRequest> {
  return apiClient.request(postFundRequestCancel, { params: { requestID } });
}

/** Withdraws a pending request; a withdrawal's hold is released, so balances change too. */
export function usePostFundRequestCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFundRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['funds'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
