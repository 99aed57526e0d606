import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type {
  Order,
  OrderConditionSpec,
  OrderRejectReason,
  OrderRequest,
  OrderStatus,
  TimeInForce,
} from '@lantau/contract';
import type { LiveQuote } from '@lantau/domain';
import type { UniverseMarket } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import { jsonb } from '../../platform/db/jsonb';
import { AppError } from '../../platform/http/app-error';
import { LedgerRefusedError } from '../ledger';
import { storeOrderMessage } from '../messages/order-messages';
import { rejectReasonOf } from './exchange-link';
import {
  announce,
  holdAmountOf,
  inTransaction,
  resizeHold,
  transition,
  type OrderContext,
} from './order-context';
import { workingStatusOf } from './order-cancels';
import { orderEventFacts } from './order-notices';
import { orderRepository, orderStateTable, type OrderActor, type OrderRow } from './order-repository';
import { canAmend } from './order-states';
import { amendmentProblems, liveQuoteOf } from './domain-rules';
import type { BrokerFees } from './broker-fees';
import type { ConditionEngine } from './conditional/condition-engine';
import { conditionRefusal } from './conditional/condition-terms';
import { lastTradingDate } from './conditional/multi-day';

// Amending an order. A held conditional order (HLD) is the platform's own: its price, quantity, trigger price
// and time in force change in one transaction, checked again like a new order (trigger side included) with its
// hold resized. A working order changes at the exchange: a reduction passes through PTR (ACK -> PTR -> ACK, or
// PFL -> PTR -> PFL) while the exchange is asked, other changes are asked inside the order's transaction.

/** What a client may change (the body of PATCH /orders/:orderID). */
export interface OrderChange {
  price?: string | undefined;
  quantity?: number | undefined;
  timeInForce?: Order['timeInForce'] | undefined;
  expiryDate?: string | undefined;
  /** Held conditional orders only. */
  triggerPrice?: string | undefined;
}

/** An amendment refused with its reason (E6001), as placing refuses. */
export type Refuse = (reason: OrderRejectReason, problems?: OrderRejectReason[]) => AppError;

/** The order's columns once amended. */
interface AmendedTerms {
  quantity: number;
  price: string | null;
  remaining_quantity: number;
  hold_amount: string;
  time_in_force: TimeInForce;
  expiry_date: string | null;
  condition: OrderConditionSpec | null;
}

/**
 * The condition with the change applied: a new trigger price; an OCO's held leg keeps its spec's `secondPrice`
 * equal to its own limit price.
 */
function amendedCondition(row: OrderRow, change: OrderChange): OrderConditionSpec | null {
  const spec = row.condition as OrderConditionSpec | null;
  if (spec === null) return null;
  return {
    ...spec,
    ...(change.triggerPrice !== undefined && { triggerPrice: change.triggerPrice }),
    ...(spec.type === 'OCO' && change.price !== undefined && { secondPrice: change.price }),
  };
}

/** The order as a request with the change applied: what the domain's checks read. */
function amendedRequest(
  row: OrderRow,
  change: OrderChange,
  condition: OrderConditionSpec | null,
): OrderRequest {
  const price = change.price ?? row.price;
  const expiryDate = change.expiryDate ?? (change.timeInForce === undefined ? row.expiry_date : null);
  return {
    accountNumber: row.account_number,
    market: row.market as OrderRequest['market'],
    stockCode: row.stock_code,
    side: row.side,
    orderType: row.order_type,
    quantity: change.quantity ?? row.quantity,
    timeInForce: change.timeInForce ?? (row.time_in_force as OrderRequest['timeInForce']),
    ...(price !== null && { price }),
    ...(expiryDate !== null && { expiryDate }),
    ...(condition !== null && { condition }),
  };
}

/**
 * The live quote an amendment is judged on. A held order (an OCO's stop leg too) reaches the exchange only when
 * its trigger is reached, and a parked multi-day order when its market opens again: the touch and phase of now
 * say nothing of them, only the day's references (daily limits, the 9x rule, the trigger's side), as when it
 * was placed.
 */
function heldQuote(quote: LiveQuote): LiveQuote {
  return {
    ...(quote.previousClose !== undefined && { previousClose: quote.previousClose }),
    ...(quote.last !== undefined && { last: quote.last }),
  };
}

export function createOrderAmendments(
  context: OrderContext,
  conditional: Pick<ConditionEngine, 'quoteFor' | 'watchAgain'>,
  refuse: Refuse,
) {
  const { db, simulator } = context;

  const quoteJudging = (row: OrderRow, request: OrderRequest): LiveQuote => {
    const live = liveQuoteOf(simulator, request);
    return row.status === 'HLD' || row.exchange_order_id === null ? heldQuote(live) : live;
  };

  /** Checks the amended order like a new one and works out its new columns; throws E6001 when it fails. */
  function amendedTerms(current: OrderRow, change: OrderChange, broker: BrokerFees): AmendedTerms {
    const held = current.status === 'HLD';
    if (change.triggerPrice !== undefined && !held) throw refuse('AMEND_NOT_ALLOWED');
    // A market or at-auction order has no price to change.
    if (change.price !== undefined && current.price === null) throw refuse('AMEND_NOT_ALLOWED');
    const condition = amendedCondition(current, change);
    const request = amendedRequest(current, change, condition);
    const instrument = simulator.instrument(current.market as UniverseMarket, current.stock_code)!;
    const today = context.clock.tradingDate(current.market);
    const problems = amendmentProblems(
      request,
      instrument,
      current.filled_quantity,
      quoteJudging(current, request),
      today,
    );
    // A held order's trigger must still sit on the right side of the price now.
    const side = held ? conditionRefusal(request, conditional.quoteFor(request)) : null;
    if (side !== null) problems.unshift(side);
    if (request.timeInForce === 'GTD' && request.expiryDate === undefined) problems.push('EXPIRY_DATE');
    if (problems.length > 0) throw refuse(problems[0]!, problems);
    const remaining = request.quantity - current.filled_quantity;
    const price = request.price ?? null;
    return {
      quantity: request.quantity,
      price,
      remaining_quantity: remaining,
      hold_amount: holdAmountOf(simulator, { ...current, price }, remaining, today, broker).toString(),
      time_in_force: request.timeInForce,
      expiry_date: lastTradingDate(request, current.trade_date),
      condition,
    };
  }

  /** Sets the order's hold to `amount`; more than the account has is the ledger's refusal, as E6001. */
  async function holdTo(trx: Transaction<Database>, row: OrderRow, amount: string): Promise<void> {
    try {
      await resizeHold(context, trx, row, new Decimal(amount));
    } catch (error) {
      if (error instanceof LedgerRefusedError) throw refuse(error.reason);
      throw error;
    }
  }

  /** Writes the amended columns with the audit row (`from` -> `to`) and the client's 'amended' message. */
  async function record(
    trx: Transaction<Database>,
    current: OrderRow,
    terms: AmendedTerms,
    actor: OrderActor,
    to: OrderStatus,
  ): Promise<OrderRow> {
    const changes = { ...terms, condition: terms.condition === null ? null : jsonb(terms.condition) };
    const row: OrderRow =
      current.status === to
        ? await orderRepository
            .update(trx, current.order_id, changes)
            .then(() => orderStateTable.note(trx, current, actor, 'amended'))
            .then(() => ({ ...current, ...terms }) as OrderRow)
        : await transition(trx, current, to, actor, changes, 'amended');
    // The chase limit's re-pricing is the platform's own doing, not news for the client.
    if (actor !== 'platform') await storeOrderMessage(trx, { ...orderEventFacts(row), event: 'amended' });
    return row;
  }

  /** What changes at the exchange (quantity as the new total), or nothing. */
  function exchangeChange(current: OrderRow, terms: AmendedTerms) {
    return {
      ...(terms.quantity !== current.quantity && { quantity: terms.quantity }),
      ...(terms.price !== null && terms.price !== current.price && { price: terms.price }),
    };
  }

  /** Held, or a change the exchange makes at once: one transaction, the exchange asked inside it. */
  async function amendInPlace(orderId: string, change: OrderChange, actor: OrderActor, broker: BrokerFees) {
    return inTransaction(context, async (trx) => {
      const current = (await orderRepository.lock(trx, orderId))!;
      if (!canAmend(current.status)) throw new AppError('E6003');
      const terms = amendedTerms(current, change, broker);
      await holdTo(trx, current, terms.hold_amount);
      const asked = exchangeChange(current, terms);
      if (current.exchange_order_id !== null && Object.keys(asked).length > 0) {
        const outcome = await context.exchange.amend(current, asked);
        if (!outcome.ok) throw refuse(rejectReasonOf(outcome.reason));
      }
      // An OCO pair shares one condition: its working leg shows the held leg's new trigger too.
      if (terms.condition?.type === 'OCO' && current.linked_order_id !== null)
        await orderRepository.update(trx, current.linked_order_id, { condition: jsonb(terms.condition) });
      return record(trx, current, terms, actor, current.status);
    });
  }

  /**
   * A reduction of a working order: PTR (a larger hold, for a price raised with it, taken first) in one
   * transaction; then the exchange; then back to work with the new terms and the smaller hold, or, refused,
   * unchanged with the exchange's reason (E6001).
   */
  async function reduce(orderId: string, change: OrderChange, actor: OrderActor, broker: BrokerFees) {
    const asked = await inTransaction(context, async (trx) => {
      const current = (await orderRepository.lock(trx, orderId))!;
      if (!canAmend(current.status)) throw new AppError('E6003');
      const terms = amendedTerms(current, change, broker);
      if (new Decimal(terms.hold_amount).gt(current.hold_amount))
        await holdTo(trx, current, terms.hold_amount);
      const pending = await transition(trx, current, 'PTR', actor, {}, 'reduction requested');
      return { pending, terms, before: current };
    });
    const { pending, terms, before } = asked;
    const outcome =
      pending.exchange_order_id === null
        ? ({ ok: true } as const)
        : await context.exchange.amend(pending, exchangeChange(before, terms));
    const row = await inTransaction(context, async (trx) => {
      const current = (await orderRepository.lock(trx, orderId))!;
      const back = workingStatusOf(current);
      if (outcome.ok) {
        await holdTo(trx, current, terms.hold_amount);
        return record(trx, current, terms, actor, back);
      }
      await holdTo(trx, current, before.hold_amount);
      return transition(trx, current, back, 'exchange', {}, rejectReasonOf(outcome.reason));
    });
    if (!outcome.ok) {
      await announce(context, row);
      throw refuse(rejectReasonOf(outcome.reason));
    }
    return row;
  }

  return {
    /** Amends the order (the caller's, checked before) in its queue, after the work queued before it. */
    async amend(orderId: string, change: OrderChange, actor: OrderActor): Promise<OrderRow> {
      const row = await context.queues.run(orderId, async () => {
        const found = (await orderRepository.find(db, orderId))!;
        const reduces =
          change.quantity !== undefined && change.quantity < found.quantity && found.status !== 'HLD';
        const broker = await context.brokerFees(found.broker_code);
        return reduces
          ? reduce(orderId, change, actor, broker)
          : amendInPlace(orderId, change, actor, broker);
      });
      if (row.status === 'HLD') conditional.watchAgain((await orderRepository.find(db, orderId))!);
      await announce(context, row);
      return row;
    },
  };
}
