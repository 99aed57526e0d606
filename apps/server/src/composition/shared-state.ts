import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createMemoryNonceStore, type NonceStore } from '../capabilities/auth/nonce-store';
import { createMemoryRateLimitStore, type RateLimitStore } from '../capabilities/auth/rate-limiter';
import { createRedisNonceStore } from '../capabilities/auth/redis-nonce-store';
import { createRedisRateLimitStore } from '../capabilities/auth/redis-rate-limit-store';
import { createInProcessEventBus, type EventBus } from '../platform/events/event-bus';
import { openRedis } from '../platform/redis/redis-connection';
import { createRedisEventBus } from '../platform/redis/redis-event-bus';
import { createRedisSocketPresence } from '../platform/redis/redis-presence';
import type { RedisSettings } from '../platform/redis/redis-settings';
import { createInProcessSocketPresence, type SocketPresence } from '../platform/sockets/socket-presence';

/** What the server's nodes share: in this process for one node, in Redis (REDIS_URL) for several. */
export interface SharedState {
  /** This node's ID ('local' without Redis): presence and logs name nodes by it. */
  nodeId: string;
  bus: EventBus;
  /** The nonces of signed calls and socket hellos. */
  nonces: NonceStore;
  /** The auth calls' fixed-window counts (per user ID, per address). */
  authRateLimits: RateLimitStore;
  /** Where the session sockets are. */
  presence: SocketPresence;
  /** The Redis client @fastify/rate-limit keeps the per-address counts in; undefined: its memory store. */
  rateLimitRedis: Redis | undefined;
}

/**
 * Opens what the nodes share, from the settings, and closes it with the server. Open it before every other
 * part: onClose hooks run last-added first, so it closes after every part that publishes or counts.
 */
export async function openSharedState(app: FastifyInstance, settings: RedisSettings): Promise<SharedState> {
  if (!settings.redisUrl) {
    return {
      nodeId: 'local',
      bus: createInProcessEventBus(),
      nonces: createMemoryNonceStore(),
      authRateLimits: createMemoryRateLimitStore(),
      presence: createInProcessSocketPresence(),
      rateLimitRedis: undefined,
    };
  }
  const redis = await openRedis(settings.redisUrl, app.log);
  const bus = createRedisEventBus(redis, app.log);
  const presence = createRedisSocketPresence(redis, app.log);
  try {
    await bus.start();
    await presence.start();
  } catch (error) {
    await redis.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    await bus.stop();
    await presence.stop();
    await redis.close();
  });
  return {
    nodeId: redis.nodeId,
    bus,
    nonces: createRedisNonceStore(redis.command),
    authRateLimits: createRedisRateLimitStore(redis.command),
    presence,
    rateLimitRedis: redis.command,
  };
}
