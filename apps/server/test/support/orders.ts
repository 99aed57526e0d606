import { randomUUID } from 'node:crypto';
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
