import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { OrderRejectReason, OrderRequest } from '@lantau/contract';
import {
  northboundLinkOf,
  northboundQuotaProblem,
  SHANGHAI_A_SHARE_PREFIX,
  type NorthboundLink,
} from '@lantau/domain';
import type { Executor } from '../../platform/db/insert-missing';
import type { Database } from '../../platform/db/schema';
import { orderRepository } from './order-repository';

// Stock Connect northbound's daily quotas, counted as HKEX counts them: quota balance = daily quota - buy orders
// + sell trades, where cancelled and rejected buys and buys filled at a better price give back what they did not
// use. Shanghai Connect and Shenzhen Connect each have their own quota (NORTHBOUND_DAILY_QUOTA, in RMB, is each
// one's), so a day's Shenzhen buys never use Shanghai's. The simulated exchange has no other participants'
// northbound flow, so the platform counts its own clients' A-share orders of the trading day against them.

/** China A-shares through Stock Connect northbound: the one market the quota applies to. */
export const NORTHBOUND_MARKET = 'MA^MZ';

/** The quota used on a trading date by one link: buy orders at their price (what filled at its fill price), less sells traded. */
export async function northboundQuotaUsed(
  db: Executor,
  tradeDate: string,
  link: NorthboundLink,
): Promise<Decimal> {
  const shanghai = { like: `${SHANGHAI_A_SHARE_PREFIX}%`, through: link === 'SSE' };
  const { bought, sold } = await orderRepository.northboundFlow(db, NORTHBOUND_MARKET, tradeDate, shanghai);
  return new Decimal(bought ?? 0).sub(sold ?? 0);
}

/**
 * Takes a transaction-scoped lock on one link's quota of a trading date, so concurrent buys through it are
 * counted one after another (the lock ends with the placing transaction, which writes the order counted).
 */
export async function lockNorthboundQuota(
  trx: Transaction<Database>,
  tradeDate: string,
  request: Pick<OrderRequest, 'stockCode'>,
): Promise<void> {
  const key = `northbound-quota:${northboundLinkOf(request.stockCode)}:${tradeDate}`;
  await orderRepository.lockForTransaction(trx, key);
}

/**
 * NORTHBOUND_QUOTA when a northbound buy of `consideration` does not fit in what is left of its link's quota of
 * the day; null for sells and other markets. Placing takes the link's lock first (lockNorthboundQuota); an
 * estimate reads without it.
 */
export async function northboundRefusal(
  db: Executor,
  dailyQuota: Decimal,
  request: Pick<OrderRequest, 'market' | 'side' | 'stockCode'>,
  consideration: Decimal,
  tradeDate: string,
): Promise<OrderRejectReason | null> {
  if (!countsAgainstQuota(request)) return null;
  const left = dailyQuota.sub(await northboundQuotaUsed(db, tradeDate, northboundLinkOf(request.stockCode)));
  return northboundQuotaProblem(request.side, consideration, left);
}

/** Northbound buys count against the quota; sells and other markets do not. */
export const countsAgainstQuota = (request: Pick<OrderRequest, 'market' | 'side'>): boolean =>
  request.market === NORTHBOUND_MARKET && request.side === 'BUY';
