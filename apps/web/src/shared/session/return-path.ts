import { isString, objectCheck, secureStorage } from '../storage';

/**
 * Where the user was when the session was ended for them (time-out, another device, an expired server
 * session). Logging in again leads back there, but only for the same user of the same broker: the next person
 * on a shared computer starts from the top.
 */
export interface ReturnPath {
  displayCode: string;
  userID: string;
  path: string;
}
const returnPathCheck = objectCheck<ReturnPath>({ displayCode: isString, userID: isString, path: isString });

export function storeReturnPath(value: ReturnPath): void {
  secureStorage.setJson('returnPath', value);
}

export function getReturnPath(): ReturnPath | undefined {
  return secureStorage.getJson('returnPath', returnPathCheck);
}

export function clearReturnPath(): void {
  secureStorage.remove('returnPath');
}

/** The stored path if it belongs to this user and broker. */
export function returnPathFor(displayCode: string, userID: string | undefined): string | undefined {
  const stored = getReturnPath();
  if (!stored || stored.displayCode !== displayCode || stored.userID !== userID) return undefined;
  return stored.path;
}
