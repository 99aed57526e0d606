import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from './app-error';
import { isApiPath } from './api-paths';
import { redisKeyPrefix } from '../redis/redis-connection';

/** The per-address counts' keys in Redis. */
export const rateLimitNameSpace = `${redisKeyPrefix}rl:`;

/** Paths whose requests cost the platform work: the APIs, the sockets and the development outbox. */
const limitedPrefixes = ['/ws/', '/dev/'];
const isLimitedPath = (url: string) =>
  isApiPath(url) || limitedPrefixes.some((prefix) => url.startsWith(prefix));

/**
 * Whose budget a request spends: its address (an IPv6 address by its /64 subnet, as the library's own key). A request
 * whose connection closed before the hook ran has no address any more (`request.ip` is undefined; the library's
 * key then threw a TypeError into the log): it answers no one, so it spends a budget of its own.
 */
export const rateLimitKeyOf = (request: Pick<FastifyRequest, 'ip'>): string =>
  request.ip ? normalizeIP(request.ip) : 'closed-connection';

/**
 * A coarse per-address limit against floods of the APIs and sockets; answers E4029 in the envelope like any
 * other failure. The web app's own files are not counted: a page loads dozens of lazily split, precompressed
 * files, so counting them would let a few page loads (or one office behind one address) spend the limit, and
 * the 429 the next API call then got would end the client's session (spec section 8).
 *
 * With `redis` (several nodes) the counts live in the library's own Redis store, so an address's requests count
 * the same whichever node they reach; while Redis is unreachable requests are let through (skipOnError) rather
 * than failed: this limit is against floods, and the auth calls keep limits of their own.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number,
  redis?: Redis,
): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKeyOf,
    allowList: (request) => !isLimitedPath(request.url),
    errorResponseBuilder: () => new AppError('E4029'),
    ...(redis && { redis, nameSpace: rateLimitNameSpace, skipOnError: true }),
  });
}
