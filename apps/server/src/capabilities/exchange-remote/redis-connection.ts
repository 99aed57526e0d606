import { Redis } from 'ioredis';

// The exchange's own small Redis connections. Until the platform's shared Redis module lands, this is the one
// place that makes them: replace `connectRedis` with the platform's factory then.

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
