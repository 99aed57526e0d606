import { Decimal } from 'decimal.js';
import type { ApiLanguage, Execution, FeeEstimate, Order, OrderConditionSpec } from '@lantau/contract';
import { spreadTableIdOf } from '@lantau/domain';
import { spreadTableIdOfInstrument, type MarketSimulator, type UniverseMarket } from '@lantau/exchange';
import { localize, orderRejectMessages } from '../../platform/i18n/server-messages';
import type { ExecutionRow, OrderRow } from './order-repository';
import { canAmend, canCancel } from './order-states';

/** Markets whose orders cannot be amended (cancel and re-enter instead): China A-shares through Stock Connect. */
export const noAmendMarkets: ReadonlySet<string> = new Set(['MA^MZ']);

/** The contract's view of an order row, in the caller's language. */
export function orderView(row: OrderRow, simulator: MarketSimulator, language: ApiLanguage): Order {
  const status = row.status;
  const reason = row.reject_reason;
  const instrument = simulator.instrument(row.market as UniverseMarket, row.stock_code);
  const name = instrument?.name ?? { en_US: row.stock_code, zh_HK: row.stock_code, zh_CN: row.stock_code };
  return {
    orderID: row.order_id,
    orderNumber: row.order_number,
    accountNumber: row.account_number,
    market: row.market as Order['market'],
    stockCode: row.stock_code,
    name,
    currency: row.currency as Order['currency'],
    side: row.side,
    orderType: row.order_type as Order['orderType'],
    price: row.price,
    quantity: row.quantity,
    filledQuantity: row.filled_quantity,
    averageFillPrice:
      row.filled_quantity > 0 ? averagePrice(row.filled_value, row.filled_quantity, row.price) : null,
    status,
    timeInForce: row.time_in_force as Order['timeInForce'],
    expiryDate: row.expiry_date,
    condition: row.condition as OrderConditionSpec | null,
    linkedOrderID: row.linked_order_id,
    rejectReason: reason,
    rejectMessage: reason === null ? null : localize(orderRejectMessages[reason], language),
    fees: row.estimate as FeeEstimate,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    tradeDate: row.trade_date,
    // A market order at the exchange has nothing to amend; held (a trigger-market order), its trigger has.
    canAmend:
      canAmend(status) && !noAmendMarkets.has(row.market) && (row.order_type !== 'MO' || status === 'HLD'),
    canCancel: canCancel(status),
    investorID:
      row.investor_ce_number === null || row.investor_bcan === null
        ? null
        : { ceNumber: row.investor_ce_number, bcan: row.investor_bcan },
    spreadTableID:
      instrument === undefined
        ? spreadTableIdOf({ market: row.market })
        : spreadTableIdOfInstrument(instrument),
  };
}

/** Average fill price with the decimals of the order's price (three at least). */
function averagePrice(value: string, quantity: number, price: string | null): string {
  const decimals = Math.max(3, price?.split('.')[1]?.length ?? 0);
  return new Decimal(value).div(quantity).toFixed(decimals, Decimal.ROUND_HALF_UP);
}

export function executionView(row: ExecutionRow): Execution {
  return {
    executionID: row.execution_id,
    orderID: row.order_id,
    time: row.executed_at.toISOString(),
    price: row.price,
    quantity: row.quantity,
    fees: row.fees as Execution['fees'],
    settlementDate: row.settlement_date,
  };
}
