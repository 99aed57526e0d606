import type { FastifyBaseLogger } from 'fastify';
import { createInProcessEventBus, type EventBus, type PlatformEvent } from '../events/event-bus';
import { redisKeyPrefix, type RedisConnection } from './redis-connection';

/** The one channel every node publishes its events on and every node listens to. */
export const eventChannel = `${redisKeyPrefix}events`;

interface Envelope {
  /** The publishing node: it has delivered the event to its own listeners already. */
  from: string;
  event: PlatformEvent;
}

/**
 * The event bus of several nodes: Redis pub/sub on one channel, as JSON. A node's own listeners hear its event
 * at once, inside `publish`, exactly as with the in-process bus (a cache is dropped before the call that
 * changed it answers); the event then goes to Redis, and every other node hands it to its listeners. A node
 * ignores its own events coming back, so no listener hears an event twice.
 *
 * `publish` resolves once Redis has taken the event: Redis writes it to every subscribed node's socket before it
 * answers, so B has almost always heard of a logout on A by the client's next call (not guaranteed: B may not
 * have read its socket yet; the caches' 1 s expiry bounds that), and two nodes' events are not ordered. A
 * failure to publish is logged, never thrown: the publisher (a call that has committed) must not fail because Redis is restarting; it waits at most
 * through the command's retries (redis-connection.ts, about a second). Pub/sub keeps no history: an event
 * published while Redis is unreachable (or while a node is reconnecting) is lost for the other nodes, logged
 * here. What the events carry is bounded anyway: the caches they drop expire by themselves (sessions and quote
 * plans in 1 s, brokers in 10 s), a socket whose session ended is closed at its next ping, and clients reload
 * orders and funds when their socket reconnects.
 */
export function createRedisEventBus(
  redis: RedisConnection,
  log: FastifyBaseLogger,
): EventBus & {
  /** Subscribes to the channel; resolves once Redis confirmed, so no event published later is missed. */
  start(): Promise<void>;
  stop(): Promise<void>;
} {
  const local = createInProcessEventBus();
  const busLog = log.child({ component: 'event-bus', nodeId: redis.nodeId });

  const onMessage = (channel: string, message: string) => {
    if (channel !== eventChannel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      busLog.error({ err: error }, 'unreadable event on the bus');
      return;
    }
    if (envelope.from === redis.nodeId) return;
    void local.publish(envelope.event).catch((error: unknown) => {
      busLog.error({ err: error, eventType: envelope.event.type }, 'event listener failed');
    });
  };

  return {
    async start() {
      redis.subscriber.on('message', onMessage);
      await redis.subscriber.subscribe(eventChannel);
    },
    async stop() {
      redis.subscriber.off('message', onMessage);
      await redis.subscriber.unsubscribe(eventChannel).catch(() => undefined);
    },
    async publish(event) {
      await local.publish(event);
      const envelope: Envelope = { from: redis.nodeId, event };
      try {
        await redis.command.publish(eventChannel, JSON.stringify(envelope));
      } catch (error) {
        busLog.warn({ err: error, eventType: event.type }, 'event not published to the other nodes');
      }
    },
    subscribe: (listener) => local.subscribe(listener),
  };
}
