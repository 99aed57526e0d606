import { Redis } from 'ioredis';

// The exchange wire's own Redis connections, apart from the platform's (platform/redis): each blocking stream
// reader needs a connection to itself, and these wait out a Redis restart for ever (commands queued), where the
// platform's give up after about a second so a request never hangs on the bus.

/**
 * A connection that retries for ever (a Redis restart is waited out, commands queued meanwhile). Blocking reads
 * need a connection of their own each: call this once per reader.
 */
export function connectRedis(url: string, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(50 * attempt, 1_000),
    lazyConnect: false,
  });
  // A lost connection is retried (above) and the commands wait for it; what fails for good fails the command
  // that was waiting, where its caller logs it. Without a listener, ioredis would print every reconnect.
  redis.on('error', () => undefined);
  return redis;
}
