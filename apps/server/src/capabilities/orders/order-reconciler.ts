import type { MarketPhase } from '@lantau/exchange';
import type { OrderStatus } from '@lantau/contract';
import { announce, inTransaction, releaseHold, transition, type OrderContext } from './order-context';
import { sendToExchange } from './order-exchange';
import { orderRepository, type OrderRow } from './order-repository';
import { reconcileRemote } from './remote-orders';

// Keeping the exchange in step with the orders on disk. The simulated exchange starts empty and expires every
// order at its close; the platform re-enters what is still working: at start-up (after a crash or kill -9)
// and, for multi-day orders (GTD, GTC, NONE), when their market opens again.

/** Parked orders are limit orders: re-entered when continuous trading starts (an auction would refuse them). */
const reentryPhases: ReadonlySet<MarketPhase> = new Set(['CONTINUOUS']);

/** Ends what should no longer work, re-enters the rest. `rows` are working orders not at the exchange now. */
export async function reconcile(context: OrderContext, rows: readonly OrderRow[]): Promise<void> {
  // The exchange in its own process: each order decided under its row lock, sent once per epoch.
  if (context.exchange.remote) return reconcileRemote(context, context.exchange.remote, rows);
  for (const row of rows) {
    const today = context.clock.tradingDate(row.market);
    const expired =
      (row.time_in_force === 'DAY' && row.trade_date < today) ||
      (row.expiry_date !== null && row.expiry_date < today);
    if (row.status === 'PTC' || expired || row.remaining_quantity === 0) {
      await finish(context, row, row.status === 'PTC' ? 'cancel finished at start-up' : 'expired');
    } else {
      await sendToExchange(context, row);
    }
  }
}

async function finish(context: OrderContext, row: OrderRow, reason: string): Promise<void> {
  const done = await context.queues.run(row.order_id, () =>
    inTransaction(context, async (trx) => {
      const current = (await orderRepository.lock(trx, row.order_id))!;
      await releaseHold(context, trx, current);
      const to: OrderStatus = current.filled_quantity > 0 && current.status !== 'PTC' ? 'CLS' : 'CAN';
      return transition(
        trx,
        current,
        to,
        'platform',
        { remaining_quantity: 0, exchange_order_id: null },
        reason,
      );
    }),
  );
  await announce(context, done);
}

/**
 * Start-up: every working order on disk, none of which the fresh exchange knows, except those whose exchange
 * reports are still parked (`held back`): their remaining quantity is not known until those are applied.
 */
export async function reconcileAtStartUp(
  context: OrderContext,
  heldBack: ReadonlySet<string> = new Set(),
): Promise<number> {
  const rows = (await orderRepository.working(context.db)).filter((row) => !heldBack.has(row.order_id));
  await reconcile(context, rows);
  return rows.length;
}

/** When a market opens for input, re-enters its parked multi-day orders. Returns the unsubscribe function. */
export function reenterOnOpen(context: OrderContext): () => void {
  return context.simulator.onChange((change) => {
    if (change.kind !== 'phase') return;
    const status = context.simulator.marketStatuses().find((entry) => entry.market === change.market);
    if (status === undefined || !reentryPhases.has(status.phase)) return;
    // The day roll expires every order just before this event: let those expiries park the multi-day orders
    // (their queued transactions) before reading which are parked.
    context.queues
      .idle()
      .then(() => orderRepository.parked(context.db, change.market))
      .then((rows) => reconcile(context, rows))
      .catch((error: unknown) =>
        context.log.error({ err: error }, 'multi-day orders could not be re-entered'),
      );
  });
}
