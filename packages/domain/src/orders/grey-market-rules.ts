import type { OrderProblem, OrderType, TimeInForce } from './vocabulary';

// A new issue's grey market (hk-market.md, "Grey market"): the broker's pre-listing session takes limit orders
// for the day only. The server refuses anything else with this problem; the ticket offers only what passes.

/** The order types and times in force the grey market takes. */
export const GREY_MARKET_ORDER_TYPES: readonly OrderType[] = ['LO'];
export const GREY_MARKET_TIMES_IN_FORCE: readonly TimeInForce[] = ['DAY'];

/** GREY_MARKET_LIMIT_DAY unless the order is a plain limit order for the day (no condition). */
export function greyMarketProblem(order: {
  readonly orderType: OrderType;
  readonly timeInForce?: TimeInForce | undefined;
  readonly condition?: unknown;
}): OrderProblem | null {
  const day = order.timeInForce === undefined || GREY_MARKET_TIMES_IN_FORCE.includes(order.timeInForce);
  const limit = GREY_MARKET_ORDER_TYPES.includes(order.orderType);
  return limit && day && order.condition === undefined ? null : 'GREY_MARKET_LIMIT_DAY';
}

/**
 * Whether an instrument is in its grey market on a trading date: a new issue (its dates given) before its
 * listing date. Before its grey market date it is not tradable at all (its market shows closed).
 */
export function isInGreyMarket(
  newIssue: { readonly greyMarketDate: string; readonly listingDate: string } | undefined,
  tradingDate: string,
): boolean {
  return newIssue !== undefined && tradingDate < newIssue.listingDate;
}
