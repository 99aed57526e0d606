import type { Redis } from 'ioredis';
import { redisKeyPrefix } from '../../platform/redis/redis-connection';
import type { NonceStore } from './nonce-store';

export const nonceKeyPrefix = `${redisKeyPrefix}nonce:`;

/**
 * The nonce store of several nodes: one `SET key 1 NX PX ttl` per nonce, so a nonce used on any node is refused
 * on every other within its time to live, and Redis forgets it after. Redis unreachable fails the call (no
 * nonce is believed unseen without asking).
 */
export function createRedisNonceStore(redis: Redis): NonceStore {
  return {
    async remember(sessionId, nonce, ttlSeconds) {
      const key = `${nonceKeyPrefix}${sessionId}:${nonce}`;
      const stored = await redis.set(key, '1', 'PX', Math.max(1, Math.round(ttlSeconds * 1000)), 'NX');
      return stored === 'OK';
    },
  };
}
