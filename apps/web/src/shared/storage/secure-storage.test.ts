import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { z } from 'zod';
import { createSecureStorage, obtainStorageKey } from './index';
import { base64ToBytes, bytesToBase64 } from './base64';

afterEach(() => localStorage.clear());

async function openWith(factory: IDBFactory | undefined) {
  const storage = createSecureStorage();
  await storage.open(await obtainStorageKey(factory));
  return storage;
}

describe('secure storage', () => {
  it('keeps a non-extractable key in IndexedDB and reuses it', async () => {
    const factory = new IDBFactory();
    const first = await obtainStorageKey(factory);
    const second = await obtainStorageKey(factory);
    expect(first.persistent).toBe(true);
    expect(first.key.extractable).toBe(false);
    expect(first.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', first.key)).rejects.toThrow();
    expect(second.key).not.toBe(first.key);
    const storage = createSecureStorage();
    storage.set('language', 'zh-HK');
    await storage.open(first);
    await storage.flush();
    const reader = createSecureStorage();
    await reader.open(second);
    expect(reader.get('language')).toBe('zh-HK');
  });

  it('stores only base64 of iv + ciphertext under the lantau. prefix', async () => {
    const storage = await openWith(new IDBFactory());
    storage.setJson('session', { token: 'secret-token-value' });
    await storage.flush();
    const stored = localStorage.getItem('lantau.session');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('secret');
    expect(atob(stored!)).not.toContain('secret');
    // 12-byte IV, then the ciphertext with its 16-byte tag.
    expect(base64ToBytes(stored!).length).toBe(
      12 + JSON.stringify({ token: 'secret-token-value' }).length + 16,
    );
  });

  it('uses a fresh IV for every write', async () => {
    const storage = await openWith(new IDBFactory());
    storage.set('language', 'en');
    await storage.flush();
    const first = localStorage.getItem('lantau.language');
    storage.set('language', 'en');
    await storage.flush();
    expect(localStorage.getItem('lantau.language')).not.toBe(first);
  });

  it('reads synchronously, validates JSON with a schema, and removes', async () => {
    const storage = await openWith(new IDBFactory());
    storage.setJson('settings', { stripes: true });
    expect(storage.getJson('settings', z.object({ stripes: z.boolean() }))).toEqual({ stripes: true });
    expect(storage.getJson('settings', z.object({ stripes: z.string() }))).toBeUndefined();
    storage.remove('settings');
    expect(storage.get('settings')).toBeUndefined();
    await storage.flush();
    expect(localStorage.getItem('lantau.settings')).toBeNull();
  });

  it('drops a value that was tampered with', async () => {
    const factory = new IDBFactory();
    const storage = await openWith(factory);
    storage.set('colorScheme', 'dark');
    storage.set('language', 'en');
    await storage.flush();
    const bytes = base64ToBytes(localStorage.getItem('lantau.colorScheme')!);
    bytes[bytes.length - 1]! ^= 1;
    localStorage.setItem('lantau.colorScheme', bytesToBase64(bytes));
    const reader = await openWith(factory);
    expect(reader.get('colorScheme')).toBeUndefined();
    expect(reader.get('language')).toBe('en');
    expect(localStorage.getItem('lantau.colorScheme')).toBeNull();
  });

  it('cannot read values sealed by another key', async () => {
    const storage = await openWith(new IDBFactory());
    storage.set('language', 'en');
    await storage.flush();
    const stranger = await openWith(new IDBFactory());
    expect(stranger.get('language')).toBeUndefined();
  });

  it('keeps everything in memory only when IndexedDB is unavailable', async () => {
    const storage = await openWith(undefined);
    storage.set('deviceUuid', 'abc');
    await storage.flush();
    expect(storage.get('deviceUuid')).toBe('abc');
    expect(localStorage.length).toBe(0);
  });

  it('runs what waits for it once open, and at once after', async () => {
    const storage = createSecureStorage();
    const factory = new IDBFactory();
    const writer = await openWith(factory);
    writer.set('language', 'zh-HK');
    await writer.flush();
    const seen: (string | undefined)[] = [];
    storage.whenOpen(() => seen.push(storage.get('language')));
    expect(seen).toEqual([]);
    await storage.open(await obtainStorageKey(factory));
    storage.whenOpen(() => seen.push(`again ${storage.get('language')}`));
    expect(seen).toEqual(['zh-HK', 'again zh-HK']);
  });

  it('tells subscribers about changes', async () => {
    const storage = createSecureStorage();
    let calls = 0;
    const unsubscribe = storage.subscribe(() => (calls += 1));
    storage.set('language', 'en');
    storage.remove('language');
    storage.remove('language');
    unsubscribe();
    storage.set('language', 'en');
    expect(calls).toBe(2);
  });
});
