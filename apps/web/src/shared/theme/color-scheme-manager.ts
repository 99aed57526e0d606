import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { mirrorPreference, secureStorage, type SecureStorage } from '../storage';

const schemes: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

function isColorScheme(value: unknown): value is MantineColorScheme {
  return schemes.includes(value as MantineColorScheme);
}

/**
 * Mantine's default manager keeps the choice in plain localStorage; this one keeps it with everything else,
 * encrypted. Other tabs are not followed: their writes are sealed, so a storage event carries nothing readable.
 */
export function secureColorSchemeManager(storage: SecureStorage = secureStorage): MantineColorSchemeManager {
  return {
    get: (defaultValue) => {
      const stored = storage.get('colorScheme');
      return isColorScheme(stored) ? stored : defaultValue;
    },
    set: (value) => {
      storage.set('colorScheme', value);
      mirrorPreference('colorScheme', value);
    },
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => {
      storage.remove('colorScheme');
      mirrorPreference('colorScheme', undefined);
    },
  };
}

/** The scheme to paint before React renders, so a dark-mode user never sees a white flash. */
export function initialColorScheme(storage: SecureStorage = secureStorage): 'light' | 'dark' {
  const stored = storage.get('colorScheme');
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
