import { postExchange } from '@lantau/contract';
import { useFundRequestMutation } from './idempotency';

/** An exchange; the amount sold is held at once, under the submission's Idempotency-Key. */
export function usePostExchange() {
  return useFundRequestMutation(postExchange);
}
