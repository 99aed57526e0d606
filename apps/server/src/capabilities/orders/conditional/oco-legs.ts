import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { OrderConditionSpec } from '@lantau/contract';
import type { Executor } from '../../../platform/db/insert-missing';
import type { OrdersTable } from '../../../platform/db/schema';
import { orderRepository, orderStateTable } from '../order-repository';

// One-cancels-other pairs. The first leg is the client's limit order, working at the exchange at once; the
// second is a stop (trigger `triggerPrice`, limit `secondPrice`) the platform holds. Both sell (or buy) the
// same shares, so only the working leg holds them: the second leg takes its hold when released, after the
// first leg's cancel has given it back. A fill of either leg (even partly) cancels the other.

/**
 * Writes the held second leg of an OCO pair beside its first leg (inside placing's transaction) and links
 * the two both ways. Returns the second leg's order ID.
 */
export async function addOcoSecondLeg(
  trx: Executor,
  first: Insertable<OrdersTable> & { order_id: string },
  spec: OrderConditionSpec,
): Promise<string> {
  const secondId = randomUUID();
  await orderStateTable.insert(
    trx,
    {
      ...first,
      order_id: secondId,
      price: spec.secondPrice ?? null,
      status: 'HLD',
      linked_order_id: first.order_id,
      hold_id: null,
      hold_amount: '0',
    },
    'client',
  );
  await orderRepository.update(trx, first.order_id, { linked_order_id: secondId });
  return secondId;
}
