import { isApiError } from '../../../shared/api';

/** No answer came back: the request may or may not have been made, so a retry must reuse its key. */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

/**
 * The Idempotency-Key of one form submission. The same form sent again after an unanswered attempt reuses it,
 * so the server answers with the first request instead of making a second; a changed form, or one the server
 * answered, gets a new key.
 */
export class SubmissionKey {
  private attempt: { body: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send `body` under. */
  for(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.attempt?.body !== text) this.attempt = { body: text, key: this.newKey() };
    return this.attempt.key;
  }

  /** After an attempt: only an unanswered one keeps its key for the retry. */
  settled(error?: unknown): void {
    if (!error || !isUnanswered(error)) this.attempt = undefined;
  }
}
