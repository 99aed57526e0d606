import { Redis } from 'ioredis';
import { boundedCommands } from '../../platform/redis/redis-connection';

// The exchange wire's own Redis connections, apart from the platform's (platform/redis): each blocking stream
// reader needs a connection to itself. Readers (and the exchange process) wait out a Redis restart for ever;
// a node's command connection, whose commands a request or an order's send waits on, gives up in bounded time.

/**
 * A connection that retries for ever. Unbounded (the default: readers, the exchange process), its commands wait
 * for Redis however long it takes; `bounded`, each command fails within the platform's bounded wait
 * (`boundedCommands`) when Redis is down or hangs, so nothing a request or an order's send waits on can hold it (or its caller's resources) for
 * the outage's length. Blocking reads need a connection of their own each: call this once per reader.
 */
export function connectRedis(url: string, name: string, bounded = false): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    ...(bounded ? boundedCommands : { maxRetriesPerRequest: null }),
    retryStrategy: (attempt) => Math.min(50 * attempt, 1_000),
    lazyConnect: false,
  });
  // A lost connection is retried (above) and the commands wait for it; what fails for good fails the command
  // that was waiting, where its caller logs it. Without a listener, ioredis would print every reconnect.
  redis.on('error', () => undefined);
  return redis;
}
