import type { OrderStatus } from '@lantau/contract';
import type { Executor } from '../../../platform/db/insert-missing';
import { unfinished, type OrderRow } from '../order-repository';

/** SQL the conditional-order engine reads with (writes go through the order repository). */
export const conditionalRepository = {
  /** Orders with a condition in these statuses: what the engine watches after a restart. */
  withCondition(db: Executor, statuses: readonly OrderStatus[]): Promise<OrderRow[]> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where(unfinished)
      .where('condition', 'is not', null)
      .where('status', 'in', [...statuses])
      .orderBy('created_at')
      .execute();
  },

  /** A market's held orders. */
  held(db: Executor, market: string): Promise<OrderRow[]> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where(unfinished)
      .where('status', '=', 'HLD')
      .where('market', '=', market)
      .orderBy('created_at')
      .execute();
  },
};
