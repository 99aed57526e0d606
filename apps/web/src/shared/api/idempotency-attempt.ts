/** One Idempotency-Key per request body as sent. */
export interface IdempotentAttempt {
  body: string;
  key: string;
}

/**
 * The attempt to send: a retry of the same request (after no answer, or a double click) keeps its key, so the
 * server answers it without acting twice; a changed request is a new one with a new key.
 */
export function attemptFor(
  previous: IdempotentAttempt | null | undefined,
  request: unknown,
  newKey: () => string,
): IdempotentAttempt {
  const body = JSON.stringify(request);
  return previous?.body === body ? previous : { body, key: newKey() };
}
