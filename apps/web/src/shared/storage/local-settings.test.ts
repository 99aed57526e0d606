import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { secureStorage } from './index';
import { createLocalSettings } from './local-settings';

afterEach(() => secureStorage.remove('displaySettings'));

const densitySchema = () => z.object({ density: z.enum(['auto', 'compact']).catch('auto') });

describe('local settings', () => {
  it('builds no schema until they are first read (nothing before home greets)', () => {
    const buildSchema = vi.fn(densitySchema);
    const settings = createLocalSettings('displaySettings', buildSchema);
    expect(buildSchema).not.toHaveBeenCalled();
    expect(settings.read()).toEqual({ density: 'auto' });
    settings.write({ density: 'compact' });
    expect(settings.read()).toEqual({ density: 'compact' });
    expect(buildSchema).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default for a stored value that no longer parses', () => {
    secureStorage.setJson('displaySettings', { density: 'enormous' });
    const settings = createLocalSettings('displaySettings', densitySchema);
    expect(settings.read()).toEqual({ density: 'auto' });
  });
});
