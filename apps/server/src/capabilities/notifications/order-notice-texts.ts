import type { LocalizedText, OrderSide, OrderStatus } from '@lantau/contract';

// The words of the messages and notices an order's life produces, in the three languages.

const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

/** What the texts need to know about the order and, for a fill, about the execution. */
export interface OrderNoticeFacts {
  orderId: string;
  /** The short number the client knows the order by ('O-2611-000123'): the texts name it, not the UUID. */
  orderNumber: string;
  side: OrderSide;
  market: string;
  stockCode: string;
  stockName: LocalizedText;
  quantity: number;
  filledQuantity: number;
  currency: string;
  /** The order's limit price, if it has one. */
  price: string | null;
  /** For a fill: this execution's price and quantity. */
  fill?: { price: string; quantity: number };
  /** For a rejection: the reason in the three languages. */
  rejectReason?: LocalizedText | null;
}

/** Order events that deserve a message of their own; the rest (PND, PTC, ...) pass silently. */
export type OrderNoticeEvent =
  'placed' | 'filled' | 'cancelled' | 'rejected' | 'expired' | 'triggered' | 'amended';

/** The event a status change is, if it deserves a message: a fill always; HLD to PND is a trigger. */
export function orderNoticeEventOf(
  from: OrderStatus | null,
  to: OrderStatus,
  hasFill: boolean,
): OrderNoticeEvent | null {
  if (hasFill) return 'filled';
  if (from === 'HLD' && to === 'PND') return 'triggered';
  switch (to) {
    case 'ACK':
      // Back to work after a refused cancel or amendment (PTC, PTR) is no new placing.
      return from === 'PND' ? 'placed' : null;
    case 'CAN':
      return 'cancelled';
    case 'REJ':
    case 'DIS':
      return 'rejected';
    case 'CLS':
    case 'INA':
      return 'expired';
    default:
      return null;
  }
}

const sides: Record<OrderSide, LocalizedText> = {
  BUY: text('Buy', '買入', '买入'),
  SELL: text('Sell', '賣出', '卖出'),
};

const titles: Record<OrderNoticeEvent, LocalizedText> = {
  placed: text('Order placed', '委託已提交', '委托已提交'),
  filled: text('Order executed', '委託已成交', '委托已成交'),
  cancelled: text('Order cancelled', '委託已取消', '委托已取消'),
  rejected: text('Order rejected', '委託被拒絕', '委托被拒绝'),
  expired: text('Order expired', '委託已過期', '委托已过期'),
  triggered: text('Conditional order triggered', '條件單已觸發', '条件单已触发'),
  amended: text('Order amended', '委託已修改', '委托已修改'),
};

export function orderNoticeTitle(event: OrderNoticeEvent): LocalizedText {
  return titles[event];
}

/** 'Buy 100 00700 Tencent' in each language. */
function orderLine(facts: OrderNoticeFacts, quantity: number): LocalizedText {
  const line = (language: keyof LocalizedText) =>
    `${sides[facts.side][language]} ${quantity} ${facts.stockCode} ${facts.stockName[language]}`;
  return text(line('en_US'), line('zh_HK'), line('zh_CN'));
}

export function orderNoticeContent(event: OrderNoticeEvent, facts: OrderNoticeFacts): LocalizedText {
  const order = orderLine(facts, facts.quantity);
  const ref = facts.orderNumber;
  switch (event) {
    case 'placed':
      return text(
        `${order.en_US}${facts.price ? ` at ${facts.price} ${facts.currency}` : ''} was sent to the exchange (order ${ref}).`,
        `${order.zh_HK}${facts.price ? `，價格 ${facts.price} ${facts.currency}` : ''}，已送交交易所（委託編號 ${ref}）。`,
        `${order.zh_CN}${facts.price ? `，价格 ${facts.price} ${facts.currency}` : ''}，已送交交易所（委托编号 ${ref}）。`,
      );
    case 'filled': {
      const fill = facts.fill!;
      const done = orderLine(facts, fill.quantity);
      return text(
        `${done.en_US} executed at ${fill.price} ${facts.currency}; ${facts.filledQuantity} of ${facts.quantity} filled (order ${ref}).`,
        `${done.zh_HK}，成交價 ${fill.price} ${facts.currency}；已成交 ${facts.filledQuantity}／${facts.quantity}（委託編號 ${ref}）。`,
        `${done.zh_CN}，成交价 ${fill.price} ${facts.currency}；已成交 ${facts.filledQuantity}／${facts.quantity}（委托编号 ${ref}）。`,
      );
    }
    case 'cancelled':
      return text(
        `${order.en_US} was cancelled; ${facts.filledQuantity} filled (order ${ref}).`,
        `${order.zh_HK}已取消；已成交 ${facts.filledQuantity}（委託編號 ${ref}）。`,
        `${order.zh_CN}已取消；已成交 ${facts.filledQuantity}（委托编号 ${ref}）。`,
      );
    case 'rejected': {
      const reason = facts.rejectReason ?? text('', '', '');
      return text(
        `${order.en_US} was rejected: ${reason.en_US} (order ${ref}).`,
        `${order.zh_HK}被拒絕：${reason.zh_HK}（委託編號 ${ref}）。`,
        `${order.zh_CN}被拒绝：${reason.zh_CN}（委托编号 ${ref}）。`,
      );
    }
    case 'expired':
      return text(
        `${order.en_US} expired; ${facts.filledQuantity} filled (order ${ref}).`,
        `${order.zh_HK}已過期；已成交 ${facts.filledQuantity}（委託編號 ${ref}）。`,
        `${order.zh_CN}已过期；已成交 ${facts.filledQuantity}（委托编号 ${ref}）。`,
      );
    case 'amended':
      return text(
        `${order.en_US} now${facts.price ? ` at ${facts.price} ${facts.currency}` : ''}; ${facts.filledQuantity} filled (order ${ref}).`,
        `${order.zh_HK}${facts.price ? `，價格 ${facts.price} ${facts.currency}` : ''}，已修改；已成交 ${facts.filledQuantity}（委託編號 ${ref}）。`,
        `${order.zh_CN}${facts.price ? `，价格 ${facts.price} ${facts.currency}` : ''}，已修改；已成交 ${facts.filledQuantity}（委托编号 ${ref}）。`,
      );
    case 'triggered':
      return text(
        `The condition of ${order.en_US} was met and the order was sent (order ${ref}).`,
        `${order.zh_HK}的觸發條件已達成，委託已送出（委託編號 ${ref}）。`,
        `${order.zh_CN}的触发条件已达成，委托已送出（委托编号 ${ref}）。`,
      );
  }
}
