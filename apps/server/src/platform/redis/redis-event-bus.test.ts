import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startTestRedis, type TestRedis } from '../../../test/support/redis-server';
import type { PlatformEvent } from '../events/event-bus';
import { openRedis, type RedisConnection } from './redis-connection';
import { createRedisEventBus } from './redis-event-bus';
import { createRedisSocketPresence } from './redis-presence';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const event = (userId: string): PlatformEvent => ({ type: 'dividends-changed', userId });

describe('the Redis event bus and presence', () => {
  let server: TestRedis;
  let one: RedisConnection;
  let two: RedisConnection;
  beforeAll(async () => {
    server = await startTestRedis();
    one = await openRedis(server.url, log);
    two = await openRedis(server.url, log);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await server.stop();
  });

  /** A bus on each node, each with a list of what its listener heard; `stop` ends both. */
  async function twoBuses() {
    const buses = [createRedisEventBus(one, log), createRedisEventBus(two, log)] as const;
    const heard: [PlatformEvent[], PlatformEvent[]] = [[], []];
    for (const bus of buses) await bus.start();
    const unsubscribes = buses.map((bus, index) => bus.subscribe((e) => heard[index]!.push(e)));
    return {
      busOne: buses[0],
      busTwo: buses[1],
      heardOne: heard[0],
      heardTwo: heard[1],
      async stop() {
        for (const unsubscribe of unsubscribes) unsubscribe();
        for (const bus of buses) await bus.stop();
      },
    };
  }

  it("gives every node each event once, the publisher's own listeners before publish returns", async () => {
    const { busOne, busTwo, heardOne, heardTwo, stop } = await twoBuses();
    await busOne.publish(event('U1'));
    expect(heardOne).toEqual([event('U1')]);
    // Nodes are not ordered against each other: B's own U2 would reach B's listeners at once, before U1 if
    // U1 were still in B's socket. Wait for it, so the order each node hears is fixed.
    await until(() => heardTwo.length === 1);
    await busTwo.publish(event('U2'));
    await until(() => heardOne.length === 2 && heardTwo.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardOne).toEqual([event('U1'), event('U2')]);
    expect(heardTwo).toEqual([event('U1'), event('U2')]);
    await stop();
  });

  it('rides out a Redis restart: publishing never throws, and events flow again once Redis is back', async () => {
    const { busOne, heardTwo, stop } = await twoBuses();
    await server.restart();
    // Whether this one reaches node two depends on when the connections notice: it must not throw.
    await busOne.publish(event('during'));
    await until(async () => {
      await busOne.publish(event('after'));
      return heardTwo.some((heard) => heard.type === 'dividends-changed' && heard.userId === 'after');
    }, 10_000);
    await stop();
  });

  it("counts a user's sockets per node, forgets a stopped node's, and skips a node that stopped beating", async () => {
    const presenceOne = createRedisSocketPresence(one, log);
    const presenceTwo = createRedisSocketPresence(two, log);
    await presenceOne.start();
    await presenceTwo.start();
    presenceOne.opened('U9');
    presenceOne.opened('U9');
    presenceTwo.opened('U9');
    await until(async () => (await presenceTwo.of('U9'))[one.nodeId] === 2);
    expect(await presenceOne.of('U9')).toEqual({ [one.nodeId]: 2, [two.nodeId]: 1 });
    expect(presenceOne.localCount).toBe(2);
    presenceOne.closed('U9');
    await until(async () => (await presenceTwo.of('U9'))[one.nodeId] === 1);
    await presenceOne.stop();
    expect(await presenceTwo.of('U9')).toEqual({ [two.nodeId]: 1 });
    // A node killed leaves its counts: without its liveness key they are not reported.
    await two.command.hset('lantau:presence:U9', 'gone-node', '3');
    expect(await presenceTwo.of('U9')).toEqual({ [two.nodeId]: 1 });
    presenceTwo.closed('U9');
    await until(async () => Object.keys(await presenceTwo.of('U9')).length === 0);
    await presenceTwo.stop();
  });
});
