import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@lantau/contract';
import { exchangeKeys } from '../src/capabilities/exchange-remote/exchange-wire';
import { apiCallers } from './support/api-callers';
import { createMigratedTestDatabase, type TestDatabase } from './support/backends';
import { exited } from './support/crashable-server';
import { fundKey, fundRequests } from './support/funds';
import { demoClient, passwordStep, signedCall } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { expectHoldsToMatchOrders, placeOrder, restingAaplBuy, waitForOrder } from './support/orders';
import { startRedisProxy, type RedisProxy } from './support/redis-proxy';
import { startTestRedis, type TestRedis } from './support/redis-server';
import { acceptedInEpoch, startExchange, submitsByEntry, until } from './support/remote-exchange';
import { startTestServer, testConfig, type ApiResponse, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

/**
 * A Redis outage in the cluster (REDIS_URL, EXCHANGE=remote) never stops the platform: no database transaction
 * waits on Redis, every Redis use gives up in bounded time with E5003, an order answered PND reaches the
 * exchange exactly once when Redis is back, and a cancel whose answer never comes does not leave its order
 * pending for good. The node reaches Redis through a proxy that can cut off the exchange wire's connections
 * alone (an outage for the order path with the signed calls still let through), and the real Redis is killed
 * for a whole outage.
 */

const keys = exchangeKeys();
const seconds = (since: number) => (Date.now() - since) / 1000;

describe('a Redis outage (REDIS_URL, EXCHANGE=remote)', { timeout: 180_000 }, () => {
  let redis: TestRedis;
  let proxy: RedisProxy;
  let probe: Redis;
  let exchange: ChildProcess;
  let database: TestDatabase;
  let webDist: string;
  let a: TestServer;
  const server = {
    get current() {
      return a;
    },
  };
  const { sessionOf, client } = apiCallers(server);
  const funds = fundRequests(server, client);
  const epoch = async () => Number((await probe.get(keys.epoch)) ?? 0);

  beforeAll(async () => {
    redis = await startTestRedis({ appendonly: true });
    // The exchange wire's connections are named lantau-node-…; the platform's lantau-<node ID>-….
    proxy = await startRedisProxy(redis.port, 'lantau-node-');
    probe = new Redis(redis.url, { maxRetriesPerRequest: null });
    probe.on('error', () => undefined); // down on purpose below
    exchange = startExchange(redis.url);
    await until('the exchange epoch', async () => ((await epoch()) > 0 ? true : undefined));
    database = await createMigratedTestDatabase('embedded');
    webDist = await createTestWebDist();
    const remote = { exchange: 'remote' as const, redisUrl: proxy.url, rateLimitPerMinute: 0 };
    a = await startTestServer(database, testConfig(database, webDist, remote));
  });

  afterAll(async () => {
    await a?.app.close();
    if (exchange?.exitCode === null) {
      exchange.kill('SIGKILL');
      await exited(exchange);
    }
    probe?.disconnect();
    await proxy?.close();
    await redis?.stop();
    await database?.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('keeps the database free while the order path cannot reach Redis; every PND order reaches the exchange once', async () => {
    const [session, other] = [await sessionOf('LTU1001'), await sessionOf('LTU1004')];
    const code = (await funds.withdrawalCode('LTU1001')).body.data;
    const served = await epoch();
    proxy.cut();
    let orders: Order[];
    try {
      const started = Date.now();
      const timed = async <T>(call: Promise<ApiResponse<T>>) => {
        const response = await call;
        return { response, seconds: seconds(started) };
      };
      // Twenty placements and twenty withdrawals at once; a plain authenticated GET while they run, from another
      // client (one session's calls are served six at a time: the session lanes).
      const placements = Array.from({ length: 20 }, () =>
        timed(placeOrder(a, session, restingAaplBuy('LTU100101'))),
      );
      const withdrawals = Array.from({ length: 20 }, () =>
        timed(funds.withdrawal('LTU1001', 'LTU100101', '10', { code, key: fundKey() })),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const getStarted = Date.now();
      const listed = await signedCall(a, other, 'GET', '/api/orders');
      const getSeconds = seconds(getStarted);
      const placed = await Promise.all(placements);
      const withdrawn = await Promise.all(withdrawals);

      // The pool was never held by a placement waiting on Redis: the GET answered at once.
      expect(listed.body.code).toBe('OK');
      expect(getSeconds).toBeLessThan(2);
      // Every withdrawal answered, none for want of a database connection (one takes the code, the rest not).
      for (const { response } of withdrawn) expect(response.body.code).not.toMatch(/^E5/);
      expect(withdrawn.filter(({ response }) => response.body.code === 'OK')).toHaveLength(1);
      // Every placement answered in bounded time: PND (committed, sent when Redis answers) or E5003.
      for (const { response, seconds: took } of placed) {
        expect(['OK', 'E5003']).toContain(response.body.code);
        expect(took).toBeLessThan(15);
      }
      orders = placed
        .filter(({ response }) => response.body.code === 'OK')
        .map(({ response }) => response.body.data as Order);
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders) expect(order.status).toBe('PND');
    } finally {
      // Redis back for the order path: each PND order is sent again, and reaches the exchange exactly once.
      proxy.restore();
    }
    const db = a.app.db;
    const ids = orders.map((order) => order.orderID);
    const rows = await until(
      'every order acknowledged',
      async () => {
        const found = await db.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute();
        return found.every((row) => row.status === 'ACK') ? found : undefined;
      },
      30_000,
    );
    const submits = await submitsByEntry(probe, keys);
    const accepted = await acceptedInEpoch(probe, keys, served);
    for (const row of rows) {
      expect(row.exchange_entries).toBe(1);
      expect(submits.get(`${served} ${row.order_id}`)).toBe(1);
      expect(accepted.get(row.order_id)).toBe(1);
    }
    await a.app.ordersIdle();
    await expectEveryAssetToSumToZero(db);
    await expectHoldsToMatchOrders(db);
  });

  it('answers E5003 in the caller’s language within seconds while Redis is down, and works again after', async () => {
    const [session, other] = [await sessionOf('LTU1001'), await sessionOf('LTU1004')];
    await redis.crash();
    const started = Date.now();
    const zhHK = { headers: { 'x-lang': 'zh_HK' } };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => placeOrder(a, session, restingAaplBuy('LTU100101'))),
      ...Array.from({ length: 20 }, () =>
        signedCall(a, session, 'POST', '/api/funds/withdrawals/codes', undefined, zhHK),
      ),
      passwordStep(a, 'LTU1002', demoClient('LTU1002').password),
    ]);
    const took = seconds(started);
    // Another client's GET meanwhile: refused within its own bounded wait, in the caller's language.
    const getStarted = Date.now();
    const listing = await signedCall(a, other, 'GET', '/api/orders', undefined, zhHK);
    expect(seconds(getStarted)).toBeLessThan(4);
    expect(listing.body).toMatchObject({ code: 'E5003', message: '服務暫時無法使用，請稍後再試。' });
    for (const answer of answers) expect(answer.body.code).toBe('E5003');
    expect(answers[20]!.body.message).toBe('服務暫時無法使用，請稍後再試。');
    // Bounded: every call answered (one session's six at a time), none waiting for Redis to come back.
    expect(took).toBeLessThan(20);

    await redis.start();
    const placed = await until('placing answered again', async () => {
      const answer = await placeOrder(a, session, restingAaplBuy('LTU100101'));
      return answer.body.code === 'OK' ? answer : undefined;
    });
    const done = await waitForOrder(
      a,
      session,
      placed.body.data.orderID,
      (order) => order.status === 'ACK',
      15_000,
    );
    expect(done.order.status).toBe('ACK');
  });

  it('returns an order to work when its cancel’s answer never comes, instead of leaving it pending cancel', async () => {
    const session = await sessionOf('LTU1001');
    const placed = await placeOrder(a, session, restingAaplBuy('LTU100101'));
    expect(placed.body).toMatchObject({ code: 'OK' });
    const orderId = placed.body.data.orderID;
    await waitForOrder(a, session, orderId, (order) => order.status === 'ACK', 15_000);
    // The exchange stops reading (as a stuck process does): the cancel's answer never comes in time.
    exchange.kill('SIGSTOP');
    let cancelled: ApiResponse;
    try {
      cancelled = await signedCall(a, session, 'DELETE', `/api/orders/${orderId}`);
    } finally {
      exchange.kill('SIGCONT');
    }
    expect(cancelled.body.code).toBe('E6003');
    const status = async () =>
      (
        await a.app.db
          .selectFrom('orders')
          .select('status')
          .where('order_id', '=', orderId)
          .executeTakeFirst()
      )?.status;
    expect(await status()).toBe('ACK');
    // The exchange, running again, reads the cancel past its deadline and leaves the order be: it still works.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await status()).toBe('ACK');
    // Cancelled again, now answered: its cancel report ends it once.
    const again = await signedCall(a, session, 'DELETE', `/api/orders/${orderId}`);
    expect(again.body.code).toBe('OK');
    await until('the order cancelled', async () => ((await status()) === 'CAN' ? true : undefined));
    await a.app.ordersIdle();
    await expectEveryAssetToSumToZero(a.app.db);
    await expectHoldsToMatchOrders(a.app.db);
  });
});
