import { describe, expect, it, vi } from 'vitest';
import { keyedExpiringCache } from './keyed-expiring-cache';

describe('keyedExpiringCache', () => {
  const counting = () => {
    const loads = new Map<string, number>();
    return vi.fn(async (key: string) => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return { key, version: loads.get(key) ?? 0 };
    });
  };

  it('loads each key once for concurrent and later callers until its time is up', async () => {
    let now = 0;
    const load = counting();
    const cache = keyedExpiringCache(load, { ttlMs: 1000, now: () => now });
    const [a, b] = await Promise.all([cache.get('a'), cache.get('a')]);
    expect(a).toBe(b);
    expect((await cache.get('b')).key).toBe('b');
    now = 999;
    expect(await cache.get('a')).toBe(a);
    now = 1000;
    expect((await cache.get('a')).version).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops what matches, and a load under way whose value may predate the change', async () => {
    const load = counting();
    const cache = keyedExpiringCache(load, { ttlMs: 1000, now: () => 0 });
    await Promise.all([cache.get('a'), cache.get('b')]);
    cache.dropWhere((value) => value.key === 'a');
    expect((await cache.get('a')).version).toBe(2);
    expect((await cache.get('b')).version).toBe(1);

    const underWay = cache.get('c');
    cache.dropWhere(() => false);
    await underWay;
    expect((await cache.get('c')).version).toBe(2);
    cache.clear();
    expect((await cache.get('b')).version).toBe(2);
  });

  it('keeps neither a failed load nor a value `keep` refuses', async () => {
    const load = vi
      .fn<(key: string) => Promise<number | undefined>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue(7);
    const cache = keyedExpiringCache(load, {
      ttlMs: 1000,
      now: () => 0,
      keep: (value) => value !== undefined,
    });
    await expect(cache.get('a')).rejects.toThrow('database down');
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('a')).toBe(7);
    expect(await cache.get('a')).toBe(7);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
