import { expect } from 'vitest';
import type { Quote, UserSession } from '@lantau/contract';
import { signedCall } from '../../test/support/identity';
import { hkOrder, placeOrder } from '../../test/support/orders';
import type { TestServer } from '../../test/support/test-server';

/**
 * A price of 00700's book as a node shows it to a Level 2 client: `level` steps (at most) from the best of
 * `side`. Over HTTP: the exchange is in another process, not in the test's.
 */
export async function bookPriceOf(
  server: TestServer,
  session: UserSession,
  side: 'bids' | 'asks',
  level: number,
): Promise<string> {
  const quote = await signedCall<Quote>(
    server,
    session,
    'GET',
    '/market-api/snapshots/details?market=HK&stockCode=00700',
  );
  expect(quote.body.code).toBe('OK');
  const levels = quote.body.data[side];
  return levels[Math.min(level, levels.length - 1)]!.price;
}

/** An enhanced limit buy of 100 00700 two steps above the ask: it fills at once. Answers its order ID. */
export async function placeFillingBuy(
  server: TestServer,
  session: UserSession,
  accountNumber: string,
): Promise<string> {
  const price = await bookPriceOf(server, session, 'asks', 2);
  const placed = await placeOrder(server, session, hkOrder({ accountNumber, orderType: 'ELO', price }));
  expect(placed.body.code).toBe('OK');
  return placed.body.data.orderID;
}
