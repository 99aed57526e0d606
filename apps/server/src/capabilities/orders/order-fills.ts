import { Decimal } from 'decimal.js';
import { isInGreyMarket } from '@lantau/domain';
import type { ClientExecution, InstrumentReference } from '@lantau/exchange';
import type { Transaction } from 'kysely';
import type { BatchKind } from '../../platform/db/group-commit';
import { jsonb } from '../../platform/db/jsonb';
import type { RowInsert } from '../../platform/db/row-templates';
import type { Database } from '../../platform/db/schema';
import type { JournalInput } from '../ledger';
import { orderIdOfEntry, priceText } from './exchange-link';
import { feesAddedBy, releaseHold, transition, transitionMany, type OrderContext } from './order-context';
import { orderRepository, type OrderRow } from './order-repository';
import { isFinal } from './order-states';
import { fillSettlement, freezeGreyProceeds } from './grey-fills';
import { feeJournal, tradeJournal } from './trade-journals';

// A fill from the exchange booked on its order: the execution row, the trade and fee journals, the hold used, the
// order's figures and status, in one transaction. Alone (`applyFill`), or with the other fills of a group
// commit's batch (`appliedFills`), in one statement per table for them all.

export type Fill = Extract<ClientExecution, { kind: 'fill' }>;

/** The execution ID of a fill: the exchange entry and its trade number (so a report applies at most once). */
export const executionIdOf = (fill: Pick<Fill, 'orderId' | 'tradeId'>): string =>
  `${fill.orderId}-${fill.tradeId}`;

/**
 * One-cancels-other: a fill of either leg ends the other. A partner away from the exchange (held for its
 * trigger, waiting in PTC for a cancel, or parked overnight) ends CAN here, in the fill's transaction, its hold
 * voided with it, so no other transaction can see the pair with both legs live and the money the partner
 * reserved comes back exactly when the fill is booked. A partner at the exchange is cancelled there by the
 * condition engine once this fill is applied; its cancel report voids its hold. Locked before the ledger's
 * rows, as the trigger's release locks the held leg before them, so the two never wait in a cycle.
 */
async function endOcoPartner(
  context: OrderContext,
  trx: Transaction<Database>,
  row: OrderRow,
): Promise<void> {
  const spec = row.condition as { type?: string } | null;
  if (row.linked_order_id === null || spec?.type !== 'OCO') return;
  const partner = await orderRepository.lock(trx, row.linked_order_id);
  if (partner === undefined || isFinal(partner.status as never) || partner.exchange_order_id !== null) return;
  if (!['HLD', 'PTC', 'ACK', 'PFL'].includes(partner.status)) return;
  await releaseHold(context, trx, partner);
  const final = partner.filled_quantity > 0 ? 'CLS' : 'CAN';
  await transition(
    trx,
    { ...partner, hold_amount: '0' },
    final,
    'platform',
    { remaining_quantity: 0, hold_amount: '0' },
    'partner filled',
  );
}

/** What a fill books on its order as the order stands: everything `applyFill` writes after its locks. */
interface FillBooking {
  journals: JournalInput[];
  to: 'FFL' | 'PFL' | 'PTC';
  changes: Parameters<typeof orderRepository.update>[2];
  fill: { price: string; quantity: number };
  /** The execution row, inserted with the order's move: a fill applied twice fails on its execution's key. */
  riding: RowInsert[];
  /** What freezeGreyProceeds needs (a grey market sale's proceeds are held until listing day + 2). */
  proceeds: Parameters<typeof freezeGreyProceeds>[3];
}

/**
 * A fill is a fact (the exchange has traded): its journals are posted even if they take the account's available
 * cash below zero, which the checks at placing make rare (see feesAddedBy).
 */
async function bookingOf(
  context: OrderContext,
  trx: Transaction<Database>,
  row: OrderRow,
  fill: Fill,
  instrument: InstrumentReference,
): Promise<FillBooking> {
  const price = priceText(fill.price);
  const consideration = new Decimal(price).mul(fill.quantity);
  const broker = await context.brokerFees(row.broker_code);
  const tradeDate = context.clock.tradingDate(row.market);
  const { booked, added: fees } = feesAddedBy(
    row,
    instrument,
    consideration,
    fill.quantity,
    tradeDate,
    broker,
  );
  const totalFees = new Decimal(fees.totalFees);
  // A grey market trade settles on listing day + 2 (grey-fills.ts).
  const settles = fillSettlement(row.market, instrument, tradeDate);
  const executionId = executionIdOf(fill);
  const execution = orderRepository.executionInsert(trx, {
    execution_id: executionId,
    order_id: row.order_id,
    user_id: row.user_id,
    account_number: row.account_number,
    price,
    quantity: fill.quantity,
    fees: jsonb(fees.fees),
    trade_date: tradeDate,
    settlement_date: settles.securities,
    executed_at: new Date(fill.time),
  });
  // The trade journal releases what the fill used of the hold (the last fill voids the rest); the ledger locks
  // the hold's rows and the legs' in one order, so a buy's and a sell's fills on one account never wait for
  // each other in a cycle. Trade and fees are posted together: their rows locked and written once.
  const used = row.side === 'BUY' ? consideration.add(totalFees) : new Decimal(fill.quantity);
  const holdLeft = Decimal.max(new Decimal(row.hold_amount).sub(used), 0);
  const releases =
    row.hold_id === null
      ? []
      : [{ holdID: row.hold_id, amount: Decimal.min(used, row.hold_amount), voidRest: fill.leaves === 0 }];
  const trade = {
    releases,
    executionId,
    price,
    quantity: fill.quantity,
    consideration,
    fees: totalFees,
    settles,
  };
  const figures = {
    filled_quantity: row.filled_quantity + fill.quantity,
    filled_value: new Decimal(row.filled_value).add(consideration).toString(),
    remaining_quantity: fill.leaves,
    hold_amount: holdLeft.toString(),
    estimate: jsonb(booked),
  };
  return {
    journals: [
      tradeJournal(row, trade),
      // Fees that round to nothing on a small trade move no money: the ledger takes no leg of zero.
      ...(totalFees.isZero() ? [] : [feeJournal(row, trade)]),
    ],
    // A fill while a cancel is pending keeps the order pending cancel.
    to: fill.leaves === 0 ? 'FFL' : row.status === 'PTC' ? 'PTC' : 'PFL',
    changes: fill.leaves === 0 ? { ...figures, hold_amount: '0' } : figures,
    fill: { price, quantity: fill.quantity },
    riding: [execution],
    proceeds: { instrument, tradeDate, executionId, proceeds: consideration.sub(totalFees) },
  };
}

/** Books `fill` on its order, alone in the caller's transaction; undefined if there is no such order to book. */
export async function applyFill(
  context: OrderContext,
  trx: Transaction<Database>,
  orderId: string,
  fill: Fill,
): Promise<OrderRow | undefined> {
  const instrument = context.simulator.instrument(fill.market, fill.code);
  const locked = await orderRepository.lock(trx, orderId);
  if (locked === undefined || instrument === undefined) return undefined;
  // The remote exchange's acceptance may reach another node after its first fill reaches this one: the fill
  // says the entry was accepted.
  const row =
    locked.status === 'PND' && locked.exchange_order_id === fill.orderId
      ? await transition(trx, locked, 'ACK', 'exchange')
      : locked;
  await endOcoPartner(context, trx, row);
  const booking = await bookingOf(context, trx, row, fill, instrument);
  await context.ledger.postJournals(trx, booking.journals);
  await freezeGreyProceeds(context, trx, row, booking.proceeds);
  return transition(trx, row, booking.to, 'exchange', booking.changes, undefined, {
    fill: booking.fill,
    riding: booking.riding,
  });
}

/**
 * Whether a fill on `row` may be booked with the batch's others: it writes exactly what `bookingOf` says, with
 * nothing around it. So: a working order at the exchange (not PND, whose fill first records the acceptance; not
 * PTC, which stays PTC), with no linked order (an OCO partner to end), not a grey market trade (a sale's proceeds
 * are frozen by a hold of their own).
 */
function bookedTogether(row: OrderRow, instrument: InstrumentReference, tradeDate: string): boolean {
  return (
    (row.status === 'ACK' || row.status === 'PFL') &&
    row.linked_order_id === null &&
    !isInGreyMarket(instrument.newIssue, tradeDate)
  );
}

/**
 * The fills of a group commit's batch (group-commit.ts, `runMany`), booked together: their orders locked in one
 * statement, every fill's journals posted in one `postJournals` (each hold and balance row locked and written
 * once, the journals and entries inserted in one statement each), and the orders moved by one statement per
 * status they reach, each with its execution row and messages riding on it, as `applyFill` writes them
 * (orders-fills.test.ts compares the rows). A fill with more around it (see bookedTogether), a second fill of one
 * order, or one without its order is booked alone after them, as before. If any statement fails, the kernel
 * books every fill of the set alone, so a bad one (a fill applied twice) fails by itself.
 */
export function appliedFills(context: OrderContext): BatchKind<Fill, OrderRow | undefined> {
  const one = (trx: Transaction<Database>, fill: Fill) =>
    applyFill(context, trx, orderIdOfEntry(fill.orderId), fill);
  return {
    async many(trx, fills) {
      // One alone (a quiet moment) goes the plain way, whose statements are built once each: through the JSON
      // a set's moves travel in it costs the database more than it saves (as a placement, bench/README.md
      // "Orders through the API", session 36).
      if (fills.length === 1) return [await one(trx, fills[0]!)];
      const orderIds = fills.map((fill) => orderIdOfEntry(fill.orderId));
      const locked = new Map(
        (await orderRepository.lockMany(trx, [...new Set(orderIds)])).map((row) => [row.order_id, row]),
      );
      const together: { at: number; row: OrderRow; booking: FillBooking }[] = [];
      const taken = new Set<string>();
      for (const [at, fill] of fills.entries()) {
        const row = locked.get(orderIds[at]!);
        const instrument = context.simulator.instrument(fill.market, fill.code);
        if (row === undefined || instrument === undefined || taken.has(row.order_id)) continue;
        if (
          isFinal(row.status as never) ||
          !bookedTogether(row, instrument, context.clock.tradingDate(row.market))
        )
          continue;
        taken.add(row.order_id);
        together.push({ at, row, booking: await bookingOf(context, trx, row, fill, instrument) });
      }
      if (together.length > 0)
        await context.ledger.postJournals(
          trx,
          together.flatMap(({ booking }) => booking.journals),
        );
      const results: (OrderRow | undefined)[] = Array.from({ length: fills.length });
      for (const to of ['FFL', 'PFL'] as const) {
        const moving = together.filter(({ booking }) => booking.to === to);
        if (moving.length === 0) continue;
        const moved = await transitionMany(
          trx,
          moving.map(({ row, booking: { changes, fill, riding } }) => ({ row, changes, fill, riding })),
          to,
          'exchange',
          [],
        );
        // Locked above, so every order is still as read: anything else is not the fill this set booked.
        if (moved.length !== moving.length) throw new Error('a fill set moved fewer orders than it booked');
        for (const [index, { at }] of moving.entries()) results[at] = moved[index];
      }
      const booked = new Set(together.map(({ at }) => at));
      for (const [at, fill] of fills.entries()) if (!booked.has(at)) results[at] = await one(trx, fill);
      return results;
    },
    one,
  };
}
