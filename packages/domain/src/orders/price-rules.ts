import { isOnTick, roundToTick, ticksAway, type PriceUnits, type SpreadTable } from '../market-rules';
import type { PriceRules } from './instrument-rules';
import { isAuctionPhase, isClosingAuctionPhase, type TradingPhase } from './market-order-rules';
import type { OrderProblem, OrderSide, OrderType } from './vocabulary';

// Price rules of hk-market.md over integer price units: the step of the band, the 9x / one-ninth rule, A/B
// daily limits, auction bands, and HK's limit and enhanced limit prices against the best opposite price.

/** An HK enhanced limit price may be at most 9 spreads beyond the best opposite price. */
export const ELO_MAX_SPREADS = 9;

/**
 * HK continuous trading: a price may sit at most 24 spreads away from the best price of its own side, below
 * the best bid for a buy, above the best ask for a sell (HKEX's quotation rules as brokers publish them;
 * market-rules/README.md has the sources and what is not confirmed).
 */
export const MAX_SPREADS_FROM_BEST = 24;

/** HK: a price `factor` times the nominal price or more, or 1/`factor` of it or less, is refused. */
export function breaksNominalPriceRule(price: PriceUnits, nominal: PriceUnits, factor: number): boolean {
  return price >= factor * nominal || price * factor <= nominal;
}

export interface PriceLimits {
  readonly up: PriceUnits;
  readonly down: PriceUnits;
}

/** A/B shares: the limit-up and limit-down prices, rounded half up to the tick as the exchanges publish them. */
export function dailyPriceLimits(instrument: {
  readonly spreadTable: SpreadTable;
  readonly previousClose: PriceUnits;
  readonly dailyLimitPercent?: number;
}): PriceLimits | undefined {
  const percent = instrument.dailyLimitPercent;
  if (percent === undefined) return undefined;
  const close = instrument.previousClose;
  const table = instrument.spreadTable;
  const up = roundHalfUpToStep(table, close * (100 + percent));
  const down = roundHalfUpToStep(table, close * (100 - percent));
  return up === undefined || down === undefined ? undefined : { up, down };
}

/** Hundredths of a price unit to the price on the table, each step rounded half up; exact integer arithmetic. */
function roundHalfUpToStep(table: SpreadTable, hundredths: number): PriceUnits | undefined {
  const adjusted = hundredths + 50;
  return roundToTick(table, (adjusted - (adjusted % 100)) / 100, 'nearest');
}

export function isOutsideLimits(price: PriceUnits, limits: PriceLimits | undefined): boolean {
  return limits !== undefined && (price > limits.up || price < limits.down);
}

/** The band of the current auction: 15% in the pre-opening, 5% in the closing auction; none elsewhere. */
export function auctionBandPercent(rules: PriceRules, phase: TradingPhase): number | undefined {
  if (!isAuctionPhase(phase)) return undefined;
  return isClosingAuctionPhase(phase) ? rules.closingAuctionBandPercent : rules.openingAuctionBandPercent;
}

/** Whether a price lies within `percent` of the reference (always, without a band). */
export function isWithinBand(price: PriceUnits, reference: PriceUnits, percent: number | undefined): boolean {
  if (percent === undefined) return true;
  return Math.abs(price - reference) * 100 <= percent * reference;
}

/**
 * HK continuous trading: a limit order may not be priced through the best opposite price (a buy above the best
 * ask), an enhanced limit order not more than 9 spreads through it (so it reaches at most 10 price queues).
 */
export function isThroughBestPrice(
  table: SpreadTable,
  side: OrderSide,
  type: OrderType,
  price: PriceUnits,
  opposite: PriceUnits,
): boolean {
  const direction = side === 'BUY' ? 1 : -1;
  let furthest: PriceUnits | undefined;
  // An odd-lot order (ODD) trades on the odd-lot book, which the board-lot touch does not bound.
  if (type === 'LO') furthest = opposite;
  else if (type === 'ELO') furthest = ticksAway(table, opposite, direction * ELO_MAX_SPREADS);
  if (furthest === undefined) return false;
  return side === 'BUY' ? price > furthest : price < furthest;
}

/**
 * HK continuous trading: whether a price lies more than 24 spreads behind the best price of its own side (a buy
 * below the best bid, a sell above the best ask), walking the spread table across band edges. A price the walk
 * cannot reach (past the table's end) is never too far.
 */
export function isTooFarFromBest(
  table: SpreadTable,
  side: OrderSide,
  price: PriceUnits,
  sameSideBest: PriceUnits,
): boolean {
  const start = isOnTick(table, sameSideBest) ? sameSideBest : roundToTick(table, sameSideBest, 'nearest');
  if (start === undefined) return false;
  const furthest = ticksAway(table, start, (side === 'BUY' ? -1 : 1) * MAX_SPREADS_FROM_BEST);
  if (furthest === undefined) return false;
  return side === 'BUY' ? price < furthest : price > furthest;
}

/** What the price checks need to know about the market now; each check runs only with what it needs. */
export interface PriceContext {
  readonly phase?: TradingPhase;
  /** HK nominal price: the last board-lot trade, else the previous close. */
  readonly nominalPrice?: PriceUnits;
  /** The auction's reference: previous close in the pre-opening, the fixed reference price in the closing. */
  readonly auctionReference?: PriceUnits;
  /** Best ask for a buy, best bid for a sell. */
  readonly bestOpposite?: PriceUnits;
  /** Best bid for a buy, best ask for a sell (HK's 24-spread rule). */
  readonly bestSameSide?: PriceUnits;
}

/**
 * The price rules an order can break, in the order the exchange judges them: off the spread table, 9x / one-ninth
 * of the nominal price, outside the A/B daily limits, outside the auction band, through the best opposite price,
 * more than 24 spreads behind the best price of its own side.
 */
export type PriceRule =
  'TICK' | 'NOMINAL_PRICE' | 'DAILY_LIMIT' | 'AUCTION_BAND' | 'THROUGH_BEST' | 'FAR_FROM_BEST';

/** The portal's reason for each broken price rule (the exchange names them its own way). */
const PRICE_RULE_PROBLEMS: Readonly<Record<PriceRule, OrderProblem>> = {
  TICK: 'PRICE_STEP',
  NOMINAL_PRICE: 'PRICE_TOO_FAR',
  DAILY_LIMIT: 'PRICE_LIMIT',
  AUCTION_BAND: 'AUCTION_BAND',
  THROUGH_BEST: 'PRICE_TOO_FAR',
  FAR_FROM_BEST: 'PRICE_TOO_FAR',
};

type PricedInstrument = PriceRules & { readonly previousClose: PriceUnits; readonly ruleSet?: string };

/**
 * The first price rule a priced order breaks, or null: the one function both the portal's checks and the
 * exchange simulator judge prices with. `context.dailyLimits` overrides the limits computed from the previous
 * close (the exchange's book fixes them for the day).
 */
export function brokenPriceRule(
  rules: PricedInstrument,
  side: OrderSide,
  type: OrderType,
  price: PriceUnits,
  context: PriceContext & { readonly dailyLimits?: PriceLimits } = {},
): PriceRule | null {
  if (!isOnTick(rules.spreadTable, price)) return 'TICK';
  const factor = rules.nominalPriceFactor;
  const nominal = context.nominalPrice ?? rules.previousClose;
  if (factor !== undefined && breaksNominalPriceRule(price, nominal, factor)) return 'NOMINAL_PRICE';
  if (isOutsideLimits(price, context.dailyLimits ?? dailyPriceLimits(rules))) return 'DAILY_LIMIT';
  const { phase } = context;
  if (type === 'ALO' && phase !== undefined) {
    const reference = context.auctionReference ?? rules.previousClose;
    if (!isWithinBand(price, reference, auctionBandPercent(rules, phase))) return 'AUCTION_BAND';
  }
  if (rules.ruleSet === 'HK' && phase === 'continuous') {
    const { bestOpposite } = context;
    if (bestOpposite !== undefined && isThroughBestPrice(rules.spreadTable, side, type, price, bestOpposite))
      return 'THROUGH_BEST';
    // The quotation rules bind board-lot orders; the odd-lot book is apart. Auctions have their bands instead.
    // An empty side has no best price to measure from: the order may open it (the 9x rule still bounds it).
    const sameSide = context.bestSameSide;
    if (
      type !== 'ODD' &&
      sameSide !== undefined &&
      isTooFarFromBest(rules.spreadTable, side, price, sameSide)
    )
      return 'FAR_FROM_BEST';
  }
  return null;
}

/** The first price problem of a priced order, or null. */
export function priceProblem(
  rules: PricedInstrument,
  side: OrderSide,
  type: OrderType,
  price: PriceUnits,
  context: PriceContext = {},
): OrderProblem | null {
  const broken = brokenPriceRule(rules, side, type, price, context);
  return broken === null ? null : PRICE_RULE_PROBLEMS[broken];
}
