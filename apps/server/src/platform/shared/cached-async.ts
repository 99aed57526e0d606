/**
 * Loads once and keeps the result, for read-mostly data; callers arriving during the load share it. A failed
 * load is not kept, so the next call tries again.
 */
export function cachedAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
