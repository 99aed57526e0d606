import { describe, expect, it, vi } from 'vitest';
import { expiringCache } from './expiring-cache';

describe('expiringCache', () => {
  it('loads once for concurrent and later callers within the time limit', async () => {
    let version = 0;
    const load = vi.fn(async () => ++version);
    const cache = expiringCache(load, { ttlMs: 1000, now: () => 0 });
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(await cache.get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after an invalidation, and after the time limit', async () => {
    let version = 0;
    let clock = 0;
    const cache = expiringCache(async () => ++version, { ttlMs: 1000, now: () => clock });
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
    clock = 999;
    expect(await cache.get()).toBe(2);
    clock = 1000;
    expect(await cache.get()).toBe(3);
  });

  it('does not keep a load that was under way when the data changed', async () => {
    let release: (value: string) => void = () => undefined;
    const answers = [new Promise<string>((resolve) => (release = resolve)), Promise.resolve('new')];
    const cache = expiringCache(() => answers.shift() ?? Promise.resolve('none'), { ttlMs: 1000 });
    const early = cache.get();
    cache.invalidate();
    release('old');
    expect(await early).toBe('old');
    expect(await cache.get()).toBe('new');
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(42);
    const cache = expiringCache(load as () => Promise<number>, { ttlMs: 1000 });
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(42);
  });
});
