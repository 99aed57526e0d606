import { randomUUID } from 'node:crypto';

const saneRequestId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The id of a request: the client's x-api-code when it is safe to log and echo (at most 64 letters, digits,
 * '-' or '_'), else a fresh one. Support staff find a failed call in the logs by the code the client shows.
 */
export function requestIdFrom(apiCode: string | string[] | undefined): string {
  return typeof apiCode === 'string' && saneRequestId.test(apiCode) ? apiCode : randomUUID();
}
