import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postQuotePlanApplication,
  requestHeaders,
  type AccountQuotePlan,
  type CallBody,
} from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';
import { quotePlansKey } from '../../../shared/market-data';

export type QuotePlanApplication = CallBody<typeof postQuotePlanApplication>;

/** The key is chosen once per intended application, so a retry of the same click is not a second request. */
export function applyForQuotePlan(
  userID: string,
  body: QuotePlanApplication,
  idempotencyKey: string,
): Promise<AccountQuotePlan> {
  return apiClient.request(postQuotePlanApplication, {
    params: { userID },
    body,
    headers: { [requestHeaders.idempotencyKey]: idempotencyKey },
  });
}

export function useApplyForQuotePlan() {
  const userID = useSessionUserID() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuotePlanApplication; idempotencyKey: string }) =>
      applyForQuotePlan(userID, body, idempotencyKey),
    onSuccess: (updated) => {
      queryClient.setQueryData<AccountQuotePlan[]>(quotePlansKey(userID), (plans) =>
        plans?.map((plan) => (plan.market === updated.market ? updated : plan)),
      );
    },
  });
}
