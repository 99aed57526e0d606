import Decimal from 'decimal.js';
import type { OrderSide } from '../orders';

// A position's value and profit in its own currency. Decimal throughout; results are exact (round for display,
// or to the ledger's scale, at the edge).

/** Quantity x price. */
export function marketValue(quantity: Decimal.Value, price: Decimal.Value): Decimal {
  return new Decimal(quantity).times(price);
}

/** What the position would gain or lose if sold at `price`: quantity x (price - average cost). */
export function unrealisedPnl(position: {
  readonly quantity: Decimal.Value;
  readonly averageCost: Decimal.Value;
  readonly price: Decimal.Value;
}): Decimal {
  return new Decimal(position.quantity).times(new Decimal(position.price).minus(position.averageCost));
}

/** Shares and money traded today on one side. */
export interface TodaysTrades {
  readonly quantity: Decimal.Value;
  /** Consideration (price x quantity summed over the day's fills). */
  readonly amount: Decimal.Value;
}

const NONE: TodaysTrades = { quantity: 0, amount: 0 };

/**
 * Today's P/L: the position's value now, less its value at the previous close, less what today's buys cost,
 * plus what today's sells brought. Shares bought today count from their price, not from the previous close.
 */
export function todaysPnl(input: {
  /** Shares held now. */
  readonly quantity: Decimal.Value;
  readonly price: Decimal.Value;
  readonly previousClose: Decimal.Value;
  readonly bought?: TodaysTrades;
  readonly sold?: TodaysTrades;
}): Decimal {
  const bought = input.bought ?? NONE;
  const sold = input.sold ?? NONE;
  const heldAtOpen = new Decimal(input.quantity).minus(bought.quantity).plus(sold.quantity);
  return marketValue(input.quantity, input.price)
    .minus(marketValue(heldAtOpen, input.previousClose))
    .minus(bought.amount)
    .plus(sold.amount);
}

export interface CostPosition {
  readonly quantity: Decimal;
  /** Average cost per share, fees of buys included. */
  readonly averageCost: Decimal;
}

/**
 * The position after a fill, on weighted average cost: a buy blends its price (and its fees) into the average;
 * a sell leaves the average as it is and realises quantity x (price - average) less its fees. Selling
 * everything resets the average to zero.
 */
export function applyFill(
  position: { readonly quantity: Decimal.Value; readonly averageCost: Decimal.Value },
  fill: {
    readonly side: OrderSide;
    readonly quantity: Decimal.Value;
    readonly price: Decimal.Value;
    readonly fees?: Decimal.Value;
  },
): CostPosition & { readonly realisedPnl: Decimal } {
  const held = new Decimal(position.quantity);
  const average = new Decimal(position.averageCost);
  const quantity = new Decimal(fill.quantity);
  const fees = new Decimal(fill.fees ?? 0);
  if (quantity.lte(0)) throw new Error('A fill has a positive quantity');
  if (fill.side === 'BUY') {
    const total = held.plus(quantity);
    const cost = held.times(average).plus(quantity.times(fill.price)).plus(fees);
    return { quantity: total, averageCost: cost.div(total), realisedPnl: new Decimal(0) };
  }
  if (quantity.gt(held)) throw new Error('Cannot sell more than is held');
  const remaining = held.minus(quantity);
  const realisedPnl = quantity.times(new Decimal(fill.price).minus(average)).minus(fees);
  return { quantity: remaining, averageCost: remaining.isZero() ? new Decimal(0) : average, realisedPnl };
}

/**
 * Shares a client may sell now: the holding, less shares already held for working sell orders, less (where
 * same-day resale is barred: A- and B-shares) the shares bought today.
 */
export function sellableQuantity(input: {
  readonly held: number;
  readonly onHoldForSells: number;
  readonly boughtToday: number;
  readonly sameDayResale: boolean;
}): number {
  const locked = input.onHoldForSells + (input.sameDayResale ? 0 : input.boughtToday);
  return Math.max(input.held - locked, 0);
}
