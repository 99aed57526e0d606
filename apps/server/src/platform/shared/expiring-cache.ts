import { keyedExpiringCache } from './keyed-expiring-cache';

/** A copy of read-mostly data that is dropped when it changes, and in any case after `ttlMs`. */
export interface ExpiringCache<T> {
  /** The kept copy, or a fresh load (callers arriving during a load share it). */
  get(): Promise<T>;
  /** Forgets the copy: the next `get` loads again, even while an older load is still under way. */
  invalidate(): void;
}

/**
 * Keeps what `load` returned until `invalidate()` or `ttlMs` later: the keyed cache with a single key. The time
 * limit is a safety net for changes nobody announced (an edit made straight in SQL, a node whose events did not
 * arrive). A failed load is not kept, so the next call tries again.
 */
export function expiringCache<T>(
  load: () => Promise<T>,
  options: { ttlMs: number; now?: () => number },
): ExpiringCache<T> {
  const only = keyedExpiringCache((_key: 'only') => load(), options);
  return { get: () => only.get('only'), invalidate: () => only.clear() };
}
