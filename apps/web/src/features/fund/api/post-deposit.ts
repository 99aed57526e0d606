import { postDeposit } from '@lantau/contract';
import { useFundRequestMutation } from './idempotency';

/** A deposit or eDDI debit, under the submission's Idempotency-Key. */
export function usePostDeposit() {
  return useFundRequestMutation(postDeposit);
}
