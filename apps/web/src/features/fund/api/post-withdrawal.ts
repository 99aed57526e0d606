import { postWithdrawal } from '@lantau/contract';
import { useFundRequestMutation } from './idempotency';

/** A withdrawal signed with its SMS code; amount and fee are held at once, under the submission's Idempotency-Key. */
export function usePostWithdrawal() {
  return useFundRequestMutation(postWithdrawal);
}
