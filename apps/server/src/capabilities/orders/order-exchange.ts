import type { ClientExecution, RejectReason } from '@lantau/exchange';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { orderEventFacts } from './order-notices';
import { orderIdOfEntry, exchangeOrderIdOf, priceText, rejectReasonOf } from './exchange-link';
import { announce, releaseHold, transition, transitionMany, type OrderContext } from './order-context';
import { orderRepository, type OrderRow } from './order-repository';
import { isFinal } from './order-states';
import type { BatchKind } from '../../platform/db/group-commit';
import { applyFill } from './order-fills';
import { secondsSince } from '../../platform/metrics/order-timings';

// Orders and the exchange: sending an order (PND to ACK or REJ), and what the exchange reports back (fills,
// cancels, expiries), each applied in one transaction with its ledger journals, in the exchange's order.

type Cancelled = Extract<ClientExecution, { kind: 'cancelled' }>;

/**
 * Sends what is left of an order to the exchange as a new entry, then records ACK (or REJ, releasing the hold).
 * The acknowledgement is queued before the exchange is called, so fills the call reports come after it.
 * Resolves with the order as recorded.
 */
export function sendToExchange(context: OrderContext, row: OrderRow): Promise<OrderRow> {
  return enterAtExchange(context, row).recorded;
}

/**
 * A client's placement: sends the order like `sendToExchange`, but answers as soon as the simulator (which
 * answers synchronously) accepted the entry, with the order as its ACK will be written; the ACK is written in
 * the order's queue behind the answer. The order is on disk already (PND, with its hold): if the process dies
 * before the ACK's commit, start-up re-enters every PND order, so nothing answered is lost, and one commit
 * less sits in the answer's path. A refusal is answered only once REJ and the hold's release are on disk.
 */
export async function answerFromExchange(context: OrderContext, row: OrderRow): Promise<OrderRow> {
  const { outcome, recorded } = enterAtExchange(context, row);
  if (!outcome.ok) return recorded;
  const pending = recorded.then(
    () => undefined,
    (error: unknown) =>
      // The order stays PND on disk: the next start-up re-enters it.
      context.log.error({ err: error, orderId: row.order_id }, 'acknowledgement not recorded'),
  );
  const ofContext = unwritten.get(context) ?? new Map<string, Set<Promise<void>>>();
  unwritten.set(context, ofContext);
  const ofUser = ofContext.get(row.user_id) ?? new Set<Promise<void>>();
  ofContext.set(row.user_id, ofUser);
  ofUser.add(pending);
  void pending.then(() => {
    ofUser.delete(pending);
    if (ofUser.size === 0 && ofContext.get(row.user_id) === ofUser) ofContext.delete(row.user_id);
  });
  const entered = acknowledgement(row, row.exchange_entries + 1, row.filled_quantity);
  return { ...row, ...entered, status: 'ACK', updated_at: new Date() };
}

// Acknowledgements answered and not yet written, by user: the user's own reads wait for them.
const unwritten = new WeakMap<OrderContext, Map<string, Set<Promise<void>>>>();

/**
 * Resolves once every acknowledgement answered to `userId` is written: the client's reads (an order, the list,
 * an amendment or cancel right after the answer) see at least what the answer said.
 */
export async function acknowledgementsWritten(context: OrderContext, userId: string): Promise<void> {
  const pending = unwritten.get(context)?.get(userId);
  if (pending !== undefined) await Promise.all([...pending]);
}

/** What an accepted entry writes on the order. */
const acknowledgement = (row: OrderRow, entry: number, filled: number) => ({
  exchange_order_id: exchangeOrderIdOf(row.order_id, entry),
  exchange_entries: entry,
  entry_filled_quantity: filled,
});

/** An accepted entry to record: the order as it was sent, and the entry's number. */
interface AcceptedEntry {
  row: OrderRow;
  entry: number;
}

/** One accepted entry recorded alone: ACK from PND, or the new entry on an order already working. */
async function recordAcceptance(
  trx: Transaction<Database>,
  { row, entry }: AcceptedEntry,
): Promise<OrderRow> {
  const current = await orderRepository.lock(trx, row.order_id);
  if (current === undefined || isFinal(current.status as never)) return current ?? row;
  const changes = acknowledgement(row, entry, current.filled_quantity);
  return current.status === 'PND'
    ? transition(trx, current, 'ACK', 'exchange', changes)
    : (await orderRepository.update(trx, current.order_id, changes), { ...current, ...changes });
}

/**
 * The accepted entries of a group commit's batch, recorded together: every order still PND as it was sent (the
 * same entry, fills and terms) moves to ACK in one statement with its event and its "placed" message
 * (`transitionMany`, the state table's `moveMany`), written as `transition` writes them one by one
 * (orders-acknowledgements.test.ts compares the rows); any other (moved meanwhile, or re-entered while working)
 * is recorded alone, as before.
 */
export const acceptedEntries: BatchKind<AcceptedEntry, OrderRow> = {
  async many(trx, items) {
    const sent = items.filter(({ row }) => row.status === 'PND');
    const moved = await transitionMany(
      trx,
      sent.map(({ row, entry }) => ({ row, changes: acknowledgement(row, entry, row.filled_quantity) })),
      'ACK',
      'exchange',
      ['exchange_entries', 'filled_quantity', 'quantity', 'price', 'reject_reason'],
    );
    const byId = new Map(moved.map((order) => [order.order_id, order]));
    const recorded: OrderRow[] = [];
    for (const item of items)
      recorded.push(byId.get(item.row.order_id) ?? (await recordAcceptance(trx, item)));
    return recorded;
  },
  one: recordAcceptance,
};

function enterAtExchange(context: OrderContext, row: OrderRow) {
  const entry = row.exchange_entries + 1;
  const result: { outcome?: ReturnType<OrderContext['exchange']['submit']> } = {};
  // Queued before the exchange is called (below), so the entry's fills queue behind it; the task runs once the
  // call returned, knowing its outcome.
  const written = context.queues.run(row.order_id, () => {
    const outcome = result.outcome ?? { ok: false as const, reason: 'UNKNOWN_ORDER' as const };
    // Accepted: with the batch's other acknowledgements, one statement for them all.
    if (outcome.ok) return context.commits.runMany(row.account_number, acceptedEntries, { row, entry });
    return context.commits.run(row.account_number, async (trx) => {
      const current = await orderRepository.lock(trx, row.order_id);
      if (current === undefined || isFinal(current.status as never)) return current ?? row;
      return recordRefusal(context, trx, current, outcome.reason);
    });
  });
  const sent = process.hrtime.bigint();
  const outcome = context.exchange.submit(row, entry, row.remaining_quantity);
  result.outcome = outcome;
  const recorded = written.then(async (done) => {
    context.timings.answered(secondsSince(sent), outcome.ok ? 'ACK' : 'REJ');
    await announce(context, done);
    return done;
  });
  return { outcome, recorded };
}

/** The exchange refused an entry: the hold released, the order REJ (CLS or CAN when it had been working). */
export async function recordRefusal(
  context: OrderContext,
  trx: Transaction<Database>,
  current: OrderRow,
  refusal: RejectReason,
): Promise<OrderRow> {
  await releaseHold(context, trx, current);
  const reason = rejectReasonOf(refusal);
  const final = current.filled_quantity > 0 ? 'CLS' : current.status === 'PND' ? 'REJ' : 'CAN';
  return transition(
    trx,
    current,
    final,
    'exchange',
    { reject_reason: reason, remaining_quantity: 0 },
    reason,
  );
}

/** A fill or cancel the exchange reported for a client order, applied inside `trx` (the caller's transaction). */
export function applyReport(
  context: OrderContext,
  trx: Transaction<Database>,
  execution: ClientExecution,
): Promise<OrderRow | undefined> {
  const orderId = orderIdOfEntry(execution.orderId);
  return execution.kind === 'fill'
    ? applyFill(context, trx, orderId, execution)
    : applyCancel(context, trx, orderId, execution);
}

/**
 * After an applied report commits: the owner's browsers hear of it (and of an OCO partner the fill ended), and
 * a fill's trade notice goes out.
 */
export async function tellReport(
  context: OrderContext,
  row: OrderRow,
  execution: ClientExecution,
): Promise<void> {
  await announce(context, row);
  if (execution.kind !== 'fill') return;
  if (row.linked_order_id !== null) {
    const partner = await orderRepository.find(context.db, row.linked_order_id);
    if (partner?.status === 'CAN') await announce(context, partner);
  }
  await context.messages.notifyExecution(
    orderEventFacts(row, { price: priceText(execution.price), quantity: execution.quantity }),
  );
}

/** An exchange cancel: the client's (CAN), an expiry at the close (DAY: CAN or CLS; multi-day: parked). */
async function applyCancel(
  context: OrderContext,
  trx: Transaction<Database>,
  orderId: string,
  cancel: Cancelled,
): Promise<OrderRow | undefined> {
  const row = await orderRepository.lock(trx, orderId);
  if (row === undefined || isFinal(row.status as never)) return undefined;
  if (row.exchange_order_id !== cancel.orderId) return undefined; // an earlier entry's late report
  const expired = cancel.reason === 'unfilled' && row.order_type !== 'SLO';
  if (expired && row.time_in_force !== 'DAY' && row.status !== 'PTC' && !pastExpiry(context, row)) {
    // Multi-day orders outlive the exchange's day: parked until the platform re-enters them.
    await orderRepository.update(trx, row.order_id, { exchange_order_id: null });
    return undefined;
  }
  await releaseHold(context, trx, row);
  const final = row.filled_quantity > 0 && cancel.reason !== 'requested' ? 'CLS' : 'CAN';
  return transition(
    trx,
    row,
    final,
    'exchange',
    { remaining_quantity: 0, exchange_order_id: null },
    cancel.reason,
  );
}

function pastExpiry(context: OrderContext, row: OrderRow): boolean {
  return row.expiry_date !== null && row.expiry_date <= context.clock.tradingDate(row.market);
}
