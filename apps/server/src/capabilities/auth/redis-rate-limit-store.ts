import type { Redis } from 'ioredis';
import { redisKeyPrefix } from '../../platform/redis/redis-connection';
import type { RateLimitStore } from './rate-limiter';

export const authRateLimitKeyPrefix = `${redisKeyPrefix}auth-rl:`;

/**
 * One hit in a fixed window, atomically: the count goes up, the first hit starts the window's expiry (a key
 * left without one, should that ever happen, gets it again), and the milliseconds left come back with it.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

/**
 * The auth calls' fixed-window counts shared by every node (createAuthRateLimiter's store): an address's
 * logins, codes and resets count the same whichever node they reach.
 */
export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const [count, leftMs] = (await redis.eval(
        hitScript,
        1,
        `${authRateLimitKeyPrefix}${key}`,
        windowSeconds * 1000,
      )) as [number, number];
      return { count, resetInSeconds: Math.ceil(leftMs / 1000) };
    },
  };
}
