import { useCallback, useRef } from 'react';
import type { OrderRequest } from '@lantau/contract';
import { isApiError } from '../../../shared/api';
import { usePostOrder } from '../api/place-order';

/** No answer came back: the order may or may not have been placed (spec section 8, 'unstable network after submit'). */
export function isUnansweredSubmit(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

/**
 * Places the ticket's order under an Idempotency-Key. The key belongs to one ticket as it was sent: submitting
 * the same ticket again after an unanswered attempt reuses it, so the server answers with the first order
 * instead of placing a second. A changed ticket, or one the server answered, gets a new key.
 */
export function useOrderSubmission(newKey: () => string = () => crypto.randomUUID()) {
  const post = usePostOrder();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { mutate, reset } = post;

  const submit = useCallback(
    (request: OrderRequest, onPlaced?: () => void) => {
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
      mutate(
        { request, idempotencyKey: attempt.current.key },
        {
          onSuccess: () => {
            attempt.current = null;
            onPlaced?.();
          },
          onError: (error) => {
            if (!isUnansweredSubmit(error)) attempt.current = null;
          },
        },
      );
    },
    [mutate, newKey],
  );

  return {
    submit,
    reset,
    submitting: post.isPending,
    placed: post.data,
    error: post.error,
    unanswered: isUnansweredSubmit(post.error),
  };
}
