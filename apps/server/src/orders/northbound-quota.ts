import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { OrderRejectReason, OrderRequest } from '@lantau/contract';
import { northboundQuotaProblem } from '@lantau/domain';
import type { Database } from '../db/schema';

// Stock Connect northbound's daily quota, counted as HKEX counts it: quota balance = daily quota - buy orders
// + sell trades, where cancelled and rejected buys and buys filled at a better price give back what they did not
// use. The simulated exchange has no other participants' northbound flow, so the platform counts its own
// clients' A-share orders of the trading day against the configured quota (NORTHBOUND_DAILY_QUOTA, in RMB).

/** China A-shares through Stock Connect northbound: the one market the quota applies to. */
export const NORTHBOUND_MARKET = 'MA^MZ';

/** The quota used on a trading date: buy orders at their price (what filled at its fill price), less sells traded. */
export async function northboundQuotaUsed(trx: Transaction<Database>, tradeDate: string): Promise<Decimal> {
  const bought = await trx
    .selectFrom('orders')
    .select(sql<string | null>`sum(filled_value + remaining_quantity * coalesce(price, 0))`.as('amount'))
    .where('market', '=', NORTHBOUND_MARKET)
    .where('side', '=', 'BUY')
    .where('trade_date', '=', tradeDate)
    .where('status', '<>', 'REJ')
    .executeTakeFirst();
  const sold = await trx
    .selectFrom('executions')
    .innerJoin('orders', 'orders.order_id', 'executions.order_id')
    .select(sql<string | null>`sum(executions.price * executions.quantity)`.as('amount'))
    .where('orders.market', '=', NORTHBOUND_MARKET)
    .where('orders.side', '=', 'SELL')
    .where('executions.trade_date', '=', tradeDate)
    .executeTakeFirst();
  return new Decimal(bought?.amount ?? 0).sub(sold?.amount ?? 0);
}

/**
 * NORTHBOUND_QUOTA when a northbound buy of `consideration` does not fit in what is left of the day's quota;
 * null for sells and other markets. Takes a transaction-scoped lock on the day's quota first, so concurrent buys
 * are counted one after another (the lock ends with the placing transaction, which writes the order counted).
 */
export async function northboundRefusal(
  trx: Transaction<Database>,
  dailyQuota: Decimal,
  request: Pick<OrderRequest, 'market' | 'side'>,
  consideration: Decimal,
  tradeDate: string,
): Promise<OrderRejectReason | null> {
  if (request.market !== NORTHBOUND_MARKET || request.side !== 'BUY') return null;
  await sql`select pg_advisory_xact_lock(hashtext(${`northbound-quota:${tradeDate}`}))`.execute(trx);
  const left = dailyQuota.sub(await northboundQuotaUsed(trx, tradeDate));
  return northboundQuotaProblem(request.side, consideration, left);
}
