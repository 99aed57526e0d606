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

type SettingsSchema<T extends object> = z.ZodObject<z.ZodRawShape> & z.ZodType<T>;

/**
 * A group of local-only settings (spec section 3) kept together under one storage name, encrypted like
 * everything stored. The schema gives each setting its default (`.catch(...)`), so a stored value that no longer
 * parses falls back instead of breaking the page.
 *
 * The schema comes as a function, called at the first read: the settings' modules are evaluated with the frame,
 * before home's greeting, and building their zod schemas then cost about 40 ms of a phone's main thread (4x,
 * bench/README.md, session 37) for settings most first screens never read.
 */
export function createLocalSettings<T extends object>(
  name: StorageName,
  buildSchema: () => SettingsSchema<T>,
): LocalSettings<T> {
  let built: { defaults: T; partial: z.ZodType<Partial<T>> } | undefined;
  const schema = () => {
    if (!built) {
      const whole = buildSchema();
      built = { defaults: whole.parse({}), partial: whole.partial() as unknown as z.ZodType<Partial<T>> };
    }
    return built;
  };
  // Parsed once per stored text, so readers get the same object until something is written.
  let cache: { text: string | undefined; value: T } | undefined;

  const read = (): T => {
    const text = secureStorage.get(name);
    if (!cache || cache.text !== text) {
      const { defaults, partial } = schema();
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
      () => schema().defaults[key],
    );
    const set = useCallback((next: T[K]) => write({ [key]: next } as unknown as Partial<T>), [key]);
    return [value, set];
  }

  return { read, write, useSetting };
}
