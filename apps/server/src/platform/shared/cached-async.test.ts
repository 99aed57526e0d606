import { describe, expect, it, vi } from 'vitest';
import { cachedAsync } from './cached-async';

describe('cachedAsync', () => {
  it('loads once for concurrent and later callers', async () => {
    const load = vi.fn(async () => ['HKD']);
    const get = cachedAsync(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(42);
    const get = cachedAsync(load as () => Promise<number>);
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
