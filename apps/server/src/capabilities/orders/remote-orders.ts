import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { ExchangeReport } from '../exchange-remote/exchange-wire';
import type { RemoteExchange } from '../exchange-remote/remote-exchange';
import { exchangeOrderIdOf } from './exchange-link';
import { announce, inTransaction, releaseHold, transition, type OrderContext } from './order-context';
import { recordRefusal } from './order-exchange';
import { orderRepository, type OrderRow } from './order-repository';
import { isFinal } from './order-states';

// Orders and the exchange in its own process (EXCHANGE=remote). No database transaction ever waits on Redis:
// what Redis knows (the epoch, the order's `sent` record) is read before the order's transaction, the entry is
// decided and committed in it (the row lock), and only then sent, in bounded time (remote-exchange.ts). The
// command and the `sent` record are written together by one script that sends only to the epoch decided for
// and only an entry not sent there yet, so whichever node sends or re-enters an order, and however often a
// failed send is tried again, an entry is at the exchange at most once per epoch:
// - its current entry was sent to the current epoch: it is there (or on its way): nothing to send;
// - its current entry was never sent (committed, then Redis failed): that entry goes, unchanged;
// - otherwise (no entry, or one sent to an exchange that has died since): a new entry, committed, then sent.
// An order answered PND is committed first, so it is never lost: a send that fails (Redis down or slow) is
// tried again every second by this node, and by any node's reconciler at its start or at a new epoch.
// The exchange's answer (accepted or rejected) arrives as a report, applied by one node; an epoch report
// re-enters every working order (reconcile, on the node that applies it).

type Remote = Pick<RemoteExchange, 'epoch' | 'sentOf' | 'submit' | 'retry'>;
type Sent = Awaited<ReturnType<Remote['sentOf']>>;

/** The order after its decision, and whether anything is left to send (a failed or overtaken send). */
interface Entered {
  readonly row: OrderRow | undefined;
  readonly unsent: boolean;
}

/**
 * Sends what is left of the order to the remote exchange, unless it is there already in this epoch. With
 * `reconcile`, an order that should no longer work (pending cancel, expired, nothing left) ends instead. A
 * send that fails leaves the order as committed (PND, its entry recorded) and is tried again until it goes.
 */
export async function sendRemote(
  context: OrderContext,
  remote: Remote,
  row: OrderRow,
  reconcile: boolean,
): Promise<OrderRow> {
  const done = await context.queues.run(row.order_id, () => enter(context, remote, row.order_id, reconcile));
  if (done.unsent) sendLater(context, remote, row.order_id);
  if (done.row === undefined) return row;
  await announce(context, done.row);
  return done.row;
}

/** Tries the order's send again (each second) until it is sent or needs nothing more. */
function sendLater(context: OrderContext, remote: Remote, orderId: string): void {
  remote.retry(orderId, async () => {
    // As the reconciler does: an order cancelled or expired meanwhile ends instead of going.
    const done = await context.queues.run(orderId, () => enter(context, remote, orderId, true));
    if (done.row !== undefined) await announce(context, done.row);
    return !done.unsent;
  });
}

async function enter(
  context: OrderContext,
  remote: Remote,
  orderId: string,
  reconcile: boolean,
): Promise<Entered> {
  // Read before the transaction (bounded); unknown when Redis does not answer: nothing at the exchange is
  // assumed then, and only an order with no entry yet gets one (committed, sent later).
  const known = await Promise.all([remote.epoch(), remote.sentOf(orderId)]).catch((error: unknown) => {
    context.log.warn({ err: error, orderId }, 'Redis unreachable: the order is sent when it answers');
    return undefined;
  });
  const decided = await inTransaction(context, (trx) => decide(context, trx, orderId, known, reconcile));
  if (decided.send === undefined || known === undefined)
    return { row: decided.row, unsent: decided.send !== undefined };
  const current = decided.row!;
  const request = context.exchange.entryRequest(
    current,
    current.exchange_entries,
    current.remaining_quantity,
  );
  const outcome = await remote
    .submit(known[0], orderId, current.market as never, current.stock_code, request)
    .catch((error: unknown) => {
      context.log.warn({ err: error, orderId }, 'an entry was not sent: trying again');
      return 'failed' as const;
    });
  // `moved`: a new epoch began since the read; its re-entry (or the retry) decides again.
  return { row: current, unsent: outcome === 'failed' || outcome === 'moved' };
}

/** Under the row lock, no Redis: what the order needs, its new entry (if any) committed before it is sent. */
async function decide(
  context: OrderContext,
  trx: Transaction<Database>,
  orderId: string,
  known: [number, Sent] | undefined,
  reconcile: boolean,
): Promise<{ row: OrderRow | undefined; send?: true }> {
  const current = await orderRepository.lock(trx, orderId);
  if (current === undefined || isFinal(current.status as never)) return { row: current };
  const newEntry = async () => {
    const entry = current.exchange_entries + 1;
    const entered = {
      exchange_order_id: exchangeOrderIdOf(current.order_id, entry),
      exchange_entries: entry,
      entry_filled_quantity: current.filled_quantity,
    };
    await orderRepository.update(trx, current.order_id, entered);
    return { row: { ...current, ...entered }, send: true as const };
  };
  if (known === undefined) {
    // Whether its entry is at the exchange is unknown: only an order with none yet gets its first.
    return current.exchange_order_id === null ? newEntry() : { row: current, send: true };
  }
  const [epoch, sent] = known;
  if (sent?.epoch === epoch && sent.entryId === current.exchange_order_id) return { row: current };
  const next = exchangeOrderIdOf(current.order_id, current.exchange_entries + 1);
  if (sent?.epoch === epoch && sent.entryId === next) {
    // A send of the next entry whose transaction did not commit (the order of writes before this change).
    const repaired = { exchange_order_id: next, exchange_entries: current.exchange_entries + 1 };
    await orderRepository.update(trx, current.order_id, {
      ...repaired,
      entry_filled_quantity: current.filled_quantity,
    });
    return { row: { ...current, ...repaired, entry_filled_quantity: current.filled_quantity } };
  }
  // Not at this epoch's exchange: an order that should no longer work ends here.
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
      return { row: await transition(trx, current, to, 'platform', changes, reason) };
    }
  }
  // Its entry never left (committed, then the send failed): that entry goes as it is.
  if (current.exchange_order_id !== null && sent?.entryId !== current.exchange_order_id)
    return { row: current, send: true };
  return newEntry();
}

/** Re-enters (or ends) working orders at the remote exchange: at a node's start, at a new epoch, at the open. */
export async function reconcileRemote(
  context: OrderContext,
  remote: Remote,
  rows: readonly OrderRow[],
): Promise<void> {
  for (const row of rows) await sendRemote(context, remote, row, true);
}

/**
 * Forgets a final order's `sent` record once a report has made it final: nothing is sent or asked for a final
 * order again (sendRemote and the cancels and amends stop at a final status), so the record has no reader
 * left, and the hash stays as large as the working orders instead of every order ever sent. Best effort: a
 * record left behind (Redis down at that moment) is only a stale field.
 */
export async function forgetIfFinal(
  context: OrderContext,
  remote: Pick<RemoteExchange, 'forget'>,
  entryId: string | null,
): Promise<void> {
  if (entryId === null) return;
  const orderId = entryId.slice(0, entryId.lastIndexOf('.'));
  const row = await orderRepository.find(context.db, orderId);
  if (row !== undefined && isFinal(row.status as never)) await remote.forget(orderId).catch(() => undefined);
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
