import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../../../test/support/redis-server';
import { createRedisNonceStore, nonceKeyPrefix } from './redis-nonce-store';
import { createRedisRateLimitStore } from './redis-rate-limit-store';
import { createAuthRateLimiter } from './rate-limiter';
import { relaxedAuthRateLimits } from './rate-limit-rules';

describe('the auth stores in Redis', () => {
  let server: TestRedis;
  let redis: Redis;
  /** Another node's connection. */
  let otherRedis: Redis;
  beforeAll(async () => {
    server = await startTestRedis();
    redis = new Redis(server.url);
    otherRedis = new Redis(server.url);
  });
  afterAll(async () => {
    redis.disconnect();
    otherRedis.disconnect();
    await server.stop();
  });

  it('refuses a nonce seen for the same session, by any client of the Redis, until it expires', async () => {
    const one = createRedisNonceStore(redis);
    const other = createRedisNonceStore(otherRedis);
    expect(await one.remember('s1', 'n1', 600)).toBe(true);
    expect(await other.remember('s1', 'n1', 600)).toBe(false);
    expect(await other.remember('s2', 'n1', 600)).toBe(true);
    const ttl = await redis.pttl(`${nonceKeyPrefix}s1:n1`);
    expect(ttl).toBeGreaterThan(599_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    expect(await one.remember('s3', 'short', 0.05)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await other.remember('s3', 'short', 0.05)).toBe(true);
  });

  it('counts hits of a key in one fixed window across clients, with the seconds left', async () => {
    const store = createRedisRateLimitStore(redis);
    const other = createRedisRateLimitStore(otherRedis);
    expect(await store.hit('k1', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    expect(await other.hit('k1', 60)).toMatchObject({ count: 2 });
    expect(await store.hit('k2', 60)).toMatchObject({ count: 1 });
    const limiter = createAuthRateLimiter({ ...relaxedAuthRateLimits, loginPerAddress: 2 }, other);
    await limiter.check('login', { loginPerAddress: '10.0.0.1' });
    await createAuthRateLimiter({ ...relaxedAuthRateLimits, loginPerAddress: 2 }, store).check('login', {
      loginPerAddress: '10.0.0.1',
    });
    await expect(limiter.check('login', { loginPerAddress: '10.0.0.1' })).rejects.toMatchObject({
      code: 'E4029',
      data: { retryAfterSeconds: 60 },
    });
  });

  it('starts a new window once the old one expires', async () => {
    const store = createRedisRateLimitStore(redis);
    await store.hit('k3', 1);
    await store.hit('k3', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.hit('k3', 1)).toEqual({ count: 1, resetInSeconds: 1 });
  });
});
