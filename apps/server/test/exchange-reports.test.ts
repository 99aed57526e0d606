import { rm } from 'node:fs/promises';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/schema';
import { createLedger } from '../src/capabilities/ledger';
import { createMigratedTestDatabase, testBackends, type TestDatabase } from './support/backends';
import { identityConfig, logIn } from './support/identity';
import { bookPrice, placeOrder, waitForOrder } from './support/orders';
import { startTestServer, testConfig, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';
import { realMarketClock } from './support/market-clock';

/**
 * A fill the exchange made is a fact: when its transaction fails, the report is parked on disk and applied
 * later, in order; across a restart it is applied before any order is re-entered. The failure is real: a
 * CHECK constraint added to the executions table makes the database refuse every fill, until it is dropped.
 */
const ACCOUNT = 'LTU100101';
const refuseFills = (db: Kysely<Database>) =>
  sql`alter table executions add constraint test_refuse_fills check (false) not valid`.execute(db);
const acceptFills = (db: Kysely<Database>) =>
  sql`alter table executions drop constraint if exists test_refuse_fills`.execute(db);

describe.each(testBackends)('exchange reports that fail to apply (%s)', (backend) => {
  let database: TestDatabase;
  let webDist: string;
  let server: TestServer | undefined;
  const ledger = createLedger({ clock: realMarketClock });
  const today = () => new Date().toISOString().slice(0, 10);
  const start = async (beforeReady?: (db: Kysely<Database>) => Promise<unknown>) => {
    server = await startTestServer(
      database,
      testConfig(database, webDist, identityConfig),
      beforeReady && ((app) => beforeReady(app.db).then(() => undefined)),
    );
    return server;
  };
  const stop = async () => {
    await server?.app.close();
    server = undefined;
  };
  const cash = async (running: TestServer) =>
    (await ledger.balances(running.app.db, ACCOUNT, today())).cash.find((entry) => entry.currency === 'HKD')!;
  const parked = (running: TestServer) =>
    running.app.db.selectFrom('exchange_reports').selectAll().orderBy('sequence').execute();
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** A buy of 100 00700 through the best asks: it fills at once at the exchange. */
  const buyAtMarket = async (running: TestServer) => {
    const { session } = await logIn(running, 'LTU1001');
    const placed = await placeOrder(running, session, {
      accountNumber: ACCOUNT,
      market: 'HK',
      stockCode: '00700',
      side: 'BUY',
      orderType: 'ELO',
      price: bookPrice(running, 'HK', '00700', 'ask', 2),
      quantity: 100,
      timeInForce: 'DAY',
    });
    expect(placed.body.code).toBe('OK');
    return { session, orderId: placed.body.data.orderID };
  };

  beforeAll(async () => {
    database = await createMigratedTestDatabase(backend);
    webDist = await createTestWebDist();
  });
  afterAll(async () => {
    await stop();
    await database?.drop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  it('parks a fill the database refuses and books it, once, when the database takes it again', async () => {
    const running = await start();
    const before = await cash(running);
    await refuseFills(running.app.db);
    const { session, orderId } = await buyAtMarket(running);
    const waiting = await until(
      () => parked(running),
      (rows) => rows.some((row) => row.order_id === orderId && row.attempts > 0),
    );
    const report = waiting.find((row) => row.order_id === orderId)!;
    expect(report.state).toBe('PENDING');
    expect(report.last_error).toContain('test_refuse_fills');
    // Nothing of the fill is booked yet: the order is acknowledged, its cash still on hold.
    const meanwhile = (await waitForOrder(running, session, orderId, () => true)).order;
    expect(meanwhile.status).toBe('ACK');
    expect((await cash(running)).onHold.gt(before.onHold)).toBe(true);

    await acceptFills(running.app.db);
    const { order, executions } = await waitForOrder(
      running,
      session,
      orderId,
      (o) => o.status === 'FFL',
      15_000,
    );
    expect(order.status).toBe('FFL');
    expect(executions.reduce((sum, e) => sum + e.quantity, 0)).toBe(100);
    const paid = executions.reduce(
      (sum, e) =>
        sum
          .add(new Decimal(e.price).mul(e.quantity))
          .add(e.fees.reduce((f, l) => f.add(l.amount), new Decimal(0))),
      new Decimal(0),
    );
    const after = await cash(running);
    expect(before.available.sub(after.available).toFixed(2)).toBe(paid.toFixed(2));
    expect(after.onHold.toFixed(2)).toBe(before.onHold.toFixed(2));
    const applied = (await parked(running)).filter((row) => row.order_id === orderId);
    expect(applied.every((row) => row.state === 'APPLIED' && row.applied_at !== null)).toBe(true);
    await stop();
  });

  /** A server whose database refuses fills takes a buy that fills, parks the fill, and stops. */
  const parkAFillAndStop = async () => {
    const first = await start();
    await refuseFills(first.app.db);
    const { orderId } = await buyAtMarket(first);
    await until(
      () => parked(first),
      (rows) => rows.some((row) => row.order_id === orderId),
    );
    await stop();
    return orderId;
  };

  it('applies a parked fill at start-up, before re-entering working orders', async () => {
    const orderId = await parkAFillAndStop();

    // The next start finds the database willing again (the constraint goes before the server is ready).
    const second = await start(acceptFills);
    const { session } = await logIn(second, 'LTU1001');
    const { order } = await waitForOrder(second, session, orderId, () => true);
    expect(order.status).toBe('FFL');
    expect(order.filledQuantity).toBe(100);
    // Filled before start-up re-entered anything: the order never went back to the exchange.
    const row = await second.app.db
      .selectFrom('orders')
      .select(['exchange_entries'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.exchange_entries).toBe(1);
    await stop();
  });

  it('holds back an order whose parked fill still fails at start-up, and books it when it can', async () => {
    const orderId = await parkAFillAndStop();

    const second = await start();
    const { session } = await logIn(second, 'LTU1001');
    // Not re-entered: the exchange would be given 100 shares its lost fill already bought.
    const held = (await waitForOrder(second, session, orderId, () => true)).order;
    expect(held.status).toBe('ACK');
    const entries = () =>
      second.app.db
        .selectFrom('orders')
        .select(['exchange_entries', 'status'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
    expect((await entries()).exchange_entries).toBe(1);

    await acceptFills(second.app.db);
    const { order } = await waitForOrder(second, session, orderId, (o) => o.status === 'FFL', 15_000);
    expect(order.status).toBe('FFL');
    expect((await entries()).exchange_entries).toBe(1);
    await stop();
  });
});
