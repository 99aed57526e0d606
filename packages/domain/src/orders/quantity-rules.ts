import type { QuantityRules } from './instrument-rules';
import type { OrderProblem, OrderSide } from './vocabulary';

// Board lots, odd lots and order size limits. Quantities are whole shares.

export function isWholeLots(quantity: number, lot: number): boolean {
  return quantity % lot === 0;
}

/** More than the HK maximum of board lots per order. */
export function exceedsMaxLots(rules: QuantityRules, quantity: number): boolean {
  return rules.maxLotsPerOrder !== undefined && quantity > rules.maxLotsPerOrder * rules.lotSize;
}

/** More than the A-share maximum of shares per order. */
export function exceedsMaxQuantity(rules: QuantityRules, quantity: number): boolean {
  return rules.maxQuantityPerOrder !== undefined && quantity > rules.maxQuantityPerOrder;
}

/**
 * A/B sells: the odd part of the order (below one sell lot) must be the holding's whole odd remainder, so odd
 * shares leave in one order. Holding 250 with lots of 100: 50, 150 and 250 pass, 30 and 120 do not.
 */
export function carriesWholeOddRemainder(quantity: number, sellLot: number, sellable: number): boolean {
  return quantity % sellLot === sellable % sellLot;
}

export interface QuantityCheckOptions {
  /** An odd-lot order (HK ODD): below one board lot, to the odd-lot book. */
  readonly oddLot?: boolean;
  /** A- and B-shares: odd lots sell-only; a buy off the buy lot is ODD_LOT_SELL_ONLY rather than LOT_SIZE. */
  readonly oddLotsSellOnly?: boolean;
  /** Shares the client may sell now; when known, sells above it and odd sells that split the remainder fail. */
  readonly sellable?: number;
}

/** The first quantity problem of an order, or null. */
export function quantityProblem(
  rules: QuantityRules,
  side: OrderSide,
  quantity: number,
  options: QuantityCheckOptions = {},
): OrderProblem | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return 'LOT_SIZE';
  const { sellable } = options;
  if (side === 'SELL' && sellable !== undefined && quantity > sellable) return 'INSUFFICIENT_SELLABLE';
  if (options.oddLot === true) return quantity < rules.lotSize ? null : 'LOT_SIZE';
  if (!isWholeLots(quantity, rules.lotSize)) return 'LOT_SIZE';
  const sideLot = side === 'BUY' ? rules.buyLotSize : rules.sellLotSize;
  if (sideLot !== undefined && !isWholeLots(quantity, sideLot)) {
    if (side === 'BUY' || options.oddLotsSellOnly !== true) {
      return options.oddLotsSellOnly === true ? 'ODD_LOT_SELL_ONLY' : 'LOT_SIZE';
    }
    if (sellable !== undefined && !carriesWholeOddRemainder(quantity, sideLot, sellable)) return 'LOT_SIZE';
  }
  if (exceedsMaxLots(rules, quantity) || exceedsMaxQuantity(rules, quantity)) return 'MAX_QUANTITY';
  return null;
}
