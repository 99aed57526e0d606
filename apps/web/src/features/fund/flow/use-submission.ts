import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Keyed } from '../api/idempotency';
import { SubmissionKey } from './submission-key';

/** One SubmissionKey for the life of a form. */
export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(() => new SubmissionKey());
  return key;
}

/**
 * Places a request through a request-creating mutation under the form's SubmissionKey: the key is dropped once
 * the server answers, and kept for the retry when it did not (so the retry cannot act twice).
 */
export function useKeyedPlacement<Placed, Body>(mutation: UseMutationResult<Placed, Error, Keyed<Body>>) {
  const key = useSubmissionKey();
  return (body: Body, onPlaced: (placed: Placed) => void) =>
    mutation.mutate(
      { body, idempotencyKey: key.for(body) },
      {
        onSuccess: (placed) => {
          key.settled();
          onPlaced(placed);
        },
        onError: (error) => key.settled(error),
      },
    );
}
