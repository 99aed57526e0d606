import { Decimal } from 'decimal.js';
import type { FeeEstimate, OrderRequest } from '@lantau/contract';
import type { Transaction } from 'kysely';
import type { BatchKind } from '../../platform/db/group-commit';
import { jsonb } from '../../platform/db/jsonb';
import type { Database } from '../../platform/db/schema';
import { claimAll, type IdempotencyClaim } from '../../platform/http/idempotency';
import { hasNoSameDayResale, LedgerRefusedError, type HoldInput } from '../ledger';
import { addOcoSecondLeg } from './conditional/oco-legs';
import { lastTradingDate } from './conditional/multi-day';
import { carriesOrderAccount, feesBeyondProceeds } from './domain-rules';
import {
  countsAgainstQuota,
  lockNorthboundQuota,
  NORTHBOUND_MARKET,
  northboundRefusal,
} from './northbound-quota';
import { heldAsset, type OrderContext } from './order-context';
import { refused } from './order-refusals';
import { orderRepository, orderStateTable, type OrderRow } from './order-repository';

// Writing a placed order: its Idempotency-Key claimed, its cash or shares held, the order row inserted with its
// first event, in the transaction of a group commit's batch (platform/db/group-commit.ts). The usual order (a
// cash account's plain order, within what is available) is a kind of the batch: the batch's usual placements
// share ONE statement for their keys, one for their holds and one for their orders and events, so N placements
// cost about as many statements as one (bench/README.md, "Orders through the API", session 36). Any other order
// (Stock Connect's quota, OCO's second leg, a margin account's borrowing, a sale whose fees pass its proceeds,
// shares that cannot be resold the day they are bought) is a plain unit of its own, as every order was before.

/** An order admitted and priced (order-service.ts), to be written: what its placement's transaction needs. */
export interface Placement {
  orderId: string;
  caller: { userId: string; brokerCode: string };
  request: OrderRequest;
  /** The account's type: a margin account's cash holds reckon its borrowing (the ledger's full way). */
  accountType: string;
  currency: string;
  investor: { ceNumber: string; bcan: string } | null;
  /** Held (HLD) until its condition triggers, or sent now (PND), at this price. */
  placing: { status: 'HLD' | 'PND'; price: string | null };
  tradeDate: string;
  estimate: FeeEstimate;
  once: IdempotencyClaim;
}

/** What the order holds: cash for a buy (its estimated total), its shares for a sell. */
export function holdOf(placement: Placement): HoldInput {
  const { request, estimate, orderId } = placement;
  return {
    account: request.accountNumber,
    asset: heldAsset({
      side: request.side,
      currency: placement.currency,
      market: request.market,
      stock_code: request.stockCode,
    }),
    amount: request.side === 'BUY' ? new Decimal(estimate.total) : new Decimal(request.quantity),
    reason: 'ORDER_HOLD',
    reference: orderId,
  };
}

/** The order's row as its placement inserts it, alone or with its batch: the one definition of both. */
function orderRowOf(placement: Placement, hold: { holdID: string; amount: Decimal }) {
  const { request, placing, tradeDate, investor, caller } = placement;
  return {
    order_id: placement.orderId,
    user_id: caller.userId,
    broker_code: caller.brokerCode,
    account_number: request.accountNumber,
    market: request.market,
    stock_code: request.stockCode,
    currency: placement.currency,
    side: request.side,
    order_type: request.orderType,
    price: placing.price,
    quantity: request.quantity,
    remaining_quantity: request.quantity,
    status: placing.status,
    time_in_force: request.timeInForce,
    expiry_date: lastTradingDate(request, tradeDate),
    condition: request.condition ? jsonb(request.condition) : null,
    order_account:
      request.orderAccount && carriesOrderAccount(request.market) ? jsonb(request.orderAccount) : null,
    estimate: jsonb(placement.estimate),
    hold_id: hold.holdID,
    hold_amount: hold.amount.toString(),
    trade_date: tradeDate,
    investor_ce_number: investor?.ceNumber ?? null,
    investor_bcan: investor?.bcan ?? null,
  } as const;
}

/**
 * Whether the placement is the usual one the batch kind writes: nothing of it needs a statement of its own.
 * The rest are decided as before, by the plain unit: Stock Connect (its daily quota is counted under a lock),
 * OCO (its second leg), a margin account (its cash hold reckons borrowing), a sale whose fees pass its
 * proceeds (the difference must be in cash), shares that cannot be resold the day they are bought.
 */
export function isUsualPlacement(placement: Placement): boolean {
  const { request } = placement;
  return (
    request.market !== NORTHBOUND_MARKET &&
    request.condition?.type !== 'OCO' &&
    placement.accountType !== 'MARGIN' &&
    feesBeyondProceeds(request.side, placement.estimate).isZero() &&
    !(request.side === 'SELL' && hasNoSameDayResale(request.market))
  );
}

/** Placements written in the order's lane of the group commit: the usual ones as a batch, the rest alone. */
export function createPlacements(
  context: Pick<OrderContext, 'ledger' | 'commits'>,
  limits: { northboundDailyQuota: Decimal },
) {
  /**
   * A sale whose fees pass its proceeds (an odd lot of a penny stock, under the brokerage minimum) takes the
   * difference from the account's cash when it fills: a cash account must have it now, so the fill (which the
   * ledger books whatever it takes) does not overdraw it.
   */
  async function coverFeesBeyondProceeds(trx: Transaction<Database>, placement: Placement): Promise<void> {
    const shortfall = feesBeyondProceeds(placement.request.side, placement.estimate);
    if (shortfall.isZero()) return;
    const balances = await context.ledger.balances(trx, placement.request.accountNumber);
    const cash = balances.cash.find((entry) => entry.currency === placement.estimate.currency);
    if ((cash?.available ?? new Decimal(0)).lt(shortfall)) throw refused('INSUFFICIENT_BUYING_POWER');
  }

  /** One placement in its own unit (or savepoint): every case, each refusal with its reason. */
  async function placeAlone(trx: Transaction<Database>, placement: Placement): Promise<OrderRow> {
    const { request, tradeDate, orderId } = placement;
    await placement.once.claim(trx, orderId);
    if (countsAgainstQuota(request)) await lockNorthboundQuota(trx, tradeDate, request);
    const consideration = new Decimal(placement.estimate.consideration);
    const quota = await northboundRefusal(
      trx,
      limits.northboundDailyQuota,
      request,
      consideration,
      tradeDate,
    );
    if (quota !== null) throw refused(quota);
    const hold = holdOf(placement);
    let holdID: string;
    try {
      ({ holdID } = await context.ledger.placeHold(trx, hold));
    } catch (error) {
      if (error instanceof LedgerRefusedError) throw refused(error.reason);
      throw error;
    }
    if (placement.accountType !== 'MARGIN') await coverFeesBeyondProceeds(trx, placement);
    const row = orderRowOf(placement, { holdID, amount: hold.amount });
    const inserted = await orderStateTable.insert(trx, row, 'client');
    if (request.condition?.type !== 'OCO') return inserted;
    await addOcoSecondLeg(trx, row, request.condition);
    // The second leg links itself to this one: the row as it now is.
    return (await orderRepository.find(trx, orderId))!;
  }

  /**
   * The usual placements of a batch, all or none: their keys in one statement, their holds in one (each
   * account's holds on one balance row checked against what they take together), their orders with their
   * first events in one. Anything that would refuse one of them (a key already taken, also by another of
   * them; too little available; no balance row) throws instead, and the group commit then runs each
   * placement alone through `placeAlone` (the kind's `one`), in its own savepoint, so the one at fault is
   * refused with its reason exactly as a placement alone is and the others are placed.
   */
  const usualPlacements: BatchKind<Placement, OrderRow> = {
    async many(trx, placements) {
      // One alone (a quiet moment) costs less through the plain unit, whose statements are built once each,
      // than through the JSON a batch's travel in (measured in one connection: 0.40-0.45 against 0.55-0.65 ms
      // of the database's CPU a placement; four together 0.20-0.30 ms each). Its refusal then throws here and
      // the kernel decides it once more through `one`: refusals are rare.
      if (placements.length === 1) return [await placeAlone(trx, placements[0]!)];
      await claimAll(
        trx,
        placements.map(({ once, orderId }) => ({ once, reference: orderId })),
      );
      const holds = placements.map(holdOf);
      const placed = await context.ledger.placeHolds(trx, holds);
      const rows = placements.map((placement, index) =>
        orderRowOf(placement, { holdID: placed[index]!.holdID, amount: holds[index]!.amount }),
      );
      return orderStateTable.insertMany(trx, rows, 'client');
    },
    one: placeAlone,
  };

  return {
    /**
     * Writes the placement in the next batch of its account's lane; resolves once committed with the order as
     * stored, or rejects with its refusal (the batch's others commit without it).
     */
    place(placement: Placement): Promise<OrderRow> {
      const lane = placement.request.accountNumber;
      return isUsualPlacement(placement)
        ? context.commits.runMany(lane, usualPlacements, placement)
        : context.commits.run(lane, (trx) => placeAlone(trx, placement));
    },
    /** The kind and the plain unit themselves, for the tests that compare what each writes. */
    usualPlacements,
    placeAlone,
  };
}
