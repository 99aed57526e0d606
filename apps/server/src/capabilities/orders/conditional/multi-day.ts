import type { OrderRequest } from '@lantau/contract';

// Multi-day orders: the exchange expires every order at its close; the platform parks GTD, GTC and NONE orders
// then and re-enters them when their market opens (order-reconciler.ts) until their last trading date passes.

/** Good-till-cancelled orders work for at most this many calendar days (then they end like a GTD order). */
export const GTC_MAX_DAYS = 90;

/**
 * The last business date an order may work on: GTD its expiry date, GTC 90 days from its trade date, NONE and
 * DAY none (a DAY order ends at its own trade date's close anyway).
 */
export function lastTradingDate(
  request: Pick<OrderRequest, 'timeInForce' | 'expiryDate'>,
  tradeDate: string,
): string | null {
  if (request.timeInForce === 'GTD') return request.expiryDate ?? null;
  if (request.timeInForce !== 'GTC') return null;
  const last = new Date(`${tradeDate}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + GTC_MAX_DAYS);
  return last.toISOString().slice(0, 10);
}
