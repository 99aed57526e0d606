import type { FastifyBaseLogger } from 'fastify';
import { createLocalSocketCounts, type SocketPresence } from '../sockets/socket-presence';
import { redisKeyPrefix, type RedisConnection } from './redis-connection';

export const presenceKeyPrefix = `${redisKeyPrefix}presence:`;
export const nodeKeyPrefix = `${redisKeyPrefix}node:`;

/** A node refreshes its liveness key this often; the key outlives three refreshes. */
const HEARTBEAT_MS = 5_000;
const NODE_TTL_MS = 3 * HEARTBEAT_MS;

/** One socket more or fewer for a user on a node; the node's entry goes when it reaches 0. */
const addScript = `
local count = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if count <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return count
`;

/**
 * Presence of several nodes: per user a hash `lantau:presence:<userId>` of node ID -> socket count (HINCRBY on
 * open and close), and per node a key `lantau:node:<nodeId>` that expires unless the node refreshes it. A node
 * that stops removes its entries; one killed leaves them, and readers skip nodes whose key has expired.
 * Failures are logged, never thrown: presence only informs.
 */
export function createRedisSocketPresence(
  redis: RedisConnection,
  log: FastifyBaseLogger,
): SocketPresence & { start(): Promise<void>; stop(): Promise<void> } {
  const local = createLocalSocketCounts();
  const presenceLog = log.child({ component: 'presence', nodeId: redis.nodeId });
  const nodeKey = `${nodeKeyPrefix}${redis.nodeId}`;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopped = false;

  const add = (userId: string, by: 1 | -1) => {
    local.add(userId, by);
    // Sockets closing with the node: its entries are gone already.
    if (stopped) return;
    redis.command
      .eval(addScript, 1, `${presenceKeyPrefix}${userId}`, redis.nodeId, by)
      .catch((error: unknown) => presenceLog.warn({ err: error }, 'presence not recorded'));
  };
  const beat = () => redis.command.set(nodeKey, String(Date.now()), 'PX', NODE_TTL_MS);

  return {
    async start() {
      await beat();
      heartbeat = setInterval(() => {
        beat().catch((error: unknown) => presenceLog.warn({ err: error }, 'presence heartbeat failed'));
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      const pipeline = redis.command.pipeline().del(nodeKey);
      for (const userId of local.counts.keys()) pipeline.hdel(`${presenceKeyPrefix}${userId}`, redis.nodeId);
      await pipeline
        .exec()
        .catch((error: unknown) => presenceLog.warn({ err: error }, 'presence not removed'));
    },
    opened: (userId) => add(userId, 1),
    closed: (userId) => add(userId, -1),
    async of(userId) {
      const entries = Object.entries(await redis.command.hgetall(`${presenceKeyPrefix}${userId}`));
      if (entries.length === 0) return {};
      const alive = await redis.command.mget(entries.map(([nodeId]) => `${nodeKeyPrefix}${nodeId}`));
      return Object.fromEntries(
        entries.filter((_, index) => alive[index] !== null).map(([nodeId, count]) => [nodeId, Number(count)]),
      );
    },
    get localCount() {
      return local.total;
    },
  };
}
