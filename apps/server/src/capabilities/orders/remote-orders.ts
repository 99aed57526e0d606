import type { ExchangeReport } from '../exchange-remote/exchange-wire';
import type { RemoteExchange } from '../exchange-remote/remote-exchange';
import { exchangeOrderIdOf } from './exchange-link';
import { announce, inTransaction, transition, type OrderContext } from './order-context';
import { recordRefusal, releaseHold } from './order-exchange';
import { orderRepository, type OrderRow } from './order-repository';
import { isFinal } from './order-states';

// Orders and the exchange in its own process (EXCHANGE=remote). An entry is sent under the order's row lock,
// the command and the order's `sent` record (its entry and epoch) written together, so whichever node sends or
// re-enters an order, it is at the exchange at most once per epoch:
// - its current entry was sent to the current epoch: it is there (or on its way): nothing to send;
// - the next entry was sent but its transaction did not commit: the row is repaired, nothing sent again;
// - otherwise (never sent, or sent to an exchange that has died since): a new entry goes to the current epoch.
// The exchange's answer (accepted or rejected) arrives as a report, applied by one node; an epoch report
// re-enters every working order (reconcile, on the node that applies it).

type Remote = Pick<RemoteExchange, 'epoch' | 'sentOf' | 'submit'>;

/**
 * Sends what is left of the order to the remote exchange, unless it is there already in this epoch. With
 * `reconcile`, an order that should no longer work (pending cancel, expired, nothing left) ends instead.
 */
export async function sendRemote(
  context: OrderContext,
  remote: Remote,
  row: OrderRow,
  reconcile: boolean,
): Promise<OrderRow> {
  const done = await context.queues.run(row.order_id, () =>
    inTransaction(context, async (trx) => {
      const current = await orderRepository.lock(trx, row.order_id);
      if (current === undefined || isFinal(current.status as never)) return current ?? row;
      const [epoch, sent] = [await remote.epoch(), await remote.sentOf(current.order_id)];
      const entry = current.exchange_entries + 1;
      const next = exchangeOrderIdOf(current.order_id, entry);
      const entered = {
        exchange_order_id: next,
        exchange_entries: entry,
        entry_filled_quantity: current.filled_quantity,
      };
      if (sent?.epoch === epoch && sent.entryId === current.exchange_order_id) return current;
      if (sent?.epoch === epoch && sent.entryId === next) {
        await orderRepository.update(trx, current.order_id, entered);
        return { ...current, ...entered };
      }
      if (reconcile) {
        const today = context.clock.tradingDate(current.market);
        const expired =
          (current.time_in_force === 'DAY' && current.trade_date < today) ||
          (current.expiry_date !== null && current.expiry_date < today);
        if (current.status === 'PTC' || expired || current.remaining_quantity === 0) {
          await releaseHold(context, trx, current);
          const to = current.filled_quantity > 0 && current.status !== 'PTC' ? 'CLS' : 'CAN';
          const reason = current.status === 'PTC' ? 'cancel finished at re-entry' : 'expired';
          const changes = { remaining_quantity: 0, exchange_order_id: null };
          return transition(trx, current, to, 'platform', changes, reason);
        }
      }
      await orderRepository.update(trx, current.order_id, entered);
      const request = context.exchange.entryRequest(current, entry, current.remaining_quantity);
      await remote.submit(epoch, current.order_id, current.market as never, current.stock_code, request);
      return { ...current, ...entered };
    }),
  );
  await announce(context, done);
  return done;
}

/** Re-enters (or ends) working orders at the remote exchange: at a node's start, at a new epoch, at the open. */
export async function reconcileRemote(
  context: OrderContext,
  remote: Remote,
  rows: readonly OrderRow[],
): Promise<void> {
  for (const row of rows) await sendRemote(context, remote, row, true);
}

/** The exchange's answer to an entry: ACK, or the refusal recorded as a synchronous one is. Once, by entry. */
export async function applyAnswer(
  context: OrderContext,
  report: Extract<ExchangeReport, { kind: 'accepted' | 'rejected' }>,
): Promise<void> {
  const orderId = report.orderId.slice(0, report.orderId.lastIndexOf('.'));
  const changed = await context.queues.run(orderId, () =>
    inTransaction(context, async (trx) => {
      const current = await orderRepository.lock(trx, orderId);
      // Another entry's late answer, or an order already past it (filled, cancelled): nothing to do.
      if (current === undefined || current.exchange_order_id !== report.orderId) return undefined;
      if (isFinal(current.status as never)) return undefined;
      if (report.kind === 'rejected') return recordRefusal(context, trx, current, report.reason);
      return current.status === 'PND' ? transition(trx, current, 'ACK', 'exchange') : undefined;
    }),
  );
  if (changed) await announce(context, changed);
}
