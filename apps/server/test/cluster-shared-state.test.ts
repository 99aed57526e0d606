import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketCloseCodes, socketPaths, type UserSession } from '@lantau/contract';
import { relaxedAuthRateLimits } from '../src/capabilities/auth/rate-limit-rules';
import type { Config } from '../src/config';
import { clusterFolderName, databaseName } from '../src/platform/db/embedded/embedded-postgres';
import {
  createMigratedTestDatabase,
  testBackends,
  type Backend,
  type TestDatabase,
} from './support/backends';
import { freshNonce, identityConfig, logIn, passwordStep, signedCall, signedHello } from './support/identity';
import { marketGet, type Snapshot } from './support/market-data';
import { fillingTencentBuy, placeOrder } from './support/orders';
import { addProbe, whoAmIPath } from './support/probe';
import { startTestRedis, type TestRedis } from './support/redis-server';
import { helloSocket, openSessionSocket } from './support/session-socket';
import { startTestServer, testConfig, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

/**
 * Two nodes, A and B, built in this process on one database and one Redis (REDIS_URL), as the nodes of a cluster
 * behind a balancer: what one node learns (a nonce, a logout, a plan change, a count) the other must know at once.
 * Each node keeps a 1 s copy of sessions and plans, so every check is made right after the change, inside that
 * second: with in-process parts (REDIS_URL unset) each of them fails.
 */

/** The URL of the database node A opened: the embedded one through its socket folder, or the server's. */
function sharedDatabaseUrl(database: TestDatabase): string {
  if (database.databaseUrl) return database.databaseUrl;
  const socketFolder = encodeURIComponent(path.join(database.dataDir, clusterFolderName));
  return `postgresql://postgres@localhost:5432/${databaseName}?host=${socketFolder}`;
}

interface Pair {
  a: TestServer;
  b: TestServer;
  close(): Promise<void>;
}

/** Nodes A and B on one new (migrated) database and `redis`; B connects to the database A prepared. */
function usePair(backend: Backend, overrides: Partial<Config>): { current: Pair; redis: () => TestRedis } {
  const holder = {} as { current: Pair; redisServer: TestRedis };
  beforeAll(async () => {
    holder.redisServer = await startTestRedis();
    const database = await createMigratedTestDatabase(backend);
    const webDist = await createTestWebDist();
    const bDataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-node-b-'));
    const shared = {
      ...identityConfig,
      ...overrides,
      redisUrl: process.env.CLUSTER_TEST_IN_PROCESS ? undefined : holder.redisServer.url,
    };
    const a = await startTestServer(database, testConfig(database, webDist, shared), addProbe);
    let b: TestServer | undefined;
    try {
      b = await startTestServer(
        database,
        testConfig(database, webDist, {
          ...shared,
          databaseUrl: sharedDatabaseUrl(database),
          dataDir: bDataDir,
        }),
        addProbe,
      );
    } finally {
      holder.current = {
        a,
        b: b as TestServer,
        async close() {
          await b?.app.close();
          await a.app.close();
          await database.drop();
          await rm(bDataDir, { recursive: true, force: true });
          await rm(webDist, { recursive: true, force: true });
        },
      };
    }
  }, 120_000);
  afterAll(async () => {
    await holder.current?.close();
    await holder.redisServer?.stop();
  });
  return {
    get current() {
      return holder.current;
    },
    redis: () => holder.redisServer,
  };
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const whoAmI = async (node: TestServer, session: UserSession, nonce?: string) =>
  (await signedCall(node, session, 'GET', whoAmIPath, undefined, nonce ? { nonce } : {})).body.code;

describe.each(testBackends)('two nodes sharing Redis and the database (%s)', (backend) => {
  const pair = usePair(backend, {});

  it("a login through A serves signed calls through B; a login on B closes A's session socket within 1 s", async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1001');
    expect(await whoAmI(b, session)).toBe('OK');

    const socket = await helloSocket(a, session);
    await logIn(b, 'LTU1001');
    const kickedAt = Date.now();
    expect(await socket.next(1_000)).toEqual({ type: 'logout', reason: 'OTHER_DEVICE_LOGIN' });
    const closed = await Promise.race([
      socket.closed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1_000)),
    ]);
    expect(closed?.code).toBe(1000);
    expect(Date.now() - kickedAt).toBeLessThan(1_000);
  });

  it("pushes an order placed through B to the client's session socket on A", async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1001');
    const socket = await helloSocket(a, session);
    const placed = await placeOrder(b, session, fillingTencentBuy(b, 'LTU100101'));
    expect(placed.body.code).toBe('OK');
    const orderId = placed.body.data.orderID;
    let frame = await socket.next(2_000);
    while (frame.type !== 'orderbook' || frame.orderID !== orderId) frame = await socket.next(2_000);
    expect(frame).toMatchObject({ type: 'orderbook', orderID: orderId });
    socket.socket.close();
  });

  it("tells B which node holds a user's session sockets, until they close", async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1002');
    const where = () => b.app.socketPresence.of('LTU1002');
    const first = await helloSocket(a, session);
    const second = await helloSocket(a, session);
    expect(await eventually(where, (nodes) => nodes[a.app.nodeId] === 2)).toEqual({ [a.app.nodeId]: 2 });
    first.socket.close();
    expect(await eventually(where, (nodes) => nodes[a.app.nodeId] === 1)).toEqual({ [a.app.nodeId]: 1 });
    second.socket.close();
    expect(await eventually(where, (nodes) => !nodes[a.app.nodeId])).toEqual({});
  });

  it('refuses on B a nonce already used on A', async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1005');
    const nonce = freshNonce();
    expect(await whoAmI(a, session, nonce)).toBe('OK');
    expect(await whoAmI(b, session, nonce)).toBe('E4003');
    expect(await whoAmI(b, session)).toBe('OK');

    // A socket hello's nonce too, whichever socket carries it.
    const hello = signedHello(socketPaths.session, session);
    const first = await openSessionSocket(a);
    first.send(hello);
    expect(await first.next()).toMatchObject({ type: 'ready' });
    const replayed = await openSessionSocket(b);
    replayed.send(hello);
    expect((await replayed.closed).code).toBe(socketCloseCodes.badSignature);
    first.socket.close();
  });

  it('refuses on B, on its very next call, a session logged out through A', async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1006');
    // B now keeps its copy of the session (for up to 1 s).
    expect(await whoAmI(b, session)).toBe('OK');
    expect((await signedCall(a, session, 'POST', '/api/auths/logouts')).body.code).toBe('OK');
    expect(await whoAmI(b, session)).toBe('E0001');
  });

  it('shows on B at once a quote plan change announced on A', async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1004');
    const feedPlanOnB = async () =>
      (await marketGet<Snapshot>(b, session, '/snapshots/details', { market: 'HK', stockCode: '00700' })).body
        .data.feedPlan;
    const setHkPlan = (plan: 'DELAYED' | 'LEVEL2') =>
      a.app.db
        .updateTable('quote_plans')
        .set({ plan })
        .where('user_id', '=', 'LTU1004')
        .where('market', '=', 'HK')
        .execute();

    expect(await feedPlanOnB()).toBe('LEVEL2');
    await setHkPlan('DELAYED');
    try {
      // What the plan service does on the node that changed the plan.
      await a.app.bus.publish({ type: 'quote-plans-changed', userId: 'LTU1004' });
      expect(await eventually(feedPlanOnB, (plan) => plan === 'DELAYED', 300)).toBe('DELAYED');
    } finally {
      await setHkPlan('LEVEL2');
      await a.app.bus.publish({ type: 'quote-plans-changed', userId: 'LTU1004' });
    }
  });

  it("delivers A's events once to A's own listeners and once to B's", async () => {
    const { a, b } = pair.current;
    const heardOnA: string[] = [];
    const heardOnB: string[] = [];
    const stopA = a.app.bus.subscribe((event) => {
      if (event.type === 'dividends-changed') heardOnA.push(event.userId);
    });
    const stopB = b.app.bus.subscribe((event) => {
      if (event.type === 'dividends-changed') heardOnB.push(event.userId);
    });
    try {
      await a.app.bus.publish({ type: 'dividends-changed', userId: 'LTU-BUS-1' });
      // The publisher's own listeners have heard it when publish returns, as with the in-process bus.
      expect(heardOnA).toEqual(['LTU-BUS-1']);
      await eventually(
        async () => heardOnB.length,
        (count) => count > 0,
      );
      await b.app.bus.publish({ type: 'dividends-changed', userId: 'LTU-BUS-2' });
      await eventually(
        async () => heardOnA.length,
        (count) => count > 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heardOnA).toEqual(['LTU-BUS-1', 'LTU-BUS-2']);
      expect(heardOnB).toEqual(['LTU-BUS-1', 'LTU-BUS-2']);
    } finally {
      stopA();
      stopB();
    }
  });

  it('runs a job on one node at a time while both run it', async () => {
    const { a, b } = pair.current;
    // The purge's first table held by a transaction of the test: A's run waits inside its lock.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = a.app.db.transaction().execute(async (trx) => {
      await sql`lock table app_otp_prefixes in access exclusive mode`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    try {
      const onA = a.app.jobs.runNow('purge');
      // A holds the job's advisory lock once its run waits on the table.
      await eventually(
        async () =>
          (
            await sql<{ waiting: number }>`select count(*)::int as waiting from pg_locks
              where locktype = 'relation' and not granted`.execute(b.app.db)
          ).rows[0]?.waiting ?? 0,
        (waiting) => waiting > 0,
        5_000,
      );
      expect(await b.app.jobs.runNow('purge')).toEqual({ status: 'skipped', reason: 'locked' });
      release();
      expect((await onA).status).toBe('ran');
      // Free again: B runs it now.
      expect((await b.app.jobs.runNow('purge')).status).toBe('ran');
    } finally {
      release();
      await holder;
    }
  });

  it('keeps both nodes running through a Redis restart, and shares again once Redis is back', async () => {
    const { a, b } = pair.current;
    const { session } = await logIn(a, 'LTU1006');
    await pair.redis().restart();
    // Once both have reconnected and B has subscribed again, A's events reach B.
    let heard = false;
    const stop = b.app.bus.subscribe((event) => {
      if (event.type === 'dividends-changed' && event.userId === 'LTU-RESTART') heard = true;
    });
    try {
      await eventually(
        async () => {
          await a.app.bus.publish({ type: 'dividends-changed', userId: 'LTU-RESTART' });
          await new Promise((resolve) => setTimeout(resolve, 50));
          return heard;
        },
        (done) => done,
        10_000,
      );
    } finally {
      stop();
    }
    expect(heard).toBe(true);
    const socket = await helloSocket(a, session);
    expect(await whoAmI(b, session)).toBe('OK');
    expect((await signedCall(a, session, 'POST', '/api/auths/logouts')).body.code).toBe('OK');
    expect(await whoAmI(b, session)).toBe('E0001');
    expect(await socket.next(1_000)).toMatchObject({ type: 'logout' });
  });
});

describe.each(testBackends)('rate limits counted across two nodes (%s)', (backend) => {
  const pair = usePair(backend, {
    rateLimitPerMinute: 8,
    authRateLimits: { ...relaxedAuthRateLimits, loginPerAddress: 3 },
  });

  /** Starts each test with no counts. */
  const forgetCounts = async () => {
    const redis = new Redis(pair.redis().url);
    try {
      await redis.flushall();
    } finally {
      redis.disconnect();
    }
  };

  it("counts an address's failed logins on A and B against one limit", async () => {
    await forgetCounts();
    const { a, b } = pair.current;
    const codes: string[] = [];
    for (const node of [a, b, a, b])
      codes.push((await passwordStep(node, 'LTU1002', 'Wrong-2026')).body.code);
    expect(codes.slice(0, 3)).not.toContain('E4029');
    expect(codes[3]).toBe('E4029');
  });

  it("counts an address's requests on A and B against one per-minute limit", async () => {
    await forgetCounts();
    const { a, b } = pair.current;
    const codes: string[] = [];
    // A public call; the test's probe call is added after the limit's hooks and is not counted.
    for (const node of [a, a, a, a, b, b, b, b, b])
      codes.push((await node.call('/api/markets/banks')).body.code);
    expect(codes).toEqual([...Array<string>(8).fill('OK'), 'E4029']);
  });
});
