import Decimal from 'decimal.js';
import type { OrderProblem, OrderSide } from './vocabulary';

/**
 * Stock Connect northbound: buys count against the day's quota (net buys, so sells give quota back); sells are
 * always allowed. `remainingQuota` is what is left today in the order's currency, as the server tracks it.
 */
export function northboundQuotaProblem(
  side: OrderSide,
  buyAmount: Decimal.Value,
  remainingQuota: Decimal.Value,
): OrderProblem | null {
  if (side === 'SELL') return null;
  return new Decimal(buyAmount).gt(remainingQuota) ? 'NORTHBOUND_QUOTA' : null;
}
