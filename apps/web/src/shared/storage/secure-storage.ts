import { base64ToBytes, bytesToBase64 } from './base64';
import { decryptText, encryptText } from './aes-gcm';
import { STORAGE_PREFIX, type StorageName } from './storage-names';
import type { StorageKey } from './storage-key';
import type { ValueCheck } from './value-check';

type Listener = () => void;

/**
 * Encrypted key-value storage with synchronous reads: everything is decrypted into memory when it opens, and
 * writes update memory at once and reach localStorage (sealed) in order, shortly after.
 */
export interface SecureStorage {
  open(storageKey: StorageKey, backend?: Storage): Promise<void>;
  get(name: StorageName): string | undefined;
  /** The stored JSON, if it passes the check (a zod schema or a hand check). */
  getJson<T>(name: StorageName, check: ValueCheck<T>): T | undefined;
  set(name: StorageName, value: string): void;
  setJson(name: StorageName, value: unknown): void;
  remove(name: StorageName): void;
  /** Resolves once every write so far has reached the backend. */
  flush(): Promise<void>;
  /** The key sealing the stored values; also seals query strings. Undefined until opened. */
  cryptoKey(): CryptoKey | undefined;
  /**
   * Runs `callback` once the stored values are readable (at once when they are): for a module the router may
   * load while the app is still opening its storage, as a reload on a lazily loaded page does.
   */
  whenOpen(callback: () => void): void;
  subscribe(listener: Listener): () => void;
}

export function createSecureStorage(): SecureStorage {
  const memory = new Map<StorageName, string>();
  const listeners = new Set<Listener>();
  let key: CryptoKey | undefined;
  let backend: Storage | undefined;
  let writes: Promise<void> = Promise.resolve();
  let opened = false;
  const waitingForOpen: (() => void)[] = [];

  const notify = () => listeners.forEach((listener) => listener());
  const markOpen = () => {
    opened = true;
    for (const callback of waitingForOpen.splice(0)) callback();
  };

  // Writes the value memory holds when the write runs, so a later set or remove always wins.
  const persist = (name: StorageName) => {
    writes = writes.then(async () => {
      if (!backend || !key) return;
      const value = memory.get(name);
      const storedName = STORAGE_PREFIX + name;
      try {
        if (value === undefined) backend.removeItem(storedName);
        else backend.setItem(storedName, bytesToBase64(await encryptText(key, value)));
      } catch {
        // A full or blocked localStorage must not break the app; the value stays in memory.
      }
    });
  };

  const storage: SecureStorage = {
    async open(storageKey, store = globalThis.localStorage) {
      key = storageKey.key;
      backend = storageKey.persistent ? store : undefined;
      if (!backend) return markOpen();
      const found: { storedName: string; name: StorageName }[] = [];
      for (let index = 0; index < backend.length; index += 1) {
        const storedName = backend.key(index);
        if (storedName?.startsWith(STORAGE_PREFIX)) {
          found.push({ storedName, name: storedName.slice(STORAGE_PREFIX.length) as StorageName });
        }
      }
      for (const { storedName, name } of found) {
        const sealed = backend.getItem(storedName);
        try {
          if (sealed === null) continue;
          const value = await decryptText(storageKey.key, base64ToBytes(sealed));
          if (!memory.has(name)) memory.set(name, value);
        } catch {
          // Tampered with, or sealed by a key that no longer exists: unreadable, so drop it.
          backend.removeItem(storedName);
        }
      }
      // Values set before opening (defaults chosen at boot) are sealed now.
      for (const name of memory.keys()) persist(name);
      markOpen();
      notify();
    },
    get: (name) => memory.get(name),
    getJson(name, check) {
      const text = memory.get(name);
      if (text === undefined) return undefined;
      try {
        const parsed = check.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    set(name, value) {
      memory.set(name, value);
      persist(name);
      notify();
    },
    setJson(name, value) {
      storage.set(name, JSON.stringify(value));
    },
    remove(name) {
      if (!memory.delete(name)) return;
      persist(name);
      notify();
    },
    flush: () => writes,
    cryptoKey: () => key,
    whenOpen(callback) {
      if (opened) callback();
      else waitingForOpen.push(callback);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return storage;
}
