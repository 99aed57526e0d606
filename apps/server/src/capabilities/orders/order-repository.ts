import { sql, type ExpressionBuilder, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { OrderStatus } from '@lantau/contract';
import { compiledStatement } from '../../platform/db/compiled-statement';
import type { Executor } from '../../platform/db/insert-missing';
import { rowInsert } from '../../platform/db/row-templates';
import type { Database, OrdersTable } from '../../platform/db/schema';
import { defineStateTable } from '../../platform/workflow/state-table';
import { accountsOf, findOwnedAccount } from '../accounts/account-repository';
import { orderStates, workingStatuses } from './order-states';

export type OrderRow = Selectable<OrdersTable>;
export type ExecutionRow = Selectable<Database['executions']>;
export type OrderActor = 'client' | 'exchange' | 'platform';

export interface OrderListFilter {
  userId: string;
  accountNumber?: string | undefined;
  /** Business dates from..to, or `today`: each market's own trading date (markets listed by that date). */
  dates: { from: string; to: string } | { today: ReadonlyMap<string, readonly string[]> };
  status?: OrderStatus | undefined;
  limit: number;
  offset: number;
}

/**
 * Orders' state table: every status change checked by the order state machine with its order_events row (who:
 * the client, the exchange or the platform; the reason). No audit record: orders are the client's own acts and
 * the exchange's reports, kept whole in order_events and executions.
 */
export const orderStateTable = defineStateTable<OrderStatus, OrderRow, 'orders', 'order_events', OrderActor>({
  machine: orderStates,
  table: 'orders',
  key: 'order_id',
  touched: 'updated_at',
  events: 'order_events',
  eventRow: ({ id, from, to, actor, reason }) => ({
    order_id: id,
    from_status: from,
    to_status: to,
    actor,
    reason,
  }),
});

/**
 * Not final: what `orders_open_idx` holds (migration 0032). Readers of the open orders say it beside their statuses
 * so the index serves them; the status itself is in no index, so an order's moves are updated in place (HOT).
 */
export const unfinished = (eb: ExpressionBuilder<Database, 'orders'>) => eb('final', '=', false);

// On the order path (every fill and cancel): built once (compiled-statement.ts).
const orderLock = compiledStatement((db, p: { orderId: string }) =>
  db.selectFrom('orders').selectAll().where('order_id', '=', p.orderId).forUpdate(),
);

// A group commit's fills (order-fills.ts): their orders locked in one statement, in one order.
const ordersLock = compiledStatement((db, p: { orderIds: readonly string[] }) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', sql<string>`any(${p.orderIds}::text[])`)
    .orderBy('order_id')
    .forUpdate(),
);

/** SQL for orders, their status events and executions. */
export const orderRepository = {
  find(db: Executor, orderId: string): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  },

  /** The order locked for the rest of the transaction (fills, amendments and cancels of one order serialise). */
  lock(trx: Executor, orderId: string): Promise<OrderRow | undefined> {
    return orderLock.executeTakeFirst(trx, { orderId });
  },

  /** The orders named that exist, locked for the rest of the transaction in their IDs' order. */
  lockMany(trx: Executor, orderIds: readonly string[]): Promise<OrderRow[]> {
    return ordersLock.execute(trx, { orderIds }).then((result) => result.rows);
  },

  /** Every order of one instrument, locked in one order (a new issue's grey market orders, to be voided). */
  lockOrdersOf(trx: Executor, market: string, stockCode: string): Promise<OrderRow[]> {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('market', '=', market)
      .where('stock_code', '=', stockCode)
      .orderBy('order_id')
      .forUpdate()
      .execute();
  },

  async update(trx: Executor, orderId: string, changes: Updateable<OrdersTable>): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ ...changes, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
  },

  events(db: Executor, orderId: string) {
    return db
      .selectFrom('order_events')
      .select(['from_status', 'to_status', 'actor', 'reason', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('event_id')
      .execute();
  },

  /** An execution's insert, built and not run: it rides on its order's move (applyFill). */
  executionInsert(trx: Executor, row: Insertable<Database['executions']>) {
    return rowInsert(trx, 'executions', row);
  },

  executionsOf(db: Executor, orderId: string): Promise<ExecutionRow[]> {
    return db
      .selectFrom('executions')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('executed_at')
      .execute();
  },

  /** The client's orders placed between two business dates (or today), plus every multi-day order still working. */
  async list(db: Executor, filter: OrderListFilter): Promise<{ total: number; rows: OrderRow[] }> {
    const { dates } = filter;
    let query = db
      .selectFrom('orders')
      .where('user_id', '=', filter.userId)
      .where((eb) =>
        eb.or([
          'today' in dates
            ? eb.or(
                [...dates.today].map(([date, markets]) =>
                  eb.and([eb('trade_date', '=', date), eb('market', 'in', markets)]),
                ),
              )
            : eb.and([eb('trade_date', '>=', dates.from), eb('trade_date', '<=', dates.to)]),
          // Multi-day orders held by the platform (conditional) are still working too.
          eb.and([eb('status', 'in', [...workingStatuses, 'HLD']), eb('time_in_force', '<>', 'DAY')]),
        ]),
      );
    if (filter.accountNumber) query = query.where('account_number', '=', filter.accountNumber);
    if (filter.status) query = query.where('status', '=', filter.status);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('order_id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  },

  async listExecutions(
    db: Executor,
    filter: Omit<OrderListFilter, 'status' | 'dates'> & { from: string; to: string },
  ): Promise<{ total: number; rows: (ExecutionRow & Pick<OrderRow, 'market' | 'stock_code' | 'side'>)[] }> {
    let query = db
      .selectFrom('executions')
      .innerJoin('orders', 'orders.order_id', 'executions.order_id')
      .where('executions.user_id', '=', filter.userId)
      .where('executions.trade_date', '>=', filter.from)
      .where('executions.trade_date', '<=', filter.to);
    if (filter.accountNumber) query = query.where('executions.account_number', '=', filter.accountNumber);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll('executions')
        .select(['orders.market', 'orders.stock_code', 'orders.side'])
        .orderBy('executions.executed_at', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  },

  /** Orders still working at the exchange, or to be re-entered there: what start-up reconciles. */
  working(db: Executor): Promise<OrderRow[]> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where(unfinished)
      .where('status', 'in', [...workingStatuses])
      .orderBy('created_at')
      .execute();
  },

  /** Multi-day orders of a market waiting for the platform to re-enter them (none at the exchange now). */
  parked(db: Executor, market: string): Promise<OrderRow[]> {
    return (
      db
        .selectFrom('orders')
        .selectAll()
        .where(unfinished)
        .where('status', 'in', [...workingStatuses])
        .where('market', '=', market)
        // PND orders are on their way to the exchange already.
        .where('status', '<>', 'PND')
        .where('exchange_order_id', 'is', null)
        .orderBy('created_at')
        .execute()
    );
  },

  /**
   * The account when it is the user's (any of them: a crypto account holds no market, so its order is refused
   * for the market): its type, the markets and currencies it holds, its CE/BCAN, and whether its owner is an
   * institutional professional investor.
   */
  accountOf(db: Executor, userId: string, accountNumber: string) {
    return findOwnedAccount(db, accountsOf, userId, accountNumber);
  },

  /**
   * The northbound flow of a trading day through one link. Bought: buy orders at their price (what filled at its
   * fill price, the rest at its limit), what they took from the quota; rejected orders took nothing. Sold: sells
   * traded, what they gave back to the quota.
   */
  async northboundFlow(
    db: Executor,
    market: string,
    tradeDate: string,
    shanghai: { like: string; through: boolean },
  ): Promise<{ bought: string | null; sold: string | null }> {
    const bought = await db
      .selectFrom('orders')
      .select(sql<string | null>`sum(filled_value + remaining_quantity * coalesce(price, 0))`.as('amount'))
      .where('market', '=', market)
      .where('stock_code', shanghai.through ? 'like' : 'not like', shanghai.like)
      .where('side', '=', 'BUY')
      .where('trade_date', '=', tradeDate)
      .where('status', '<>', 'REJ')
      .executeTakeFirst();
    const sold = await db
      .selectFrom('executions')
      .innerJoin('orders', 'orders.order_id', 'executions.order_id')
      .select(sql<string | null>`sum(executions.price * executions.quantity)`.as('amount'))
      .where('orders.market', '=', market)
      .where('orders.stock_code', shanghai.through ? 'like' : 'not like', shanghai.like)
      .where('orders.side', '=', 'SELL')
      .where('executions.trade_date', '=', tradeDate)
      .executeTakeFirst();
    return { bought: bought?.amount ?? null, sold: sold?.amount ?? null };
  },

  /** A lock held until the transaction ends, named by `key`. */
  async lockForTransaction(trx: Executor, key: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  },
};
