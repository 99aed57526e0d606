import { postTransfer } from '@lantau/contract';
import { useFundRequestMutation } from './idempotency';

/** A transfer between the stock and crypto accounts; the paying side is held at once, under the submission's Idempotency-Key. */
export function usePostTransfer() {
  return useFundRequestMutation(postTransfer);
}
