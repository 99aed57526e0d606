/**
 * Remembers the nonces of signed requests so a captured request cannot be replayed. In memory for one server;
 * with several nodes a Redis implementation (SET NX with expiry) keeps one shared memory.
 */
export interface NonceStore {
  /** Records the nonce; false when it was already seen for this session within its time to live. */
  remember(sessionId: string, nonce: string, ttlSeconds: number): Promise<boolean>;
}

export function createMemoryNonceStore(now: () => number = Date.now): NonceStore {
  const expiries = new Map<string, number>();
  let nextSweep = 0;

  // Dropping expired entries now and then keeps memory bounded by the traffic of one validity window.
  function sweep(at: number) {
    if (at < nextSweep) return;
    nextSweep = at + 60_000;
    for (const [key, expiry] of expiries) if (expiry <= at) expiries.delete(key);
  }

  return {
    async remember(sessionId, nonce, ttlSeconds) {
      const at = now();
      sweep(at);
      const key = `${sessionId}:${nonce}`;
      const expiry = expiries.get(key);
      if (expiry !== undefined && expiry > at) return false;
      expiries.set(key, at + ttlSeconds * 1000);
      return true;
    },
  };
}
