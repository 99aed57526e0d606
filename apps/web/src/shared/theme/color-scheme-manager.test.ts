import { describe, expect, it } from 'vitest';
import { createSecureStorage } from '../storage';
import { initialColorScheme, secureColorSchemeManager } from './color-scheme-manager';

describe('secure colour-scheme manager', () => {
  it('keeps the choice in the encrypted storage', () => {
    const storage = createSecureStorage();
    const manager = secureColorSchemeManager(storage);
    expect(manager.get('auto')).toBe('auto');
    manager.set('dark');
    expect(storage.get('colorScheme')).toBe('dark');
    expect(manager.get('light')).toBe('dark');
    expect(initialColorScheme(storage)).toBe('dark');
    manager.clear();
    expect(manager.get('light')).toBe('light');
  });

  it('ignores a value that is not a scheme', () => {
    const storage = createSecureStorage();
    storage.set('colorScheme', 'purple');
    expect(secureColorSchemeManager(storage).get('light')).toBe('light');
  });
});
