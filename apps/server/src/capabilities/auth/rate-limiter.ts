import { AppError } from '../../platform/http/app-error';
import { authRateLimitRules, type AuthRateLimitRule, type AuthRateLimits } from './rate-limit-rules';

/**
 * Counts hits per key in fixed windows. In memory for one server; a Redis implementation (INCR with EXPIRE)
 * shares the counts between nodes.
 */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowSeconds) {
      const at = now();
      if (at >= nextSweep) {
        nextSweep = at + 60_000;
        for (const [stored, window] of windows) if (window.resetAt <= at) windows.delete(stored);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInSeconds: Math.ceil((window.resetAt - at) / 1000) };
    },
  };
}

export interface AuthRateLimiter {
  /**
   * Counts one request of `scope` (a call) under each rule and key given; past any limit throws E4029 with
   * { retryAfterSeconds }. A key is a user ID or a client address.
   */
  check(scope: string, limits: Partial<Record<AuthRateLimitRule, string>>): Promise<void>;
}

export function createAuthRateLimiter(limits: AuthRateLimits, store: RateLimitStore): AuthRateLimiter {
  return {
    async check(scope, keys) {
      for (const [rule, key] of Object.entries(keys) as [AuthRateLimitRule, string][]) {
        const max = limits[rule];
        if (max <= 0) continue;
        // User IDs differ in case only by mistake or by design of an attacker: count them as one.
        const { count, resetInSeconds } = await store.hit(
          `${scope}:${rule}:${key.toUpperCase()}`,
          authRateLimitRules[rule].windowSeconds,
        );
        if (count > max) throw new AppError('E4029', { retryAfterSeconds: resetInSeconds });
      }
    },
  };
}
