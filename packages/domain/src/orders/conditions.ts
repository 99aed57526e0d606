import type { PriceUnits } from '../market-rules';
import { requiredTriggerSide, type OrderConditionPrices } from './condition-rules';
import type { OrderSide } from './vocabulary';

// When the platform lets a held conditional order go, and where a chase limit rests. Where each trigger must
// sit when the order is placed is condition-rules.ts's table (requiredTriggerSide, triggerSideProblem); release
// is the moment the price reaches that trigger from the side it was placed on, so placing and releasing read
// the same table and cannot disagree.

/** The live prices a condition is watched on (price units; null when the book has none). */
export interface ConditionQuote {
  readonly last: PriceUnits | null;
  readonly bid: PriceUnits | null;
  readonly ask: PriceUnits | null;
}

/** Which trigger released the order: `triggerPrice`, or DUAL_LIMIT's stop side `secondTriggerPrice`. */
export type ReleasedTrigger = 'triggerPrice' | 'secondTriggerPrice';

const TRIGGER_FIELDS = ['triggerPrice', 'secondTriggerPrice'] as const;

/**
 * Whether a held order is released by this quote, and by which trigger. A trigger placed above the price
 * releases when the last trade reaches it or goes higher; one placed below, when the last trade reaches it or
 * goes lower. DUAL_LIMIT watches both (the first reached wins; both at once cannot happen as they lie on
 * opposite sides). CHASE_LIMIT has no trigger: it is never held. Only trades release (not a quote that merely
 * moved), so a single thin bid cannot fire a stop.
 */
export function conditionReached(
  condition: OrderConditionPrices,
  side: OrderSide,
  quote: ConditionQuote,
): ReleasedTrigger | null {
  const last = quote.last;
  if (last === null) return null;
  for (const field of TRIGGER_FIELDS) {
    const price = condition[field];
    const direction = requiredTriggerSide(condition.type, field, side);
    if (price === undefined || direction === undefined) continue;
    if (direction === 'above' ? last >= price : last <= price) return field;
  }
  return null;
}

/**
 * Where a chase limit rests now: a buy joins the best bid, a sell the best ask, and follows it, but never past
 * the cap (a buy never above it, a sell never below it). With no price on its own side, the order rests at the
 * opposite touch clamped the same way; with no prices at all, at the cap.
 */
export function chasePrice(
  side: OrderSide,
  bestBid: PriceUnits | null,
  bestAsk: PriceUnits | null,
  cap: PriceUnits,
): PriceUnits {
  if (side === 'BUY') return Math.min(bestBid ?? bestAsk ?? cap, cap);
  return Math.max(bestAsk ?? bestBid ?? cap, cap);
}
