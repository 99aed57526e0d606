import { priceUnitsToString, toPriceUnits } from '@lantau/domain';
import type { OrderRejectReason } from '@lantau/contract';
import { ENGINE_ORDER_TYPE } from '@lantau/exchange';
import type {
  ActionResult,
  ClientExecution,
  MarketSimulator,
  RejectReason,
  UniverseMarket,
} from '@lantau/exchange';
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

/** The exchange's side of the order book calls, for one order row. */
export function createExchangeLink(simulator: MarketSimulator) {
  const marketOf = (row: OrderRow) => row.market as UniverseMarket;
  return {
    /** Enters what is left of the order as entry number `entry` (quantity: the shares still to fill). */
    submit(row: OrderRow, entry: number, quantity: number): ActionResult {
      return simulator.submitClientOrder(marketOf(row), row.stock_code, {
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
      });
    },
    cancel(row: OrderRow): ActionResult {
      if (row.exchange_order_id === null) return { ok: false, reason: 'UNKNOWN_ORDER' };
      return simulator.cancelClientOrder(marketOf(row), row.stock_code, row.exchange_order_id);
    },
    /** `quantity` is the order's new total; the exchange counts from the current entry. */
    amend(
      row: OrderRow,
      change: { quantity?: number | undefined; price?: string | undefined },
    ): ActionResult {
      if (row.exchange_order_id === null) return { ok: false, reason: 'UNKNOWN_ORDER' };
      return simulator.amendClientOrder(marketOf(row), row.stock_code, row.exchange_order_id, {
        ...(change.quantity !== undefined && { quantity: change.quantity - row.entry_filled_quantity }),
        ...(change.price !== undefined && { price: toPriceUnits(change.price) }),
      });
    },
    onExecution(listener: (execution: ClientExecution) => void): () => void {
      return simulator.onExecution(listener);
    },
  };
}
export type ExchangeLink = ReturnType<typeof createExchangeLink>;
