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

/**
 * The two Stock Connect northbound links, each with its own daily quota: Shanghai Connect (SSE) and Shenzhen
 * Connect (SZSE). A-share codes tell them apart: Shanghai's start with 6 (600-605 main board, 688 STAR),
 * Shenzhen's with 0 or 3 (000-003 main board, 300-301 ChiNext).
 */
export type NorthboundLink = 'SSE' | 'SZSE';
/** The first digit of every Shanghai A-share code. */
export const SHANGHAI_A_SHARE_PREFIX = '6';
export function northboundLinkOf(stockCode: string): NorthboundLink {
  return stockCode.startsWith(SHANGHAI_A_SHARE_PREFIX) ? 'SSE' : 'SZSE';
}

/**
 * ChiNext (300, 301) and STAR Market (688, 689) shares: through Stock Connect they are for institutional
 * professional investors only. Others may sell such shares they hold (from a corporate action, or a main-board
 * share that moved board), never buy.
 */
export function isProfessionalOnlyNorthbound(market: string, stockCode: string): boolean {
  return market === 'MA^MZ' && /^(300|301|688|689)/.test(stockCode);
}

/** PROFESSIONAL_INVESTOR_ONLY for a buy of a ChiNext or STAR share by a client without that status. */
export function professionalInvestorProblem(
  market: string,
  stockCode: string,
  side: OrderSide,
  professionalInvestor: boolean,
): OrderProblem | null {
  if (side === 'SELL' || professionalInvestor) return null;
  return isProfessionalOnlyNorthbound(market, stockCode) ? 'PROFESSIONAL_INVESTOR_ONLY' : null;
}
