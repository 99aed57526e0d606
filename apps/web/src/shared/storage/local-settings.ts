import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { secureStorage } from './index';
import type { StorageName } from './storage-names';

export interface LocalSettings<T extends object> {
  read(): T;
  write(change: Partial<T>): void;
  /** One setting and its setter; the component re-renders when it changes (in this tab or from storage). */
  useSetting<K extends keyof T>(key: K): [T[K], (value: T[K]) => void];
}

/**
 * A group of local-only settings (spec section 3) kept together under one storage name, encrypted like
 * everything stored. The schema gives each setting its default (`.catch(...)`), so a stored value that no longer
 * parses falls back instead of breaking the page.
 */
export function createLocalSettings<T extends object>(
  name: StorageName,
  schema: z.ZodObject<z.ZodRawShape> & z.ZodType<T>,
): LocalSettings<T> {
  const defaults = schema.parse({});
  const partial = schema.partial() as unknown as z.ZodType<Partial<T>>;
  // Parsed once per stored text, so readers get the same object until something is written.
  let cache: { text: string | undefined; value: T } | undefined;

  const read = (): T => {
    const text = secureStorage.get(name);
    if (!cache || cache.text !== text) {
      cache = { text, value: { ...defaults, ...secureStorage.getJson(name, partial) } };
    }
    return cache.value;
  };
  const write = (change: Partial<T>) => secureStorage.setJson(name, { ...read(), ...change });

  function useSetting<K extends keyof T>(key: K): [T[K], (value: T[K]) => void] {
    // A prerendered page is drawn with the defaults (nothing stored on the server).
    const value = useSyncExternalStore(
      secureStorage.subscribe,
      () => read()[key],
      () => defaults[key],
    );
    const set = useCallback((next: T[K]) => write({ [key]: next } as unknown as Partial<T>), [key]);
    return [value, set];
  }

  return { read, write, useSetting };
}
