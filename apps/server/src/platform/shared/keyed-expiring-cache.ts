/** Read-mostly values by key, dropped when they change, and in any case after `ttlMs`. */
export interface KeyedExpiringCache<K, V> {
  /** The kept value of `key`, or a fresh load (callers arriving during a load share it). */
  get(key: K): Promise<V>;
  /**
   * Forgets every kept value that `matches`, and every load still under way (its value may predate the
   * change): the next `get` of those keys loads again.
   */
  dropWhere(matches: (value: V) => boolean): void;
  /** Forgets everything. */
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  /** Set once the load has finished. */
  settled?: { value: V };
  expiresAt: number;
}

/**
 * Keeps what `load(key)` returned until it is dropped or `ttlMs` later; the time limit bounds how stale a value
 * may be when a change was not announced to this node. A failed load, and a value `keep` refuses, are not kept.
 * Entries past their time are swept at most once per `ttlMs`, so the memory follows the keys of the last moments.
 */
export function keyedExpiringCache<K, V>(
  load: (key: K) => Promise<V>,
  options: { ttlMs: number; keep?: (value: V) => boolean; now?: () => number },
): KeyedExpiringCache<K, V> {
  const now = options.now ?? Date.now;
  const keep = options.keep ?? (() => true);
  const entries = new Map<K, Entry<V>>();
  let nextSweep = 0;

  function sweep(at: number) {
    if (at < nextSweep) return;
    nextSweep = at + options.ttlMs;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }

  return {
    get(key) {
      const at = now();
      sweep(at);
      const kept = entries.get(key);
      if (kept && at < kept.expiresAt) return kept.value;
      const entry: Entry<V> = { value: load(key), expiresAt: at + options.ttlMs };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          if (keep(value)) entry.settled = { value };
          else entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    dropWhere(matches) {
      for (const [key, entry] of entries) {
        if (!entry.settled || matches(entry.settled.value)) entries.delete(key);
      }
    },
    clear() {
      entries.clear();
    },
  };
}
