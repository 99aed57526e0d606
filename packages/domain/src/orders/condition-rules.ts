import { isOnTick, parsePriceUnits, type PriceUnits, type SpreadTable } from '../market-rules';
import type { OrderConditionType, OrderProblem, OrderSide } from './vocabulary';

// Conditional orders the platform holds until a live price reaches a trigger. A trigger on the wrong side of
// the current price would fire at once (or never), so it is refused as TRIGGER_SIDE.

/** A condition's prices in price units (the contract's orderConditionSpec, parsed). */
export interface OrderConditionPrices {
  readonly type: OrderConditionType;
  readonly triggerPrice?: PriceUnits;
  /** DUAL_LIMIT: the stop side; `triggerPrice` is the take-profit side. */
  readonly secondTriggerPrice?: PriceUnits;
  /** DUAL_LIMIT and OCO: the second leg's limit price. */
  readonly secondPrice?: PriceUnits;
  /** CHASE_LIMIT: the furthest price the chase may reach. */
  readonly chaseCap?: PriceUnits;
}

type Direction = 'above' | 'below';

/**
 * Where each trigger must sit for a sell (a buy is the mirror image). Stops fire on a fall for a sell (a rise
 * for a buy); targets and take-profits on a rise for a sell (a fall for a buy); a chase cap lies ahead of the
 * market in the direction the chase moves (down for a sell, up for a buy).
 */
const SELL_SIDE_OF_CURRENT: Readonly<
  Record<OrderConditionType, Partial<Record<'triggerPrice' | 'secondTriggerPrice' | 'chaseCap', Direction>>>
> = {
  STOP_LOSS_LIMIT: { triggerPrice: 'below' },
  TRIGGER_MARKET: { triggerPrice: 'below' },
  TARGET_PRICE_LIMIT: { triggerPrice: 'above' },
  DUAL_LIMIT: { triggerPrice: 'above', secondTriggerPrice: 'below' },
  CHASE_LIMIT: { chaseCap: 'below' },
  OCO: { triggerPrice: 'below' },
};

/** Which side of the current price a condition's trigger must be on, for this order side. */
export function requiredTriggerSide(
  type: OrderConditionType,
  field: 'triggerPrice' | 'secondTriggerPrice' | 'chaseCap',
  side: OrderSide,
): Direction | undefined {
  const sellSide = SELL_SIDE_OF_CURRENT[type][field];
  if (sellSide === undefined || side === 'SELL') return sellSide;
  return sellSide === 'above' ? 'below' : 'above';
}

/** A price a condition carries besides the order's own limit price. */
export type ConditionPriceField = 'triggerPrice' | 'secondTriggerPrice' | 'secondPrice' | 'chaseCap';

/**
 * The prices each condition needs (the order's own limit price aside): DUAL_LIMIT its take-profit trigger, its
 * stop trigger and the stop leg's limit; OCO the held stop leg's trigger and limit; CHASE_LIMIT its cap.
 */
export const CONDITION_PRICE_FIELDS: Readonly<Record<OrderConditionType, readonly ConditionPriceField[]>> = {
  STOP_LOSS_LIMIT: ['triggerPrice'],
  TRIGGER_MARKET: ['triggerPrice'],
  TARGET_PRICE_LIMIT: ['triggerPrice'],
  DUAL_LIMIT: ['triggerPrice', 'secondTriggerPrice', 'secondPrice'],
  CHASE_LIMIT: ['chaseCap'],
  OCO: ['triggerPrice', 'secondPrice'],
};

/** A condition's prices as decimal text (the API's words) in price units; undefined when one is not a price. */
export function parseConditionPrices(
  type: OrderConditionType,
  texts: Partial<Record<ConditionPriceField, string>>,
): OrderConditionPrices | undefined {
  const prices: Partial<Record<ConditionPriceField, PriceUnits>> = {};
  for (const field of CONDITION_PRICE_FIELDS[type]) {
    const text = texts[field];
    if (text === undefined) continue;
    const units = parsePriceUnits(text);
    if (units === null) return undefined;
    prices[field] = units;
  }
  return { type, ...prices };
}

/**
 * The first problem of a condition: a missing or off-step price (PRICE_STEP) or a trigger on the wrong side of
 * the current price (TRIGGER_SIDE, checked only when the current price is known).
 */
export function conditionProblem(
  table: SpreadTable,
  side: OrderSide,
  condition: OrderConditionPrices,
  currentPrice?: PriceUnits,
): OrderProblem | null {
  for (const field of CONDITION_PRICE_FIELDS[condition.type]) {
    const price = condition[field];
    if (typeof price !== 'number' || !isOnTick(table, price)) return 'PRICE_STEP';
  }
  return currentPrice === undefined ? null : triggerSideProblem(condition, side, currentPrice);
}

/**
 * TRIGGER_SIDE when a trigger sits on the wrong side of (or at) the current price: it would fire at once, or
 * the condition would mean the opposite of its name. The conditional-order engine re-checks with this alone.
 */
export function triggerSideProblem(
  condition: OrderConditionPrices,
  side: OrderSide,
  currentPrice: PriceUnits,
): OrderProblem | null {
  for (const field of ['triggerPrice', 'secondTriggerPrice', 'chaseCap'] as const) {
    const price = condition[field];
    const direction = requiredTriggerSide(condition.type, field, side);
    if (price === undefined || direction === undefined) continue;
    // A chase cap may equal the current price (the chase then stays put); a trigger there would fire at once.
    if (field === 'chaseCap' && price === currentPrice) continue;
    if (direction === 'above' ? price <= currentPrice : price >= currentPrice) return 'TRIGGER_SIDE';
  }
  return null;
}
