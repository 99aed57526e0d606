import { Decimal } from 'decimal.js';
import type { ClientExecution, RejectReason } from '@lantau/exchange';
import type { LocalizedText } from '@lantau/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { HoldRelease, JournalInput } from '../ledger';
import { jsonb } from '../../platform/db/jsonb';
import { orderEventFacts } from './order-notices';
import { orderIdOfEntry, exchangeOrderIdOf, priceText, rejectReasonOf } from './exchange-link';
import { announce, feesAddedBy, transition, transitionMany, type OrderContext } from './order-context';
import { orderRepository, type OrderRow } from './order-repository';
import { isFinal } from './order-states';
import type { BatchKind } from '../../platform/db/group-commit';
import { fillSettlement, freezeGreyProceeds } from './grey-fills';
import { secondsSince } from '../../platform/metrics/order-timings';

// Orders and the exchange: sending an order (PND to ACK or REJ), and what the exchange reports back (fills,
// cancels, expiries), each applied in one transaction with its ledger journals, in the exchange's order.

type Fill = Extract<ClientExecution, { kind: 'fill' }>;
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

/**
 * A fill: the execution row, the trade and fee journals, the hold used, the order's figures, in the caller's
 * transaction. A fill is a fact (the exchange has traded): its journals are posted even if they take the
 * account's available cash below zero, which the checks at placing make rare (see feesAddedBy).
 */
async function applyFill(
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
  // Inserted with the order's move, below: a fill applied twice still fails on its execution's key.
  const execution = orderRepository.executionInsert(trx, {
    execution_id: executionId,
    order_id: orderId,
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
  await context.ledger.postJournals(trx, [
    tradeJournal(row, trade),
    // Fees that round to nothing on a small trade move no money: the ledger takes no leg of zero.
    ...(totalFees.isZero() ? [] : [feeJournal(row, trade)]),
  ]);
  await freezeGreyProceeds(context, trx, row, {
    instrument,
    tradeDate,
    executionId,
    proceeds: consideration.sub(totalFees),
  });
  const figures = {
    filled_quantity: row.filled_quantity + fill.quantity,
    filled_value: new Decimal(row.filled_value).add(consideration).toString(),
    remaining_quantity: fill.leaves,
    hold_amount: holdLeft.toString(),
    estimate: jsonb(booked),
  };
  // The execution and the fill's message-center row ride on the order's move.
  const filled = { fill: { price, quantity: fill.quantity }, riding: [execution] };
  if (fill.leaves === 0)
    return transition(trx, row, 'FFL', 'exchange', { ...figures, hold_amount: '0' }, undefined, filled);
  // A fill while a cancel is pending keeps the order pending cancel.
  return transition(trx, row, row.status === 'PTC' ? 'PTC' : 'PFL', 'exchange', figures, undefined, filled);
}

/** The execution ID of a fill: the exchange entry and its trade number (so a report applies at most once). */
export const executionIdOf = (fill: Pick<Fill, 'orderId' | 'tradeId'>): string =>
  `${fill.orderId}-${fill.tradeId}`;

export interface TradeFacts {
  executionId: string;
  price: string;
  quantity: number;
  consideration: Decimal;
  fees: Decimal;
  settles: { cash: string; securities: string };
  releases: HoldRelease[];
}

/** The TRADE journal: cash against the clearing house on the cash settlement date, shares on theirs. */
export function tradeJournal(row: OrderRow, trade: TradeFacts): JournalInput {
  const buy = row.side === 'BUY';
  const cash = { kind: 'cash' as const, currency: row.currency as never };
  const security = { kind: 'security' as const, market: row.market as never, stockCode: row.stock_code };
  const cashToClient = buy ? trade.consideration.neg() : trade.consideration;
  const sharesToClient = new Decimal(buy ? trade.quantity : -trade.quantity);
  return {
    reason: 'TRADE',
    reference: trade.executionId,
    releases: trade.releases,
    fact: true,
    description: describe(row, trade.quantity, trade.price, 'trade'),
    legs: [
      { account: row.account_number, asset: cash, amount: cashToClient, valueDate: trade.settles.cash },
      { account: 'HOUSE:CLEARING', asset: cash, amount: cashToClient.neg(), valueDate: trade.settles.cash },
      {
        account: row.account_number,
        asset: security,
        amount: sharesToClient,
        valueDate: trade.settles.securities,
        ...(buy && { cost: trade.consideration.add(trade.fees) }),
      },
      {
        account: 'HOUSE:CLEARING',
        asset: security,
        amount: sharesToClient.neg(),
        valueDate: trade.settles.securities,
      },
    ],
  };
}

/** The FEE journal: the fill's fees as one line in the client's record (the execution itemises them). */
export function feeJournal(row: OrderRow, trade: TradeFacts): JournalInput {
  const cash = { kind: 'cash' as const, currency: row.currency as never };
  return {
    reason: 'FEE',
    reference: trade.executionId,
    description: describe(row, trade.quantity, trade.price, 'fees'),
    fact: true,
    legs: [
      { account: row.account_number, asset: cash, amount: trade.fees.neg(), valueDate: trade.settles.cash },
      { account: 'HOUSE:FEES', asset: cash, amount: trade.fees, valueDate: trade.settles.cash },
    ],
  };
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

export async function releaseHold(
  context: OrderContext,
  trx: Transaction<Database>,
  row: OrderRow,
): Promise<void> {
  if (row.hold_id !== null && new Decimal(row.hold_amount).gt(0))
    await context.ledger.voidHold(trx, row.hold_id);
  await orderRepository.update(trx, row.order_id, { hold_amount: '0' });
}

function describe(row: OrderRow, quantity: number, price: string, kind: 'trade' | 'fees'): LocalizedText {
  const code = `${quantity} ${row.stock_code} @ ${price}`;
  const buy = row.side === 'BUY';
  if (kind === 'fees')
    return {
      en_US: `Fees: ${buy ? 'buy' : 'sell'} ${code}`,
      zh_HK: `費用：${buy ? '買入' : '賣出'} ${code}`,
      zh_CN: `费用：${buy ? '买入' : '卖出'} ${code}`,
    };
  return {
    en_US: `${buy ? 'Buy' : 'Sell'} ${code}`,
    zh_HK: `${buy ? '買入' : '賣出'} ${code}`,
    zh_CN: `${buy ? '买入' : '卖出'} ${code}`,
  };
}
