import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Every key and channel Lantau writes in Redis starts with this, so one Redis may serve other things too. */
export const redisKeyPrefix = 'lantau:';

/**
 * This node's connections to the Redis the nodes share: `command` for commands (the nonce store, the rate
 * limits, presence, publishing) and `subscriber` for the event bus's subscription (a subscribed connection
 * takes no other commands). `nodeId` names this node, new at every start, in presence and in the logs.
 */
export interface RedisConnection {
  readonly nodeId: string;
  readonly command: Redis;
  readonly subscriber: Redis;
  close(): Promise<void>;
}

/**
 * A command waits through this many reconnection attempts (about a second: ioredis waits 50 ms more each time)
 * before it fails: a Redis restart is ridden out, a Redis that stays down fails the call (E5003) instead of
 * holding it. Reconnecting itself never stops.
 */
const RETRIES_PER_COMMAND = 5;
const CONNECT_TIMEOUT_MS = 2_000;
/**
 * No command waits longer than this for its answer, queued or sent: the retries above bound a Redis that
 * refuses connections, this one that accepts them and never answers (stopped, overloaded, a dead route).
 */
export const COMMAND_TIMEOUT_MS = 3_000;

/** ioredis options of a connection whose commands fail in bounded time (this node's, the exchange wire's). */
export const boundedCommands = {
  maxRetriesPerRequest: RETRIES_PER_COMMAND,
  commandTimeout: COMMAND_TIMEOUT_MS,
} as const;

/** A wait on Redis given up by our own deadline (one that spans several commands, e.g. a pub/sub answer). */
export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
  constructor(what: string) {
    super(`Redis did not answer in time: ${what}`);
  }
}

/**
 * Whether a failure is Redis's being unreachable (down, hanging, reconnecting): the call answers E5003, service
 * unavailable, instead of a server error. The messages are ioredis's own (6.x); our own deadlines throw
 * RedisUnavailableError.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Command timed out' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable") ||
    error instanceof RedisUnavailableError
  );
}

function connect(url: string, role: string, nodeId: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectionName: `lantau-${nodeId}-${role}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    ...boundedCommands,
    retryStrategy: (attempt) => Math.min(attempt * 50, 1_000),
  });
  // Without a listener an error event would end the process; one line per outage, not one per attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, role }, 'Redis unreachable; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, 'Redis reachable again');
  });
  return redis;
}

/** Opens both connections and waits until Redis answers, so a wrong REDIS_URL stops the start. */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const nodeId = randomBytes(6).toString('hex');
  const redisLog = log.child({ component: 'redis', nodeId });
  const command = connect(url, 'command', nodeId, redisLog);
  const subscriber = connect(url, 'subscriber', nodeId, redisLog);
  const close = async () => {
    command.disconnect();
    subscriber.disconnect();
  };
  try {
    await Promise.all([command.ping(), subscriber.ping()]);
  } catch (error) {
    await close();
    throw new Error(`Redis at REDIS_URL does not answer: ${(error as Error).message}`);
  }
  redisLog.info('connected to Redis');
  return {
    nodeId,
    command,
    subscriber,
    async close() {
      // quit() lets queued commands (the presence cleanup) finish; a Redis that is down gets no wait.
      await Promise.allSettled([quitOrDisconnect(command), quitOrDisconnect(subscriber)]);
    },
  };
}

async function quitOrDisconnect(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
