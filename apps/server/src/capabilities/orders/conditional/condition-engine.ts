import type { Transaction } from 'kysely';
import {
  chasePrice,
  conditionReached,
  parsePriceUnits,
  priceUnitsToString,
  type OrderConditionPrices,
  type ReleasedTrigger,
} from '@lantau/domain';
import type { OrderConditionSpec, OrderRequest } from '@lantau/contract';
import type { Database } from '../../../platform/db/schema';
import { LedgerRefusedError } from '../../ledger';
import { orderIdOfEntry } from '../exchange-link';
import {
  announce,
  heldAsset,
  holdAmountOf,
  inTransaction,
  releaseHold,
  resizeHold,
  transition,
  type OrderContext,
} from '../order-context';
import { sendToExchange } from '../exchange-door';
import { orderRepository, type OrderRow } from '../order-repository';
import { canCancel, isFinal } from '../order-states';
import { conditionPrices, conditionQuote, releasedTerms, watchedStatuses } from './condition-terms';
import { conditionalRepository } from './conditional-repository';

// The platform's side of conditional orders. Held orders (HLD) and resting chase limits are watched on every
// quote change of their instrument (the simulator reports changes synchronously); a reached trigger moves the
// order HLD -> PND in one transaction and sends it through the one door to the exchange (sendToExchange). The
// watch list lives in memory and is rebuilt from the database at start-up, so it survives a restart.

/** What the engine asks of the order service, in the platform's name. */
export interface ConditionActions {
  amendPrice(row: OrderRow, price: string): Promise<unknown>;
  cancel(row: OrderRow): Promise<unknown>;
}

interface Watch {
  readonly orderId: string;
  readonly side: 'BUY' | 'SELL';
  readonly spec: OrderConditionSpec;
  readonly prices: OrderConditionPrices;
  /** A chase limit: the price it rests at now (price units). */
  resting?: number;
  busy: boolean;
}

/** Two conditions with the same type and prices (stored JSON need not keep its keys' order). */
const sameCondition = (a: OrderConditionSpec, b: OrderConditionSpec) =>
  (['type', 'triggerPrice', 'secondTriggerPrice', 'secondPrice', 'chaseCap'] as const).every(
    (field) => a[field] === b[field],
  );

const keyOf = (market: string, code: string) => `${market}|${code}`;

export function createConditionEngine(context: OrderContext) {
  const { db, simulator } = context;
  /** Instrument -> order ID -> watch. */
  const watched = new Map<string, Map<string, Watch>>();
  const instrumentOf = new Map<string, string>();
  /** OCO: each leg's partner, for the leg that fills to cancel the other. */
  const partners = new Map<string, string>();
  let actions: ConditionActions | undefined;

  function watch(row: OrderRow): void {
    const spec = row.condition as OrderConditionSpec | null;
    if (spec === null || !watchedStatuses.includes(row.status)) return;
    if (row.linked_order_id !== null) {
      partners.set(row.order_id, row.linked_order_id);
      partners.set(row.linked_order_id, row.order_id);
    }
    const held = row.status === 'HLD';
    if (!held && spec.type !== 'CHASE_LIMIT') return; // OCO's working leg: only its fills matter
    const prices = conditionPrices(spec);
    if (prices === undefined) return;
    const key = keyOf(row.market, row.stock_code);
    const orders = watched.get(key) ?? new Map<string, Watch>();
    watched.set(key, orders);
    instrumentOf.set(row.order_id, key);
    orders.set(row.order_id, {
      orderId: row.order_id,
      side: row.side,
      spec,
      prices,
      ...(!held && row.price !== null && { resting: parsePriceUnits(row.price) ?? undefined }),
      busy: false,
    });
  }

  function unwatch(orderId: string): void {
    const key = instrumentOf.get(orderId);
    if (key !== undefined) watched.get(key)?.delete(orderId);
    instrumentOf.delete(orderId);
  }

  function onQuote(market: string, code: string): void {
    const orders = watched.get(keyOf(market, code));
    if (orders === undefined || orders.size === 0) return;
    const quote = conditionQuote(simulator, market, code);
    for (const entry of orders.values()) {
      if (entry.busy) continue;
      if (entry.spec.type === 'CHASE_LIMIT') {
        const target = chasePrice(entry.side, quote.bid, quote.ask, entry.prices.chaseCap!);
        if (target !== entry.resting) follow(entry, target);
        continue;
      }
      const trigger = conditionReached(entry.prices, entry.side, quote);
      if (trigger !== null) {
        orders.delete(entry.orderId);
        void guard(release(entry.orderId, trigger, entry.spec), entry.orderId);
      }
    }
  }

  /** Re-prices a resting chase limit through an amendment (one at a time per order). */
  function follow(entry: Watch, target: number): void {
    entry.busy = true;
    const done = orderRepository.find(db, entry.orderId).then(async (row) => {
      if (row === undefined || !['ACK', 'PFL'].includes(row.status)) {
        if (row === undefined || !watchedStatuses.includes(row.status)) unwatch(entry.orderId);
        return;
      }
      // Tried once per price: a refused re-pricing waits for the touch to move again.
      entry.resting = target;
      await actions?.amendPrice(row, priceUnitsToString(target));
    });
    void guard(
      done.finally(() => (entry.busy = false)),
      entry.orderId,
    );
  }

  /**
   * The trigger is reached: HLD -> PND in one transaction (the released order's type and price; OCO's second
   * leg takes its hold now, once its partner is cancelled), then the exchange.
   */
  async function release(orderId: string, trigger: ReleasedTrigger, seen: OrderConditionSpec): Promise<void> {
    const partner = partners.get(orderId);
    if (partner !== undefined) await cancelPartner(orderId);
    const row = await context.queues.run(orderId, () =>
      inTransaction(context, async (trx) => {
        const current = await lockHeld(trx, orderId);
        if (current === undefined) return undefined;
        const spec = current.condition as OrderConditionSpec;
        // Amended since the trigger was judged: judged again on its new terms, at the next quote.
        if (!sameCondition(spec, seen)) return 'amended' as const;
        const quote = conditionQuote(simulator, current.market, current.stock_code);
        const terms = releasedTerms(current, spec, trigger, quote);
        const reason = `condition reached: ${trigger}`;
        const released = { ...current, ...terms };
        try {
          // The hold is sized for what is sent now (another price, or a market order at today's touch).
          const hold = await holdFor(trx, released);
          return transition(trx, current, 'PND', 'platform', { ...terms, ...hold }, reason);
        } catch (error) {
          if (!(error instanceof LedgerRefusedError)) throw error;
          await releaseHold(context, trx, current);
          return transition(trx, current, 'REJ', 'platform', { reject_reason: error.reason }, reason);
        }
      }),
    );
    if (row === undefined) return;
    if (row === 'amended') {
      const amended = await orderRepository.find(db, orderId);
      if (amended !== undefined) watch(amended);
      return;
    }
    await announce(context, row);
    if (row.status === 'PND') await sendToExchange(context, row);
  }

  /** The order, locked, while it is still held (the ledger orders its own locks on holds and balances). */
  async function lockHeld(trx: Transaction<Database>, orderId: string): Promise<OrderRow | undefined> {
    const current = await orderRepository.lock(trx, orderId);
    return current?.status === 'HLD' ? current : undefined;
  }

  /** The hold a released order needs: resized, or (OCO's second leg) placed now. */
  async function holdFor(trx: Transaction<Database>, row: OrderRow) {
    const amount = holdAmountOf(
      simulator,
      row,
      row.remaining_quantity,
      context.clock.tradingDate(row.market),
      await context.brokerFees(row.broker_code),
    );
    if (row.hold_id !== null) {
      await resizeHold(context, trx, row, amount);
      return { hold_amount: amount.toString() };
    }
    const { holdID } = await context.ledger.placeHold(trx, {
      account: row.account_number,
      asset: heldAsset(row),
      amount,
      reason: 'ORDER_HOLD',
      reference: row.order_id,
    });
    return { hold_id: holdID, hold_amount: amount.toString() };
  }

  /**
   * Cancels an OCO leg's partner (held: at once; working: at the exchange) and waits for it to settle. After a
   * fill (`afterFill`), the fill's own transaction ends a partner away from the exchange (endOcoPartner): this
   * waits for the fill to be applied and then cancels only a partner at the exchange.
   */
  async function cancelPartner(orderId: string, afterFill = false): Promise<void> {
    const partnerId = partners.get(orderId);
    if (partnerId === undefined) return;
    partners.delete(orderId);
    partners.delete(partnerId);
    // At once, before any await: a quote change must not release the partner of a leg that has traded.
    unwatch(partnerId);
    if (afterFill) await context.queues.run(orderId, async () => undefined);
    const partner = await orderRepository.find(db, partnerId);
    // Ended, or being cancelled already (the client cancelled the pair): nothing to ask.
    if (partner === undefined || !canCancel(partner.status)) return;
    // Still held after the fill: its fill was parked, and ends the partner when it is applied.
    if (afterFill && partner.exchange_order_id === null) return;
    await actions?.cancel(partner);
    // The exchange's cancel report is queued behind the cancel: let it be applied before going on.
    await context.queues.run(partnerId, async () => undefined);
  }

  /** Held orders whose day is over: a DAY order held past its trade date, a GTD order past its expiry date. */
  async function expireHeld(market: string): Promise<void> {
    const today = context.clock.tradingDate(market);
    const rows = await conditionalRepository.held(db, market);
    for (const row of rows) {
      const over =
        (row.time_in_force === 'DAY' && row.trade_date < today) ||
        (row.expiry_date !== null && row.expiry_date < today);
      if (!over) continue;
      unwatch(row.order_id);
      const done = await context.queues.run(row.order_id, () =>
        inTransaction(context, async (trx) => {
          const current = await lockHeld(trx, row.order_id);
          if (current === undefined) return undefined;
          await releaseHold(context, trx, current);
          return transition(trx, current, 'CAN', 'platform', { remaining_quantity: 0 }, 'expired');
        }),
      );
      if (done !== undefined) await announce(context, done);
    }
  }

  function guard(work: Promise<unknown>, orderId: string): Promise<unknown> {
    return work.catch((error: unknown) =>
      context.log.error({ err: error, orderId }, 'a conditional order could not be handled'),
    );
  }

  return {
    /** Starts watching an order just placed with a condition (and an OCO pair's held second leg). */
    async placed(row: OrderRow): Promise<void> {
      watch(row);
      if (row.linked_order_id === null) return;
      const second = await orderRepository.find(db, row.linked_order_id);
      if (second !== undefined) watch(second);
    },

    /**
     * Listens to the market: quote changes release held orders and move chase limits; a fill of an OCO leg
     * cancels the other; a new trading day ends held orders whose time is up. Returns the stop function.
     */
    start(given: ConditionActions): () => void {
      actions = given;
      const stopQuotes = simulator.onChange((change) => {
        if (change.kind === 'quote') onQuote(change.market, change.code);
        else if (change.kind === 'phase') void guard(expireHeld(change.market), change.market);
      });
      const stopFills = context.exchange.onExecution((execution) => {
        const orderId = orderIdOfEntry(execution.orderId);
        if (execution.kind === 'fill' && partners.has(orderId))
          void guard(cancelPartner(orderId, true), orderId);
      });
      // An order that ended (filled, cancelled by its client, expired, rejected) is watched no more.
      const stopEnds = context.bus.subscribe((event) => {
        if (event.type !== 'order-changed' || !isFinal(event.order.status)) return;
        unwatch(event.order.orderID);
        const partner = partners.get(event.order.orderID);
        partners.delete(event.order.orderID);
        if (partner !== undefined && partners.get(partner) === event.order.orderID) partners.delete(partner);
      });
      return () => {
        stopQuotes();
        stopFills();
        stopEnds();
      };
    },

    /** Start-up: every held order, resting chase limit and OCO pair on disk; ends held orders whose day is over. */
    async load(): Promise<number> {
      const rows = await conditionalRepository.withCondition(db, watchedStatuses);
      for (const row of rows) watch(row);
      for (const market of new Set(rows.map((row) => row.market))) await expireHeld(market);
      return rows.length;
    },

    /** Stops watching an order (its client is cancelling it). */
    unwatch,
    /** Watches an order again with the terms it has now (amended while held, or held again). */
    watchAgain(row: OrderRow): void {
      unwatch(row.order_id);
      watch(row);
    },
    /** Placing's check of a conditional order against the live price. */
    quoteFor(request: Pick<OrderRequest, 'market' | 'stockCode'>) {
      return conditionQuote(simulator, request.market, request.stockCode);
    },
  };
}
export type ConditionEngine = ReturnType<typeof createConditionEngine>;
