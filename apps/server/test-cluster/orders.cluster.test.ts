import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FundRequest, Order } from '@lantau/contract';
import { apiCallers } from '../test/support/api-callers';
import { fundKey, fundRequests } from '../test/support/funds';
import { logIn } from '../test/support/identity';
import { expectEveryAssetToSumToZero } from '../test/support/ledger';
import { expectHoldsToMatchOrders, hkOrder, placeOrder, waitForOrder } from '../test/support/orders';
import { helloSocket } from '../test/support/session-socket';
import type { ApiResponse, TestServer } from '../test/support/test-server';
import { placeFillingBuy } from './support/cluster-orders';
import { newClientAddress, useCluster } from './support/use-cluster';

/** An answer from a node, or none: the connection failed or the balancer had no node for it. */
const isNoAnswer = (response: ApiResponse | undefined) =>
  response === undefined || response.status === 502 || response.status === 503;

/**
 * A client's retry as the portal makes it: the same request with the same Idempotency-Key until some node
 * answers it, so an order or request whose node died mid-way is either found done or done now, never twice.
 */
async function untilAnswered<T>(send: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  for (let attempt = 0; ; attempt++) {
    const response = await send().catch(() => undefined);
    if (!isNoAnswer(response as ApiResponse | undefined)) return response!;
    if (attempt > 50) throw new Error('no node answered in 50 attempts');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('orders across the nodes of a cluster', () => {
  // The burst is one client at one address, as fast as the nodes answer: on a quiet machine it passes any
  // per-address limit small enough to test, and the limit is sessions.cluster.test's subject, not this file's.
  const under = useCluster({ OTP_RESEND_SECONDS: '0', UPLOADS_PER_DAY: '0', RATE_LIMIT_PER_MINUTE: '0' });

  it("fills an order placed through node B, and its orderbook frame reaches the client's socket on node C", async () => {
    const [, b, c] = under.current.cluster.nodes;
    const address = newClientAddress();
    const viaB = under.current.viaNode(b!, address);
    const { session } = await logIn(viaB, 'LTU1004');
    const socket = await helloSocket(under.current.viaNode(c!, address), session);
    // Two steps above the ask, as node B shows the book: it fills at once.
    const orderId = await placeFillingBuy(viaB, session, 'LTU100401');
    const done = await waitForOrder(viaB, session, orderId, (order) => order.status === 'FFL', 10_000);
    expect(done.order.status).toBe('FFL');
    for (;;) {
      const frame = await socket.next(5_000);
      if (frame.type === 'orderbook' && frame.orderID === orderId && frame.status === 'FFL') break;
    }
  });

  it('kill -9 of a node during a burst of orders and withdrawals: nothing acknowledged lost or applied twice', async () => {
    const address = newClientAddress();
    const holder = { current: under.current.viaBalancer(address) as TestServer };
    const { client, sessionOf } = apiCallers(holder);
    const funds = fundRequests(holder, client);
    // One session for both (a second login would end the first).
    const session = await sessionOf('LTU1001');
    const orders = new Map<string, string>();
    const withdrawals = new Map<string, string>();
    let alive = true;
    const codes: string[] = [];
    const worker = async (index: number) => {
      for (let round = 0; alive; round++) {
        if (round % 4 === index % 4) {
          const key = fundKey();
          const code = await untilAnswered(() => funds.withdrawalCode('LTU1001'));
          if (code.body.code !== 'OK') continue;
          const answer = await untilAnswered<FundRequest>(() =>
            funds.withdrawal('LTU1001', 'LTU100101', '1.00', { key, code: code.body.data }),
          );
          if (answer.body.code === 'OK') withdrawals.set(key, answer.body.data.requestID);
          continue;
        }
        // One share of AAPL far below the market: it rests, holding its cash. At a dollar, so that the burst (as
        // fast as three nodes answer, no rate limit) cannot spend the account's 12,500 dollars before the crash:
        // at 100 dollars a quiet machine did, and every order after was refused.
        const key = randomUUID();
        const answer = await untilAnswered<Order>(() =>
          placeOrder(
            holder.current,
            session,
            hkOrder({ market: 'US', stockCode: 'AAPL', price: '1.00', quantity: 1 }),
            key,
          ),
        );
        if (answer.body.code === 'OK') orders.set(key, answer.body.data.orderID);
        else codes.push(answer.body.code);
      }
    };
    const workers = Array.from({ length: 4 }, (_, index) => worker(index));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const victim = under.current.cluster.nodes[1]!;
    await victim.crash();
    const acknowledgedAtCrash = orders.size;
    const withdrawnAtCrash = withdrawals.size;
    // The burst goes on until the nodes left have acknowledged more of both (or 20 s passed).
    const deadline = Date.now() + 20_000;
    while (
      Date.now() < deadline &&
      (orders.size < acknowledgedAtCrash + 3 || withdrawals.size <= withdrawnAtCrash)
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    alive = false;
    await Promise.all(workers);
    // The balancer kept taking orders after the crash, on the nodes left.
    expect(orders.size).toBeGreaterThan(acknowledgedAtCrash);
    expect(withdrawals.size).toBeGreaterThan(withdrawnAtCrash);
    expect(codes).toEqual([]);

    // Each acknowledged order and request exists once, and nothing exists that was not acknowledged.
    const db = under.current.db;
    const orderRows = await db
      .selectFrom('orders')
      .select('order_id')
      .where('user_id', '=', 'LTU1001')
      .execute();
    expect(orderRows.map((row) => row.order_id).sort()).toEqual([...orders.values()].sort());
    const fundRows = await db
      .selectFrom('fund_requests')
      .select('request_id')
      .where('user_id', '=', 'LTU1001')
      .execute();
    expect(fundRows.map((row) => row.request_id).sort()).toEqual([...withdrawals.values()].sort());
    // The ledger balances and every working order holds exactly its cash: the accounts reconcile to the cent.
    await expectEveryAssetToSumToZero(db);
    await expectHoldsToMatchOrders(db);

    // Clients reconnect through the balancer: every new socket finds a live node.
    for (let attempt = 0; attempt < 3; attempt++) {
      const socket = await helloSocket(holder.current, session);
      socket.socket.close();
    }
    await victim.start();
  });
});
