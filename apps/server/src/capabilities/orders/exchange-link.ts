import { priceUnitsToString, toPriceUnits } from '@lantau/domain';
import type { OrderRejectReason } from '@lantau/contract';
import { ENGINE_ORDER_TYPE } from '@lantau/exchange';
import type {
  ActionResult,
  ClientExecution,
  ClientOrderRequest,
  MarketSimulator,
  RejectReason,
  UniverseMarket,
} from '@lantau/exchange';
import type { ExchangeReport } from '../exchange-remote/exchange-wire';
import type { RemoteExchange } from '../exchange-remote/remote-exchange';
import type { OrderRow } from './order-repository';

// The seam between orders and the simulated exchange: the exchange's words for order types and refusals, and
// the ids it knows an order's entries by. The exchange starts empty after a restart, so the platform may enter
// one order several times: each entry has its own id, `<orderID>.<entry>`.

const rejectReasons: Record<RejectReason, OrderRejectReason> = {
  DUPLICATE_ORDER_ID: 'EXCHANGE_REJECTED',
  UNKNOWN_ORDER: 'EXCHANGE_REJECTED',
  INVALID_QUANTITY: 'LOT_SIZE',
  LOT_SIZE: 'LOT_SIZE',
  MAX_LOTS_EXCEEDED: 'MAX_QUANTITY',
  MAX_QUANTITY_EXCEEDED: 'MAX_QUANTITY',
  PRICE_REQUIRED: 'ORDER_TYPE_NOT_ALLOWED',
  PRICE_NOT_ON_TICK: 'PRICE_STEP',
  PRICE_DEVIATION: 'PRICE_TOO_FAR',
  PRICE_LIMIT: 'PRICE_LIMIT',
  AUCTION_PRICE_BAND: 'AUCTION_BAND',
  PRICE_THROUGH_BEST: 'PRICE_TOO_FAR',
  PRICE_FAR_FROM_BEST: 'PRICE_TOO_FAR',
  ORDER_TYPE_NOT_ALLOWED: 'ORDER_TYPE_SESSION',
  MARKET_CLOSED: 'MARKET_CLOSED',
  CANCEL_NOT_ALLOWED: 'NO_CANCEL_PHASE',
  AMEND_NOT_ALLOWED: 'AMEND_NOT_ALLOWED',
  ODD_LOT_NOT_ALLOWED: 'ODD_LOT_NOT_ALLOWED',
  INVESTOR_ID_REQUIRED: 'BCAN_REQUIRED',
};

export const rejectReasonOf = (reason: RejectReason): OrderRejectReason => rejectReasons[reason];

export const exchangeOrderIdOf = (orderId: string, entry: number): string => `${orderId}.${entry}`;

/** The platform's order ID of an exchange entry id. */
export const orderIdOfEntry = (exchangeOrderId: string): string =>
  exchangeOrderId.slice(0, exchangeOrderId.lastIndexOf('.'));

export const priceText = (units: number): string => priceUnitsToString(units);

/** The order request of an entry: what is left of the order (`quantity`), as entry number `entry`. */
function entryRequest(row: OrderRow, entry: number, quantity: number): ClientOrderRequest {
  return {
    id: exchangeOrderIdOf(row.order_id, entry),
    owner: row.account_number,
    side: row.side === 'BUY' ? 'buy' : 'sell',
    type: ENGINE_ORDER_TYPE[row.order_type],
    quantity,
    ...(row.price !== null && { price: toPriceUnits(row.price) }),
    ...(row.investor_ce_number !== null &&
      row.investor_bcan !== null && {
        investorId: { ceNumber: row.investor_ce_number, bcan: row.investor_bcan },
      }),
  };
}

/**
 * The exchange's side of the order book calls, for one order row: the simulator in this process, or with
 * `remote` (EXCHANGE=remote) the exchange process, whose answers to cancels and amends arrive asynchronously
 * (entries are sent by remote-orders.ts, and fills and cancels come as reports).
 */
export function createExchangeLink(simulator: MarketSimulator, remote?: RemoteExchange) {
  const marketOf = (row: OrderRow) => row.market as UniverseMarket;
  const listeners = new Set<(execution: ClientExecution) => void | Promise<void>>();
  /**
   * The epoch the order's current entry was sent to (a cancel or amend is for that exchange only); an entry
   * not sent yet (committed, its send failed) is asked of the current exchange, where the command stream puts
   * the question after or before the entry: cancelled there, or refused (UNKNOWN_ORDER) and the order works on.
   */
  const epochOf = async (row: OrderRow) => {
    const sent = await remote!.sentOf(row.order_id);
    return sent?.entryId === row.exchange_order_id ? sent.epoch : remote!.epoch();
  };
  /**
   * Redis unreachable, or no answer in time from an exchange that serves the entry's epoch: not known to be
   * done, so refused: the order goes back to work (never left pending for good). A cancel or amend the
   * exchange did make all the same still reaches the order durably: a cancel as its report (CAN), and an amend
   * only before its command's deadline, which the wait outlasts.
   */
  const notDone: ActionResult = { ok: false, reason: 'UNKNOWN_ORDER' };
  const unreachable = (): ActionResult => notDone;
  return {
    remote,
    /** Enters what is left of the order as entry number `entry` (quantity: the shares still to fill). */
    submit(row: OrderRow, entry: number, quantity: number): ActionResult {
      return simulator.submitClientOrder(marketOf(row), row.stock_code, entryRequest(row, entry, quantity));
    },
    entryRequest,
    cancel(row: OrderRow): ActionResult | Promise<ActionResult> {
      if (row.exchange_order_id === null) return { ok: false, reason: 'UNKNOWN_ORDER' };
      if (remote === undefined)
        return simulator.cancelClientOrder(marketOf(row), row.stock_code, row.exchange_order_id);
      const entryId = row.exchange_order_id;
      // Another epoch's entry is gone from the exchange: the order stays pending cancel, and the new epoch's
      // re-entry finishes it (CAN) instead of entering it again.
      return epochOf(row)
        .then(async (epoch): Promise<ActionResult> => {
          const result = await remote.cancel(epoch, marketOf(row), row.stock_code, entryId);
          if (result !== 'stale') return result;
          return epoch < (await remote.epoch()) ? ({ ok: true } as const) : notDone;
        })
        .catch(unreachable);
    },
    /** `quantity` is the order's new total; the exchange counts from the current entry. */
    amend(
      row: OrderRow,
      change: { quantity?: number | undefined; price?: string | undefined },
    ): ActionResult | Promise<ActionResult> {
      if (row.exchange_order_id === null) return { ok: false, reason: 'UNKNOWN_ORDER' };
      const asked = {
        ...(change.quantity !== undefined && { quantity: change.quantity - row.entry_filled_quantity }),
        ...(change.price !== undefined && { price: toPriceUnits(change.price) }),
      };
      if (remote === undefined)
        return simulator.amendClientOrder(marketOf(row), row.stock_code, row.exchange_order_id, asked);
      const entryId = row.exchange_order_id;
      // Not acted on (another epoch, or no answer before its deadline): refused, the order keeps its terms.
      return epochOf(row)
        .then((epoch) => remote.amend(epoch, marketOf(row), row.stock_code, entryId, asked))
        .then((result) => (result === 'stale' ? notDone : result))
        .catch(unreachable);
    },
    /**
     * Fills and cancels as the exchange reports them. With the remote exchange a listener may return a promise:
     * the report is acknowledged once every listener's has settled (applied, or parked on disk).
     */
    onExecution(listener: (execution: ClientExecution) => void | Promise<void>): () => void {
      if (remote === undefined) return simulator.onExecution(listener);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A report from the remote exchange reached this node: its fills and cancels to the listeners. */
    async deliver(report: ExchangeReport): Promise<void> {
      if (report.kind !== 'fill' && report.kind !== 'cancelled') return;
      await Promise.all([...listeners].map((listener) => listener(report)));
    },
  };
}
export type ExchangeLink = ReturnType<typeof createExchangeLink>;
