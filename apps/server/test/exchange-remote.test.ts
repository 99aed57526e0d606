import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, UserSession } from '@lantau/contract';
import { embeddedConnection } from '../src/platform/db/embedded/embedded-postgres';
import { exchangeKeys, parseSent } from '../src/capabilities/exchange-remote/exchange-wire';
import { createMigratedTestDatabase, type TestDatabase } from './support/backends';
import { exited } from './support/crashable-server';
import { logIn, signedCall } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import {
  bookPrice,
  expectHoldsToMatchOrders,
  hkOrder,
  fillingTencentBuy,
  finalStatuses,
  placeOrder,
  restingAaplBuy,
  waitForOrder,
} from './support/orders';
import { startTestRedis, type TestRedis } from './support/redis-server';
import { acceptedInEpoch, startExchange, submitsByEntry, until } from './support/remote-exchange';
import { startTestServer, testConfig, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

/**
 * EXCHANGE=remote: the simulated exchange in its own process (`npm run exchange`, a child here, killable) and two
 * nodes (buildApp) on one database, all speaking through a real Redis. An order placed on one node fills once,
 * the nodes show the same quotes, and neither kill -9 of the exchange nor a Redis restart applies anything twice
 * or loses an order: the new epoch re-enters each working order exactly once.
 */

const keys = exchangeKeys();

describe('the exchange as its own process, two nodes (EXCHANGE=remote)', { timeout: 180_000 }, () => {
  let redis: TestRedis;
  let probe: Redis;
  let exchange: ChildProcess;
  let database: TestDatabase;
  let secondDir: string;
  let webDist: string;
  let a: TestServer;
  let b: TestServer;
  /** LTU1001's one session, used on both nodes (a login each time would meet the shared code-request limit). */
  let client: UserSession;

  const epoch = async () => Number((await probe.get(keys.epoch)) ?? 0);
  /**
   * The epoch the exchange takes when it starts. No deadline of its own: a start (a tsx process that loads the
   * whole exchange) took 8 s at load 10 and would take longer still on a busier machine, so a deadline here only
   * measured the machine. An exchange that dies fails at once; one that hangs meets the test's time limit.
   */
  const waitForEpoch = (above: number) => {
    const starting = exchange;
    return until(
      `epoch > ${above}`,
      async () => {
        if (starting.exitCode !== null || starting.signalCode !== null)
          throw new Error(`the exchange exited before it took an epoch above ${above}`);
        return (await epoch()) > above ? epoch() : undefined;
      },
      Infinity,
    );
  };

  beforeAll(async () => {
    redis = await startTestRedis({ appendonly: true });
    probe = new Redis(redis.url, { maxRetriesPerRequest: null });
    exchange = startExchange(redis.url);
    await waitForEpoch(0);
    database = await createMigratedTestDatabase('embedded');
    webDist = await createTestWebDist();
    // The bursts below come from one address, counted on both nodes against one shared per-address budget:
    // this file tests the order path, not the limit (cluster-shared-state.test does).
    const remote = { exchange: 'remote' as const, redisUrl: redis.url, rateLimitPerMinute: 0 };
    a = await startTestServer(database, testConfig(database, webDist, remote));
    // Node B: the same database (node A's embedded PostgreSQL, over its socket), a data folder of its own.
    const connection = embeddedConnection(database.dataDir);
    secondDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-node-b-'));
    const databaseUrl = `postgresql://${connection.user}@localhost/${connection.database}?host=${encodeURIComponent(String(connection.host))}`;
    const second = { ...database, dataDir: secondDir, databaseUrl };
    b = await startTestServer(second, testConfig(second, webDist, remote));
    client = (await logIn(a, 'LTU1001')).session;
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
    if (exchange?.exitCode === null) {
      exchange.kill('SIGKILL');
      await exited(exchange);
    }
    probe?.disconnect();
    await redis?.stop();
    await database?.drop();
    await rm(secondDir, { recursive: true, force: true });
    await rm(webDist, { recursive: true, force: true });
  });

  it('shows the same quote on both nodes', async () => {
    const same = await until('the same 00700 quote on A and B', () => {
      const [left, right] = [
        a.app.marketSimulator.quote('HK', '00700'),
        b.app.marketSimulator.quote('HK', '00700'),
      ];
      return left && right && left.seq === right.seq && left.time === right.time
        ? { left, right }
        : undefined;
    });
    expect(same.left).toEqual(same.right);
    expect(same.left.bids.length).toBeGreaterThan(0);
    // The live minute candle is the exchange's: it closes at the last trade, on both nodes.
    const minute = await until('a live minute of 00700 on both nodes', () => {
      const [left, right] = [a.app.marketSimulator, b.app.marketSimulator].map((market) => ({
        bar: market.intraday('HK', '00700').at(-1),
        last: market.quote('HK', '00700')?.last,
      }));
      return left && right && left.bar && left.bar.close === left.last && right.bar?.close === right.last
        ? { left, right }
        : undefined;
    });
    expect(minute.left.bar!.time).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it('fills an order placed through node B once: its execution, journals and position', async () => {
    const session = client;
    const placed = await placeOrder(b, session, fillingTencentBuy(b, 'LTU100101'));
    expect(placed.body.code).toBe('OK');
    const orderId = placed.body.data.orderID;
    // Read through node A: whichever node applied the reports, the database has them.
    const onA = client;
    const done = await waitForOrder(a, onA, orderId, (order) => order.status === 'FFL', 15_000);
    expect(done.order.status).toBe('FFL');
    await Promise.all([a.app.ordersIdle(), b.app.ordersIdle()]);
    const db = a.app.db;
    const executions = await db
      .selectFrom('executions')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(executions.reduce((sum, row) => sum + row.quantity, 0)).toBe(100);
    const journals = await db
      .selectFrom('ledger_journals')
      .select(['reference', 'reason'])
      .where(
        'reference',
        'in',
        executions.map((row) => row.execution_id),
      )
      .where('reason', '=', 'TRADE')
      .execute();
    expect(journals.length).toBe(executions.length);
    const events = await db
      .selectFrom('order_events')
      .select('to_status')
      .where('order_id', '=', orderId)
      .execute();
    expect(events.filter((event) => event.to_status === 'ACK').length).toBe(1);
    await expectEveryAssetToSumToZero(db);
    await expectHoldsToMatchOrders(db);
  });

  it('amends and cancels through the other node: the exchange answers, the cancel report ends the order once', async () => {
    // One session (a new login ends the user's other one), used on both nodes.
    const onA = client;
    const onB = onA;
    const request = restingAaplBuy('LTU100101', 2);
    const placed = await placeOrder(a, onA, request);
    expect(placed.body.code).toBe('OK');
    const orderId = placed.body.data.orderID;
    expect((await waitForOrder(b, onB, orderId, (order) => order.status === 'ACK')).order.status).toBe('ACK');
    const raised = await signedCall<Order>(b, onB, 'PATCH', `/api/orders/${orderId}`, { price: '101.00' });
    expect(raised.body.code).toBe('OK');
    expect(raised.body.data).toMatchObject({ price: '101.00', status: 'ACK' });
    const reduced = await signedCall<Order>(a, onA, 'PATCH', `/api/orders/${orderId}`, { quantity: 1 });
    expect(reduced.body.code).toBe('OK');
    expect(reduced.body.data).toMatchObject({ quantity: 1, status: 'ACK' });
    const cancelled = await signedCall<Order>(b, onB, 'DELETE', `/api/orders/${orderId}`);
    expect(cancelled.body.code).toBe('OK');
    const done = await waitForOrder(a, onA, orderId, (order) => order.status === 'CAN', 10_000);
    expect(done.order.status).toBe('CAN');
    const events = await a.app.db
      .selectFrom('order_events')
      .select('to_status')
      .where('order_id', '=', orderId)
      .orderBy('event_id')
      .execute();
    // The price raised in place (an ACK note), the reduction through PTR, the cancel through PTC to one CAN.
    expect(events.map((event) => event.to_status)).toEqual(['PND', 'ACK', 'ACK', 'PTR', 'ACK', 'PTC', 'CAN']);
    await Promise.all([a.app.ordersIdle(), b.app.ordersIdle()]);
    await expectHoldsToMatchOrders(a.app.db);
  });

  it('survives kill -9 of the exchange during a burst: nothing applied twice, working orders re-entered once', async () => {
    const session = client;
    const sessions: [TestServer, UserSession][] = [
      [a, session],
      [b, session],
    ];
    const accountNumber = 'LTU100101';
    const placed: string[] = [];
    let answered = 0;
    let alive = true;
    const burst = async ([server, session]: [TestServer, UserSession], i: number) => {
      for (let n = 0; alive; n += 1) {
        // Resting buys far below the market, and now and then one that fills at once.
        const request =
          (n + i) % 6 === 0
            ? hkOrder({
                accountNumber,
                stockCode: '00005',
                orderType: 'ELO',
                quantity: 400,
                price: bookPrice(server, 'HK', '00005', 'ask', 2),
              })
            : restingAaplBuy(accountNumber);
        const answer = await placeOrder(server, session, request);
        answered += 1;
        if (answer.body.code === 'OK') placed.push((answer.body.data as Order).orderID);
      }
    };
    // Counted in answers, not in time: a busy machine answers fewer in a second, and the kill must still come in
    // the middle of a burst that left working orders at the dead exchange. (After the restart the burst may be
    // refused for want of cash, which the orders sent while the exchange was down hold: any answer counts.)
    const hasPlaced = () => (placed.length > 10 ? true : undefined);
    const answeredAtLeast = (count: number) => () => (answered >= count ? true : undefined);
    const before = await epoch();
    const clients = sessions.map((pair, i) => burst(pair, i));
    let after: number;
    try {
      await until('more than ten orders placed', hasPlaced, 60_000);
      exchange.kill('SIGKILL');
      await exited(exchange);
      await new Promise((resolve) => setTimeout(resolve, 500));
      exchange = startExchange(redis.url);
      after = await waitForEpoch(before);
      // The burst goes on into the new epoch for a while.
      await until('ten more orders answered', answeredAtLeast(answered + 10), 60_000);
    } finally {
      alive = false;
      await Promise.all(clients);
    }

    // Every order settles: none left pending, and each resting one re-entered at the new exchange. The node that
    // applies the epoch report re-enters them one by one after the new epoch appears (and retries a send that
    // failed a second later), so this is waited for, not read at a moment: at load 10, five of nineteen were
    // still to be re-entered 1.5 s after the new epoch (the old fixed wait).
    const db = a.app.db;
    const rows = await until('no order pending, each working order re-entered in the new epoch', async () => {
      const found = await db.selectFrom('orders').selectAll().where('order_id', 'in', placed).execute();
      if (found.some((row) => row.status === 'PND')) return undefined;
      for (const row of found.filter((candidate) => !finalStatuses.has(candidate.status))) {
        const sent = parseSent(await probe.hget(keys.sent, row.order_id));
        if (sent?.epoch !== after || sent.entryId !== row.exchange_order_id) return undefined;
      }
      return found;
    });
    const resting = rows.filter((row) => !finalStatuses.has(row.status));
    expect(resting.length).toBeGreaterThan(0);
    const submits = await submitsByEntry(probe, keys);
    // The exchange took each order at most once in the new epoch (commands the dead one never read refused).
    const accepted = await acceptedInEpoch(probe, keys, after);
    expect([...accepted.values()].filter((count) => count > 1)).toEqual([]);
    for (const row of resting) {
      const sent = parseSent(await probe.hget(keys.sent, row.order_id));
      expect(sent).toEqual({ epoch: after, entryId: row.exchange_order_id });
      // Sent to the new epoch once: one entry of the order there.
      expect(submits.get(`${after} ${row.order_id}`)).toBe(1);
    }
    // Fills: each execution once, the order's figures their sum, the ledger balanced.
    for (const row of rows) {
      const executions = await db
        .selectFrom('executions')
        .select('quantity')
        .where('order_id', '=', row.order_id)
        .execute();
      expect(executions.reduce((sum, execution) => sum + execution.quantity, 0)).toBe(row.filled_quantity);
    }
    await Promise.all([a.app.ordersIdle(), b.app.ordersIdle()]);
    await expectEveryAssetToSumToZero(db);
    await expectHoldsToMatchOrders(db);
  });

  it('applies a refusal a dead node held (claimed after it idled): REJ as a synchronous refusal, never re-entered', async () => {
    exchange.kill('SIGKILL');
    await exited(exchange);
    const session = client;
    const placed = await placeOrder(a, session, restingAaplBuy('LTU100102'));
    // The margin account: the burst above may have used the cash account's dollars.
    expect(placed.body).toMatchObject({ code: 'OK' });
    const orderId = placed.body.data.orderID;
    const db = a.app.db;
    const entry = await until('the entry sent', async () => {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row?.exchange_order_id ?? undefined;
    });
    // The exchange's refusal, taken by a node that dies before applying it: the add and the read are one
    // transaction, so no live node reads it first.
    const refusal = { kind: 'rejected', orderId: entry, epoch: await epoch(), reason: 'LOT_SIZE' };
    await probe
      .multi([
        ['xadd', keys.reports, '*', 'm', JSON.stringify(refusal)],
        ['xreadgroup', 'GROUP', keys.reportGroup, 'dead-node', 'COUNT', 1, 'STREAMS', keys.reports, '>'],
      ])
      .exec();
    const refused = await until(
      'the refusal applied',
      async () => {
        const row = await db
          .selectFrom('orders')
          .selectAll()
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        return row?.status === 'REJ' ? row : undefined;
      },
      30_000,
    );
    expect(refused).toMatchObject({ reject_reason: 'LOT_SIZE', remaining_quantity: 0 });
    expect(Number(refused.hold_amount)).toBe(0);
    await expectHoldsToMatchOrders(db);
    // The new exchange's epoch re-enters working orders: not this one.
    const before = await epoch();
    exchange = startExchange(redis.url);
    await waitForEpoch(before);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Final, its `sent` record is forgotten: nothing is sent for it again.
    expect(await probe.hget(keys.sent, orderId)).toBeNull();
    const row = await db
      .selectFrom('orders')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(row?.status).toBe('REJ');
  });

  it('recovers from a Redis restart: orders are acknowledged and fill, quotes move on both nodes', async () => {
    await redis.restart();
    const session = client;
    const placed = await placeOrder(a, session, fillingTencentBuy(a, 'LTU100102'));
    expect(placed.body.code).toBe('OK');
    const done = await waitForOrder(
      a,
      session,
      placed.body.data.orderID,
      (order) => order.status === 'FFL',
      15_000,
    );
    expect(done.order.status).toBe('FFL');
    const seq = b.app.marketSimulator.quote('HK', '00700')!.seq;
    await until('node B follows the market again', () =>
      Object.values(['00700', '00005', '00941', '09988']).some(
        (code) => (b.app.marketSimulator.quote('HK', code)?.time ?? 0) > Date.now() - 2_000,
      ) || b.app.marketSimulator.quote('HK', '00700')!.seq !== seq
        ? true
        : undefined,
    );
    await expectEveryAssetToSumToZero(a.app.db);
  });
});
