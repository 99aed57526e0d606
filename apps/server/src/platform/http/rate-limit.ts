import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './app-error';
import { isApiPath } from './api-paths';

/** Paths whose requests cost the platform work: the APIs, the sockets and the development outbox. */
const limitedPrefixes = ['/ws/', '/dev/'];
const isLimitedPath = (url: string) =>
  isApiPath(url) || limitedPrefixes.some((prefix) => url.startsWith(prefix));

/**
 * A coarse per-address limit against floods of the APIs and sockets; answers E4029 in the envelope like any
 * other failure. The web app's own files are not counted: a page loads dozens of lazily split, precompressed
 * files, so counting them would let a few page loads (or one office behind one address) spend the limit, and
 * the 429 the next API call then got would end the client's session (spec section 8).
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isLimitedPath(request.url),
    errorResponseBuilder: () => new AppError('E4029'),
  });
}
