import { detachedFromHeldConnection } from '../db/one-connection-guard';

/** A copy of read-mostly data that its readers never wait for once it has been loaded. */
export interface RefreshedCopy<T> {
  /** The copy (only the very first read waits, for the first load); past `ttlMs` it is reloaded behind it. */
  get(): Promise<T>;
  /** Loads again now; resolves with the new copy, which every read gets from then on. */
  refresh(): Promise<T>;
}

/**
 * Keeps what `load` returned and reloads it in the background after `ttlMs` or when `refresh()` is called.
 * Readers get the copy at hand rather than wait for a reload: configuration is read inside transactions (fees in
 * a fill, a broker's switches in a fund request), and a transaction must never wait for another pooled
 * connection. A reload runs detached from its caller's connection for the same reason. A failed reload keeps
 * the last copy (the next read past `ttlMs` tries again); a reload that ends after a newer one is dropped.
 */
export function refreshedCopy<T>(
  load: () => Promise<T>,
  options: { ttlMs: number; now?: () => number },
): RefreshedCopy<T> {
  const now = options.now ?? Date.now;
  let copy: { value: T; loadedAt: number } | undefined;
  let started = 0;
  let applied = 0;
  let running: Promise<T> | undefined;

  function reload(): Promise<T> {
    const sequence = (started += 1);
    const loadedAt = now();
    const loading = detachedFromHeldConnection(load).then(
      (value) => {
        if (sequence > applied) {
          applied = sequence;
          copy = { value, loadedAt };
        }
        if (running === loading) running = undefined;
        return copy!.value;
      },
      (error: unknown) => {
        if (running === loading) running = undefined;
        throw error;
      },
    );
    running = loading;
    return loading;
  }

  return {
    get() {
      if (copy === undefined) return running ?? reload();
      if (running === undefined && now() - copy.loadedAt >= options.ttlMs) {
        // Readers keep the copy they have; a failure is tried again by the next read.
        reload().catch(() => undefined);
      }
      return Promise.resolve(copy.value);
    },
    refresh: reload,
  };
}
