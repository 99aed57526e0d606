import type { OrderStatus } from '@lantau/contract';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import type { Executor } from '../../platform/db/insert-missing';
import { orderRejectMessages } from '../../platform/i18n/server-messages';
import type { RowInsert } from '../../platform/db/row-templates';
import { orderMessageInsert, type OrderEventFacts } from '../messages/order-messages';
import type { OrderRow } from './order-repository';

/** What the message and the trade notice say about an order, from its row (and the fill, for an execution). */
export function orderEventFacts(row: OrderRow, fill?: { price: string; quantity: number }): OrderEventFacts {
  const name = findInstrument(row.market as UniverseMarket, row.stock_code)?.name ?? {
    en_US: row.stock_code,
    zh_HK: row.stock_code,
    zh_CN: row.stock_code,
  };
  const reason = row.reject_reason;
  return {
    brokerCode: row.broker_code,
    userId: row.user_id,
    status: row.status,
    orderId: row.order_id,
    orderNumber: row.order_number,
    side: row.side,
    market: row.market,
    stockCode: row.stock_code,
    stockName: name,
    quantity: row.quantity,
    filledQuantity: row.filled_quantity,
    currency: row.currency,
    price: row.price === null ? null : String(row.price),
    ...(fill && { fill }),
    rejectReason: reason === null ? null : (orderRejectMessages[reason] ?? null),
  };
}

/**
 * The message-center rows of a status change (`row` as it is after it), as inserts to ride on the move's
 * statement: the change's own message if it deserves one, and a fill's, with the execution's figures.
 */
export function statusMessageInserts(
  trx: Executor,
  row: OrderRow,
  from: OrderStatus,
  fill?: { price: string; quantity: number },
): RowInsert[] {
  const change =
    from === row.status ? null : orderMessageInsert(trx, { ...orderEventFacts(row), previousStatus: from });
  const filled = fill === undefined ? null : orderMessageInsert(trx, orderEventFacts(row, fill));
  return [change, filled].filter((write) => write !== null);
}
