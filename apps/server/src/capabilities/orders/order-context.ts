import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { Decimal } from 'decimal.js';
import type { FeeEstimate, OrderStatus } from '@lantau/contract';
import { moneyText } from '@lantau/domain';
import type { InstrumentReference, MarketSimulator, UniverseMarket } from '@lantau/exchange';
import type { Executor } from '../../platform/db/insert-missing';
import type { Database } from '../../platform/db/schema';
import type { GroupCommit } from '../../platform/db/group-commit';
import type { RidingWrite } from '../../platform/db/riding-writes';
import type { RowInsert } from '../../platform/db/row-templates';
import type { EventBus } from '../../platform/events/event-bus';
import type { MarketClock } from '../../platform/time/market-clock';
import type { OrderMessages } from '../messages/order-messages';
import type { Ledger, LedgerAsset } from '../ledger';
import type { ExchangeLink } from './exchange-link';
import { orderRepository, orderStateTable, type OrderActor, type OrderRow } from './order-repository';
import { statusMessageInserts } from './order-notices';
import { feesOf } from './domain-rules';
import type { BrokerFees } from './broker-fees';
import type { SerialQueues } from './serial-queues';
import type { OrderTimings } from '../../platform/metrics/order-timings';

/** What every part of the order service shares. */
export interface OrderContext {
  db: Kysely<Database>;
  ledger: Ledger;
  simulator: MarketSimulator;
  /** The market's clock: trade dates, the fee schedules' dates, "today" (never the wall clock). */
  clock: MarketClock;
  exchange: ExchangeLink;
  queues: SerialQueues;
  /**
   * Placements, acknowledgements and exchange reports share transactions (group commit), keyed by the client
   * account so one account's work is in one lane: see platform/db/group-commit.ts.
   */
  commits: GroupCommit;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Sends the trade notice of each execution. */
  messages: OrderMessages;
  /** A broker's own brokerage rates, for the fee calculator (`feesOf`'s last parameter). */
  brokerFees(brokerCode: string): Promise<BrokerFees>;
  /** The order path's timings on the node's /metrics. */
  timings: OrderTimings;
}

/** What an order holds: cash of its currency for a buy, the shares themselves for a sell. */
export function heldAsset(row: Pick<OrderRow, 'side' | 'currency' | 'market' | 'stock_code'>): LedgerAsset {
  return row.side === 'BUY'
    ? { kind: 'cash', currency: row.currency as never }
    : { kind: 'security', market: row.market as never, stockCode: row.stock_code };
}

/** The price a buy is held at: its limit, or for market and at-auction orders the touch plus 10%. */
export function holdPriceOf(
  simulator: MarketSimulator,
  row: { market: string; stock_code: string; price: string | null },
): Decimal {
  if (row.price !== null) return new Decimal(row.price);
  const quote = simulator.quote(row.market as UniverseMarket, row.stock_code);
  const units = quote?.asks[0]?.price ?? quote?.last ?? quote?.previousClose ?? 0;
  return new Decimal(units).div(10_000).mul('1.1');
}

type FeeFigures = Pick<OrderRow, 'side' | 'currency' | 'filled_quantity' | 'filled_value' | 'estimate'>;

/**
 * Fees are charged per order, not per fill: a brokerage minimum is paid once however many fills an order takes.
 * What `quantity` more shares for `consideration`, traded on `on`, add to an order's fees: its fees on
 * everything it would then have filled (`booked`, by the schedule in force on `on`), less what its fills booked
 * so far, item by item (`added`). Fees grow with consideration, so an order filled at or better than its limit
 * never books more than its hold reserved.
 */
export function feesAddedBy(
  row: FeeFigures,
  instrument: InstrumentReference,
  consideration: Decimal,
  quantity: number,
  on: string,
  broker?: BrokerFees,
): { booked: FeeEstimate; added: FeeEstimate } {
  const before = row.filled_quantity === 0 ? undefined : (row.estimate as FeeEstimate);
  const gross = new Decimal(row.filled_value).add(consideration);
  const filled = row.filled_quantity + quantity;
  const booked = feesOf(gross, row.currency, row.side, instrument, filled, on, broker);
  const bookedBefore = new Map((before?.fees ?? []).map((line) => [line.item, new Decimal(line.amount)]));
  const money = (amount: Decimal) => moneyText(amount, row.currency);
  const lines = booked.fees.map((line) => ({
    item: line.item,
    amount: money(new Decimal(line.amount).sub(bookedBefore.get(line.item) ?? 0)),
  }));
  const totalFees = new Decimal(booked.totalFees).sub(before?.totalFees ?? 0);
  return {
    booked,
    added: {
      ...booked,
      consideration: money(consideration),
      fees: lines,
      totalFees: money(totalFees),
      total: money(row.side === 'BUY' ? consideration.add(totalFees) : consideration.sub(totalFees)),
    },
  };
}

/**
 * What an order's hold must reserve for `quantity` more shares: the shares for a sell; for a buy their
 * consideration at the hold price plus the fees they add to the order's if traded on `on` (feesAddedBy).
 */
export function holdAmountOf(
  simulator: MarketSimulator,
  row: FeeFigures & Pick<OrderRow, 'market' | 'stock_code' | 'price'>,
  quantity: number,
  on: string,
  broker?: BrokerFees,
): Decimal {
  if (row.side === 'SELL') return new Decimal(quantity);
  const instrument = simulator.instrument(row.market as UniverseMarket, row.stock_code)!;
  const consideration = holdPriceOf(simulator, row).mul(quantity);
  return new Decimal(feesAddedBy(row, instrument, consideration, quantity, on, broker).added.total);
}

/** Sets what an order's hold reserves to `amount`: more is checked like a new hold (LedgerRefusedError), less released. */
export async function resizeHold(
  context: OrderContext,
  trx: Transaction<Database>,
  row: Pick<OrderRow, 'hold_id' | 'hold_amount'>,
  amount: Decimal,
): Promise<void> {
  if (row.hold_id === null) return;
  const delta = amount.sub(row.hold_amount);
  if (delta.gt(0)) await context.ledger.increaseHold(trx, row.hold_id, delta);
  if (delta.lt(0)) await context.ledger.reduceHold(trx, row.hold_id, delta.neg());
}

/** Gives back what an order's hold still reserves (the order ends without trading the rest). */
export async function releaseHold(
  context: OrderContext,
  trx: Transaction<Database>,
  row: OrderRow,
): Promise<void> {
  if (row.hold_id !== null && new Decimal(row.hold_amount).gt(0))
    await context.ledger.voidHold(trx, row.hold_id);
  await orderRepository.update(trx, row.order_id, { hold_amount: '0' });
}

/**
 * Moves an order to a new status through its state table (the machine decides; an order_events row) with its
 * message-center row, all in one statement. A fill's move takes the fill (its own message) and its execution's
 * insert (`riding`) into that statement too.
 */
export async function transition(
  trx: Executor,
  row: OrderRow,
  to: OrderStatus,
  actor: OrderActor,
  changes: Parameters<typeof orderRepository.update>[2] = {},
  reason?: string,
  extra: { fill?: { price: string; quantity: number }; riding?: readonly RidingWrite[] } = {},
): Promise<OrderRow> {
  // The row as the move leaves it, for the messages' facts (the state table sets the same, and updated_at).
  const after = { ...row, ...changes, status: to } as OrderRow;
  return orderStateTable.move(trx, row, to, actor, {
    set: changes,
    ...(reason !== undefined && { reason }),
    riding: [...(extra.riding ?? []), ...statusMessageInserts(trx, after, row.status, extra.fill)],
  });
}

/**
 * Moves many orders to one status in ONE statement (a group commit's batch) through their state table's
 * `moveMany`, each with its changes, event and message-center row as `transition` writes them; an order is
 * moved only if it is still in the status it was read in and at the values `unchanged` names. Returns the
 * orders moved; the others are the caller's to decide.
 */
export function transitionMany(
  trx: Executor,
  moves: readonly {
    row: OrderRow;
    changes: Parameters<typeof orderRepository.update>[2];
    /** As `transition`'s: a fill's own message, and the move's own inserts. */
    fill?: { price: string; quantity: number };
    riding?: readonly RowInsert[];
  }[],
  to: OrderStatus,
  actor: OrderActor,
  unchanged: readonly (keyof OrderRow & string)[],
): Promise<OrderRow[]> {
  return orderStateTable.moveMany(
    trx,
    moves.map(({ row, changes, fill, riding = [] }) => ({
      row,
      set: changes,
      riding: [
        ...riding,
        ...statusMessageInserts(trx, { ...row, ...changes, status: to } as OrderRow, row.status, fill),
      ],
    })),
    to,
    actor,
    { unchanged },
  );
}

/** Tells the owner's browsers (session socket `orderbook`) that an order changed. */
export async function announce(context: OrderContext, row: OrderRow): Promise<void> {
  await context.bus.publish({
    type: 'order-changed',
    userId: row.user_id,
    order: {
      orderID: row.order_id,
      accountNumber: row.account_number,
      status: row.status,
      filledQuantity: row.filled_quantity,
    },
  });
}

/** PostgreSQL's codes for a transaction that lost a deadlock or a serialization conflict: safe to run again. */
const retryableCodes = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

/**
 * Runs `work` in a transaction, again (a few times) when PostgreSQL aborts it for a deadlock or a
 * serialization conflict: an exchange report must not be lost to a lock race. `work` must have no effect
 * outside the transaction.
 */
export async function inTransaction<T>(
  context: Pick<OrderContext, 'db' | 'log'>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !retryableCodes.has(code)) throw error;
      context.log.warn({ code, attempt }, 'an order transaction lost a lock race and runs again');
    }
  }
}
