import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema';
import { expect } from 'vitest';
import { priceUnitsToString } from '@lantau/domain';
import type { Execution, Order, OrderRequest, UserSession } from '@lantau/contract';
import type { UniverseMarket } from '@lantau/exchange';
import { signedCall } from './identity';
import type { TestServer } from './test-server';

type Session = Pick<UserSession, 'token' | 'signingKey' | 'userBroker'>;

/** POST /api/orders with a fresh (or the given) Idempotency-Key. */
export function placeOrder(
  server: TestServer,
  session: Session,
  request: OrderRequest,
  key: string | null = randomUUID(),
) {
  return signedCall<Order>(server, session, 'POST', '/api/orders', request, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export function getOrder(server: TestServer, session: Session, orderId: string) {
  return signedCall<{ order: Order; executions: Execution[] }>(
    server,
    session,
    'GET',
    `/api/orders/${orderId}`,
  );
}

/** Polls the order until `done` holds (the exchange's reports are applied just after the response). */
export async function waitForOrder(
  server: TestServer,
  session: Session,
  orderId: string,
  done: (order: Order) => boolean,
  timeoutMs = 5000,
): Promise<{ order: Order; executions: Execution[] }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await getOrder(server, session, orderId);
    expect(response.body.code).toBe('OK');
    if (done(response.body.data.order) || Date.now() > until) return response.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The live book's prices as decimal text: level `n` (0 = best) of either side. */
export function bookPrice(
  server: TestServer,
  market: UniverseMarket,
  code: string,
  side: 'bid' | 'ask',
  n = 0,
) {
  const quote = server.app.marketSimulator.quote(market, code);
  const level = (side === 'bid' ? quote?.bids : quote?.asks)?.[n];
  if (level === undefined) throw new Error(`no ${side} level ${n} for ${market} ${code}`);
  return priceUnitsToString(level.price);
}

export const finalStatuses = new Set(['FFL', 'CAN', 'CLS', 'REJ']);

/** An order's status events, oldest first. */
export function orderEventsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_events')
    .select(['from_status', 'to_status', 'reason'])
    .where('order_id', '=', orderId)
    .orderBy('event_id')
    .execute();
}

/**
 * The ledger's holds agree with the orders: each active order hold belongs to an order still working (or
 * held), for exactly what the order says it holds; no order that ended keeps an active hold.
 */
export async function expectHoldsToMatchOrders(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('ledger_holds')
    .leftJoin('orders', 'orders.hold_id', 'ledger_holds.hold_id')
    .select([
      'ledger_holds.hold_id as holdId',
      'ledger_holds.remaining as remaining',
      'ledger_holds.state as state',
      'orders.order_id as orderId',
      'orders.status as status',
      'orders.hold_amount as holdAmount',
    ])
    .where('ledger_holds.reason', '=', 'ORDER_HOLD')
    .execute();
  const problems = rows.flatMap((row) => {
    const ended = row.status === null || finalStatuses.has(row.status);
    if (row.state === 'ACTIVE' && ended)
      return [`${row.holdId} active for ${row.orderId ?? 'no order'} (${row.status})`];
    if (row.state === 'ACTIVE' && !new Decimal(row.remaining).eq(row.holdAmount ?? '0'))
      return [`${row.holdId} holds ${row.remaining}, order ${row.orderId} says ${row.holdAmount}`];
    return [];
  });
  expect(problems).toEqual([]);
}

/** A day limit buy of 100 00700 for LTU1001's account; tests change what they are about. */
export const hkOrder = (request: Partial<OrderRequest> = {}): OrderRequest => ({
  accountNumber: 'LTU100101',
  market: 'HK',
  stockCode: '00700',
  side: 'BUY',
  orderType: 'LO',
  quantity: 100,
  timeInForce: 'DAY',
  ...request,
});

/** A market buy of one INTC share: filled at once by the simulated exchange's US market makers. */
export const marketIntcBuy = (accountNumber: string): OrderRequest => ({
  accountNumber,
  market: 'US',
  stockCode: 'INTC',
  side: 'BUY',
  orderType: 'MO',
  quantity: 1,
  timeInForce: 'DAY',
});

/** A day limit buy of AAPL at 100.00, far below the market: it rests at the exchange, holding its cash. */
export const restingAaplBuy = (accountNumber: string, quantity = 1): OrderRequest => ({
  accountNumber,
  market: 'US',
  stockCode: 'AAPL',
  side: 'BUY',
  orderType: 'LO',
  price: '100.00',
  quantity,
  timeInForce: 'DAY',
});

/** An enhanced limit buy of 100 00700 two steps above the ask: it fills at once against the live book. */
export const fillingTencentBuy = (server: TestServer, accountNumber: string): OrderRequest =>
  hkOrder({ accountNumber, orderType: 'ELO', price: bookPrice(server, 'HK', '00700', 'ask', 2) });

/**
 * Places resting AAPL buys (one share each) in the given accounts, one after another, and waits until the order
 * path is idle: orders that stay working, for tests that then move them by hand. Returns their ids in order.
 */
export async function placeRestingAaplBuys(
  server: TestServer,
  session: Session,
  accountNumbers: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const accountNumber of accountNumbers) {
    const placed = await placeOrder(server, session, restingAaplBuy(accountNumber));
    expect(placed.body.code).toBe('OK');
    ids.push(placed.body.data.orderID);
  }
  await server.app.ordersIdle();
  return ids;
}
