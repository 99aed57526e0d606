import type { OrderStatus } from '@lantau/contract';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import type { Executor } from '../../platform/db/insert-missing';
import { orderRejectMessages } from '../../platform/i18n/server-messages';
import { storeOrderMessage, type OrderEventFacts } from '../messages/order-messages';
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

/** Stores the message-center row of a status change (a fill stores its own, with the execution's figures). */
export async function storeStatusMessage(trx: Executor, row: OrderRow, from: OrderStatus): Promise<void> {
  if (from === row.status) return;
  await storeOrderMessage(trx, { ...orderEventFacts(row), previousStatus: from });
}
