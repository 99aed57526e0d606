import {
  chasePrice,
  parsePriceUnits,
  priceUnitsToString,
  triggerSideProblem,
  type ConditionQuote,
  type OrderConditionPrices,
  type ReleasedTrigger,
} from '@lantau/domain';
import type {
  OrderConditionSpec,
  OrderRejectReason,
  OrderRequest,
  OrderSide,
  OrderStatus,
  OrderType,
} from '@lantau/contract';
import type { MarketSimulator, UniverseMarket } from '@lantau/exchange';

// The terms of a conditional order: what placing checks and writes (held, or for a chase limit sent at once),
// and what a held order becomes when its trigger is reached. Pure functions of the request or row and a quote.

/** The prices a condition needs, besides the order's own limit price (`price`). */
const NEEDED: Readonly<Record<OrderConditionSpec['type'], readonly (keyof OrderConditionSpec | 'price')[]>> =
  {
    STOP_LOSS_LIMIT: ['triggerPrice', 'price'],
    TARGET_PRICE_LIMIT: ['triggerPrice', 'price'],
    // Sent at the touch (HK: an enhanced limit; US: a market order): no limit of its own.
    TRIGGER_MARKET: ['triggerPrice'],
    // `price` when the take-profit trigger is reached, `secondPrice` when the stop is.
    DUAL_LIMIT: ['triggerPrice', 'secondTriggerPrice', 'price', 'secondPrice'],
    CHASE_LIMIT: ['chaseCap'],
    // `price`: the first leg, working at once; `triggerPrice`/`secondPrice`: the held stop leg.
    OCO: ['price', 'triggerPrice', 'secondPrice'],
  };

/** Statuses of an order the engine watches: held until triggered, or a chase limit resting at the exchange. */
export const watchedStatuses: readonly OrderStatus[] = ['HLD', 'PND', 'ACK', 'PFL'];

/** The condition's prices in price units; undefined when one is not a price at all. */
export function conditionPrices(spec: OrderConditionSpec): OrderConditionPrices | undefined {
  const prices: Record<string, number> = {};
  for (const field of ['triggerPrice', 'secondTriggerPrice', 'secondPrice', 'chaseCap'] as const) {
    const text = spec[field];
    if (text === undefined) continue;
    const units = parsePriceUnits(text);
    if (units === null) return undefined;
    prices[field] = units;
  }
  return { type: spec.type, ...prices };
}

/** The live prices of an instrument as conditions read them. */
export function conditionQuote(simulator: MarketSimulator, market: string, code: string): ConditionQuote {
  const quote = simulator.quote(market as UniverseMarket, code);
  return {
    last: quote?.last ?? quote?.previousClose ?? null,
    bid: quote?.bids[0]?.price ?? null,
    ask: quote?.asks[0]?.price ?? null,
  };
}

/**
 * Why a conditional order cannot be placed: a price it needs missing or not a price (PRICE_STEP, as the domain
 * names a missing price), or a trigger on the wrong side of the last price (TRIGGER_SIDE). Null when it can.
 */
export function conditionRefusal(request: OrderRequest, quote: ConditionQuote): OrderRejectReason | null {
  const spec = request.condition;
  if (spec === undefined) return null;
  const prices = conditionPrices(spec);
  if (prices === undefined) return 'PRICE_STEP';
  const given = { ...spec, price: request.price };
  if (NEEDED[spec.type].some((field) => given[field] === undefined)) return 'PRICE_STEP';
  return triggerSideProblem(prices, request.side, quote.last ?? 0);
}

/**
 * How an order is written when placed: a condition with a trigger is held (HLD); a chase limit is sent at once
 * at its chase price; OCO's first leg is sent at its own limit (its held stop leg is written beside it).
 */
export function placingTerms(
  request: OrderRequest,
  quote: ConditionQuote,
): { status: 'HLD' | 'PND'; price: string | null } {
  const spec = request.condition;
  const price = request.price ?? null;
  if (spec === undefined || spec.type === 'OCO') return { status: 'PND', price };
  if (spec.type !== 'CHASE_LIMIT') return { status: 'HLD', price };
  const cap = conditionPrices(spec)!.chaseCap!;
  return { status: 'PND', price: priceUnitsToString(chasePrice(request.side, quote.bid, quote.ask, cap)) };
}

/** The order a held order is sent as once `trigger` is reached: its type and limit price. */
export function releasedTerms(
  row: { market: string; side: OrderSide; order_type: OrderType; price: string | null },
  spec: OrderConditionSpec,
  trigger: ReleasedTrigger,
  quote: ConditionQuote,
): { order_type: OrderType; price: string | null } {
  const orderType = row.order_type;
  if (spec.type === 'DUAL_LIMIT' && trigger === 'secondTriggerPrice')
    return { order_type: orderType, price: spec.secondPrice ?? row.price };
  if (spec.type !== 'TRIGGER_MARKET') return { order_type: orderType, price: row.price };
  if (row.market === 'US') return { order_type: 'MO', price: null };
  // Elsewhere no market orders: a limit at the touch (HK: enhanced, which may take up to ten queues).
  const touch = (row.side === 'BUY' ? quote.ask : quote.bid) ?? quote.last;
  return {
    order_type: row.market === 'HK' ? 'ELO' : 'LO',
    price: touch === null ? row.price : priceUnitsToString(touch),
  };
}
