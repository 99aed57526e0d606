import { generateAesKey } from './aes-gcm';

const DATABASE = 'lantau';
const STORE = 'keys';
const KEY_ID = 'storage';

export interface StorageKey {
  key: CryptoKey;
  /** False when IndexedDB is unavailable: the key lives only as long as the tab, so nothing is written to disk. */
  persistent: boolean;
}

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return promisify(request);
}

async function loadOrCreate(factory: IDBFactory): Promise<CryptoKey> {
  const database = await openDatabase(factory);
  try {
    const read = database.transaction(STORE, 'readonly').objectStore(STORE);
    const existing: unknown = await promisify(read.get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await generateAesKey();
    // IndexedDB keeps the CryptoKey object itself (structured clone), never its bytes.
    const write = database.transaction(STORE, 'readwrite').objectStore(STORE);
    try {
      await promisify(write.add(key, KEY_ID));
      return key;
    } catch (error) {
      // Another tab created the key first: use theirs so both tabs can read what either wrote.
      const reread = database.transaction(STORE, 'readonly').objectStore(STORE);
      const winner: unknown = await promisify(reread.get(KEY_ID));
      if (winner instanceof CryptoKey) return winner;
      throw error;
    }
  } finally {
    database.close();
  }
}

/** The one key that seals everything the app stores; generated on first use and kept in IndexedDB. */
export async function obtainStorageKey(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<StorageKey> {
  if (factory) {
    try {
      return { key: await loadOrCreate(factory), persistent: true };
    } catch {
      // Private windows and locked-down browsers refuse IndexedDB: fall through to a per-tab key.
    }
  }
  return { key: await generateAesKey(), persistent: false };
}
