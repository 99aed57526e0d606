import { z } from 'zod';
import { secureStorage } from '../storage';

/**
 * Where the user was when the session was ended for them (time-out, another device, an expired server
 * session). Logging in again leads back there, but only for the same user of the same broker: the next person
 * on a shared computer starts from the top.
 */
const returnPathSchema = z.object({ displayCode: z.string(), userID: z.string(), path: z.string() });
export type ReturnPath = z.infer<typeof returnPathSchema>;

export function storeReturnPath(value: ReturnPath): void {
  secureStorage.setJson('returnPath', value);
}

export function getReturnPath(): ReturnPath | undefined {
  return secureStorage.getJson('returnPath', returnPathSchema);
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
