import { Decimal } from 'decimal.js';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Order, UserSession } from '@lantau/contract';
import { crash, exited, useCrashableFolder, type CrashableServer } from './support/crashable-server';
import { logIn, signedCall } from './support/identity';
import { placeOrder, restingAaplBuy } from './support/orders';
import { httpClientOf, type TestServer } from './support/test-server';
import { embeddedConnection } from '../src/platform/db/embedded/embedded-postgres';

/**
 * An acknowledged order survives kill -9: a real server in its own process takes a burst of orders, is killed
 * with SIGKILL (with the database it started) in the middle, and after a restart on the same folder every
 * order it answered OK is there, and none is left pending: start-up re-entered the working ones.
 */
function withClient(started: CrashableServer): CrashableServer & { server: TestServer } {
  return { ...started, server: remote(started.baseUrl) };
}

/** What logIn and signedCall need of a test server, over a server in another process. */
function remote(baseUrl: string): TestServer {
  return { baseUrl, ...httpClientOf(baseUrl) } as TestServer;
}

/**
 * One client per placer places one share of AAPL far below the market again and again (the orders rest, each
 * holding its cash, until buying power runs out) until the server is killed with SIGKILL after `ms`. Returns
 * the IDs answered OK.
 */
async function crashDuringBurst(
  started: CrashableServer & { server: TestServer },
  placers: { session: UserSession; accountNumber: string }[],
  ms: number,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let alive = true;
  const client = async ({ session, accountNumber }: (typeof placers)[number]) => {
    while (alive) {
      try {
        const answer = await placeOrder(started.server, session, restingAaplBuy(accountNumber));
        if (answer.body.code === 'OK') acknowledged.push((answer.body.data as Order).orderID);
      } catch {
        return;
      }
    }
  };
  const clients = placers.map(client);
  await new Promise((resolve) => setTimeout(resolve, ms));
  crash(started);
  alive = false;
  await Promise.all(clients);
  await exited(started.process);
  expect(acknowledged.length).toBeGreaterThan(20);
  return acknowledged;
}

describe('acknowledged orders survive kill -9 (embedded database)', { timeout: 120_000 }, () => {
  const folder = useCrashableFolder();

  it('keeps every acknowledged order through a crash and re-enters the working ones at start-up', async () => {
    const first = withClient(await folder.start());
    const session = (await logIn(first.server, 'LTU1001')).session;
    const placers = [0, 1, 2, 3].map(() => ({ session, accountNumber: 'LTU100101' }));
    const acknowledged = await crashDuringBurst(first, placers, 1_500);

    const second = withClient(await folder.start());
    const again: UserSession = (await logIn(second.server, 'LTU1001')).session;
    const statuses = await Promise.all(
      acknowledged.map(async (orderId) => {
        const answer = await signedCall<{ order: Order }>(
          second.server,
          again,
          'GET',
          `/api/orders/${orderId}`,
        );
        return answer.body.code === 'OK' ? answer.body.data.order.status : answer.body.code;
      }),
    );
    expect(statuses.filter((status) => status !== 'ACK')).toEqual([]);
    second.process.kill('SIGINT');
    await exited(second.process);
  });

  it('loses no acknowledged order and no cent when killed in the middle of shared commits', async () => {
    const first = withClient(await folder.start());
    const traders = [
      { session: (await logIn(first.server, 'LTU1001')).session, accounts: ['LTU100101', 'LTU100102'] },
      { session: (await logIn(first.server, 'LTU1004')).session, accounts: ['LTU100401'] },
    ];
    const usdOf = async (server: TestServer, session: UserSession, account: string) => {
      const answer = await signedCall<{ cash: { currency: string; onHold: string; settled: string }[] }>(
        server,
        session,
        'GET',
        `/api/accounts/${account}/overview`,
      );
      const usd = answer.body.data.cash.find((cash) => cash.currency === 'USD')!;
      return { onHold: new Decimal(usd.onHold), settled: new Decimal(usd.settled) };
    };
    const listOrders = async (server: TestServer, session: UserSession, account: string) =>
      (
        await signedCall<{ orders: Order[] }>(
          server,
          session,
          'GET',
          `/api/orders?accountNumber=${account}&limit=500`,
        )
      ).body.data.orders;
    // What the accounts held before the burst (the test above left orders working too).
    const before = new Map<string, { onHold: Decimal; settled: Decimal }>();
    const earlier = new Set<string>();
    for (const { session, accounts } of traders)
      for (const account of accounts) {
        before.set(account, await usdOf(first.server, session, account));
        for (const order of await listOrders(first.server, session, account)) earlier.add(order.orderID);
      }
    // Three clients per account, nine in all: the account lanes' batches hold several placements and
    // acknowledgements each when the kill comes.
    const placers = traders.flatMap(({ session, accounts }) =>
      accounts.flatMap((accountNumber) => [0, 1, 2].map(() => ({ session, accountNumber }))),
    );
    const acknowledged = await crashDuringBurst(first, placers, 2_000);

    const second = withClient(await folder.start());
    const working = new Map<string, Order>();
    for (const { userId, accounts } of [
      { userId: 'LTU1001', accounts: ['LTU100101', 'LTU100102'] },
      { userId: 'LTU1004', accounts: ['LTU100401'] },
    ]) {
      const session = (await logIn(second.server, userId)).session;
      for (const account of accounts) {
        const orders = (await listOrders(second.server, session, account)).filter(
          (order) => !earlier.has(order.orderID),
        );
        for (const order of orders) working.set(order.orderID, order);
        // Every order of the burst on disk (answered or not before the kill) holds its estimate, and nothing
        // else is held: the cash on hold grew by exactly their sum, and no cash moved.
        const now = await usdOf(second.server, session, account);
        const held = orders.reduce((sum, order) => sum.add(order.fees.total), new Decimal(0));
        expect(orders.filter((order) => order.status !== 'ACK')).toEqual([]);
        expect({ account, settled: now.settled.toFixed() }).toEqual({
          account,
          settled: before.get(account)!.settled.toFixed(),
        });
        expect(now.onHold.sub(before.get(account)!.onHold).toFixed()).toBe(held.toFixed());
      }
    }
    // Every order answered OK is on disk, acknowledged again by start-up (none left PND).
    expect(acknowledged.filter((orderId) => working.get(orderId)?.status !== 'ACK')).toEqual([]);
    second.process.kill('SIGINT');
    await exited(second.process);
  });

  it('keeps an order answered before its ACK was written through a kill -9 (the ACK behind the answer)', async () => {
    const first = withClient(await folder.start());
    // A client the bursts above did not touch: on a quiet machine they hold all of LTU1001's dollars.
    const session = (await logIn(first.server, 'LTU1005')).session;
    // The ACK's write waits on a lock this test holds (a trigger on the order's move to ACK), so the kill
    // comes after the answer and before any ACK is on disk; the crash ends the lock with the database.
    const gate = new pg.Client(embeddedConnection(folder.dataDir()));
    await gate.connect();
    await gate.query(`create or replace function test_hold_ack() returns trigger language plpgsql as $$
      begin if new.status = 'ACK' then perform pg_advisory_xact_lock(4242); end if; return new; end $$`);
    await gate.query(`create trigger test_hold_ack before update on orders for each row
      execute function test_hold_ack()`);
    await gate.query('select pg_advisory_lock(4242)');
    gate.on('error', () => undefined);
    const answer = await placeOrder(first.server, session, restingAaplBuy('LTU100501'));
    expect(answer.body).toMatchObject({ code: 'OK' });
    const order = answer.body.data;
    expect(order.status).toBe('ACK');
    const onDisk = await gate.query<{ status: string }>('select status from orders where order_id = $1', [
      order.orderID,
    ]);
    expect(onDisk.rows.map((row) => row.status)).toEqual(['PND']);
    crash(first);
    await exited(first.process);
    await gate.end().catch(() => undefined);

    // Start-up re-enters the PND order: it is there, acknowledged, holding its estimate.
    const second = withClient(await folder.start());
    const again: UserSession = (await logIn(second.server, 'LTU1005')).session;
    const after = await signedCall<{ order: Order }>(
      second.server,
      again,
      'GET',
      `/api/orders/${order.orderID}`,
    );
    expect(after.body.data.order.status).toBe('ACK');
    expect(after.body.data.order.fees.total).toBe(order.fees.total);
    second.process.kill('SIGINT');
    await exited(second.process);
  });
});
