import type { Transaction } from 'kysely';
import type { OrderStatus } from '@lantau/contract';
import type { ActionResult } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { rejectReasonOf } from './exchange-link';
import { announce, inTransaction, releaseHold, transition, type OrderContext } from './order-context';
import { orderRepository, type OrderActor, type OrderRow } from './order-repository';
import { canCancel } from './order-states';
import type { ConditionEngine } from './conditional/condition-engine';

// Cancelling: one order (PTC, then the exchange's cancel report makes it CAN), or, when a client cancels either
// leg of a one-cancels-other pair, both legs as the one instruction they are.

type Watching = Pick<ConditionEngine, 'unwatch' | 'watchAgain'>;

/** The status an order returns to when the exchange refuses to cancel or amend it. */
export const workingStatusOf = (row: Pick<OrderRow, 'filled_quantity'>): OrderStatus =>
  row.filled_quantity > 0 ? 'PFL' : 'ACK';

export function createOrderCancels(context: OrderContext, conditional: Watching) {
  const { db } = context;

  /**
   * PTC, and CAN at once for a leg not at the exchange (held, or parked overnight) unless `waitFor` is set: an
   * OCO's held leg waits in PTC for its partner's cancel at the exchange.
   */
  async function pending(trx: Transaction<Database>, row: OrderRow, actor: OrderActor, waitFor: boolean) {
    const next = await transition(trx, row, 'PTC', actor);
    if (row.exchange_order_id !== null || waitFor) return next;
    await releaseHold(context, trx, next);
    return transition(trx, next, 'CAN', 'platform', { remaining_quantity: 0, hold_amount: '0' });
  }

  /** The exchange's answer to a cancel, in a second transaction when it refuses: back to work, E6003. */
  async function askExchange(orderId: string, row: OrderRow): Promise<ActionResult> {
    const outcome = await context.exchange.cancel(row);
    if (outcome.ok) return outcome;
    await inTransaction(context, async (trx) => {
      const current = (await orderRepository.lock(trx, orderId))!;
      if (current.status === 'PTC')
        await transition(trx, current, workingStatusOf(current), 'exchange', {}, outcome.reason);
    });
    return outcome;
  }

  /** One order: PTC, then the exchange (its cancel report, queued behind this, makes it CAN). */
  async function cancelOne(orderId: string, actor: OrderActor): Promise<OrderRow> {
    const row = await context.queues.run(orderId, async () => {
      const next = await inTransaction(context, async (trx) => {
        const current = (await orderRepository.lock(trx, orderId))!;
        if (!canCancel(current.status)) throw new AppError('E6003');
        return pending(trx, current, actor, false);
      });
      if (next.status !== 'PTC') return next;
      const outcome = await askExchange(orderId, next);
      if (!outcome.ok) throw new AppError('E6003', { reason: rejectReasonOf(outcome.reason) });
      return next;
    });
    await announce(context, row);
    return row;
  }

  /**
   * Both legs of an OCO pair, the client's one instruction: one transaction moves both to PTC (a leg not at the
   * exchange on to CAN, its hold released); the leg at the exchange is then cancelled there, and a held leg that
   * waited for it ends CAN too, or, when the exchange refuses, both return to work and the client gets E6003.
   */
  async function cancelPair(orderId: string, partnerId: string): Promise<OrderRow> {
    // Both legs' queues, always taken in one order, so two cancels of one pair cannot wait for each other.
    const [first, second] = [orderId, partnerId].sort();
    const legs = await context.queues.run(first!, () =>
      context.queues.run(second!, async () => {
        const moved = await inTransaction(context, async (trx) => {
          const [a, b] = [
            (await orderRepository.lock(trx, first!))!,
            (await orderRepository.lock(trx, second!))!,
          ];
          const asked = a.order_id === orderId ? a : b;
          const partner = asked === a ? b : a;
          if (!canCancel(asked.status)) throw new AppError('E6003');
          const both = canCancel(partner.status) ? [asked, partner] : [asked];
          const atExchange = both.some((leg) => leg.exchange_order_id !== null);
          const done: OrderRow[] = [];
          for (const leg of both) done.push(await pending(trx, leg, 'client', atExchange));
          return done;
        });
        for (const leg of moved) conditional.unwatch(leg.order_id);
        const working = moved.find((leg) => leg.exchange_order_id !== null);
        if (working === undefined) return moved;
        const outcome = await askExchange(working.order_id, working);
        const waiting = moved.filter((leg) => leg !== working);
        const settled = await settleWaiting(waiting, outcome.ok);
        if (!outcome.ok) {
          await Promise.all(settled.map((leg) => announce(context, leg)));
          throw new AppError('E6003', { reason: rejectReasonOf(outcome.reason) });
        }
        return [working, ...settled];
      }),
    );
    await Promise.all(legs.map((leg) => announce(context, leg)));
    return legs.find((leg) => leg.order_id === orderId)!;
  }

  /**
   * A held leg that waited in PTC for its partner's cancel: CAN when the exchange took the cancel, or when the
   * partner has filled meanwhile (one leg filled cancels the other); otherwise held again and watched.
   */
  async function settleWaiting(waiting: OrderRow[], cancelled: boolean): Promise<OrderRow[]> {
    const settled = await inTransaction(context, async (trx) => {
      const rows: OrderRow[] = [];
      for (const leg of waiting) {
        const current = (await orderRepository.lock(trx, leg.order_id))!;
        const partner = await orderRepository.find(trx, current.linked_order_id!);
        if (current.status !== 'PTC') continue;
        if (cancelled || (partner?.filled_quantity ?? 0) > 0) {
          await releaseHold(context, trx, current);
          rows.push(
            await transition(trx, current, 'CAN', 'platform', { remaining_quantity: 0, hold_amount: '0' }),
          );
        } else rows.push(await transition(trx, current, 'HLD', 'platform', {}, 'partner cancel refused'));
      }
      return rows;
    });
    for (const leg of settled) if (leg.status === 'HLD') conditional.watchAgain(leg);
    return settled;
  }

  return {
    /**
     * Cancels the caller's order; a client's cancel of either OCO leg cancels its partner too (the platform
     * cancels one leg when the other fills or triggers).
     */
    async cancel(orderId: string, actor: OrderActor): Promise<OrderRow> {
      const row = (await orderRepository.find(db, orderId))!;
      const partnerId = actor === 'client' ? row.linked_order_id : null;
      return partnerId === null ? cancelOne(orderId, actor) : cancelPair(orderId, partnerId);
    },
  };
}
