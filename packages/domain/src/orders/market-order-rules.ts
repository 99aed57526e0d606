import type { OrderProblem, OrderType } from './vocabulary';

// Which order types each market takes, and in which phase of its trading day (hk-market.md). The exchange
// simulator and the portal both ask these functions, so a market's rules change in one place.

/** The trading phase of one instrument's book, as a session calendar drives it. */
export type TradingPhase =
  | 'closed'
  | 'pre-opening' // HK 09:00-09:15: at-auction and at-auction limit input, cancel allowed
  | 'pre-opening-no-cancel'
  | 'continuous'
  | 'closing-auction' // HK 16:01-16:06: input within the band around the reference price
  | 'closing-auction-no-cancel';

/** The sets of order rules markets follow; every market without rules of its own follows OTHER. */
export type MarketRuleSet = 'HK' | 'CN_A' | 'CN_B' | 'US' | 'OTHER';

/** The rule set of a market code ('MA^MZ' is China A through Stock Connect, 'SS^SZ' China B). */
export function marketRuleSetOf(market: string): MarketRuleSet {
  switch (market) {
    case 'HK':
    case 'US':
    case 'CN_A':
    case 'CN_B':
      return market;
    case 'MA^MZ':
      return 'CN_A';
    case 'SS^SZ':
      return 'CN_B';
    default:
      return 'OTHER';
  }
}

export function isAuctionPhase(phase: TradingPhase): boolean {
  return phase !== 'continuous' && phase !== 'closed';
}

export function isClosingAuctionPhase(phase: TradingPhase): boolean {
  return phase === 'closing-auction' || phase === 'closing-auction-no-cancel';
}

/** Phases in which resting orders may not be cancelled or amended. */
export function isNoCancelPhase(phase: TradingPhase): boolean {
  return phase === 'pre-opening-no-cancel' || phase === 'closing-auction-no-cancel';
}

/**
 * Every order type a market takes. A- and B-shares: limit only; the US: limit and market; markets without rules
 * of their own (Japan, Singapore, the UK): limit only, as the simulated exchange runs them.
 */
export const ORDER_TYPES_BY_RULE_SET: Readonly<Record<MarketRuleSet, readonly OrderType[]>> = {
  HK: ['LO', 'ELO', 'SLO', 'AO', 'ALO', 'ODD'],
  CN_A: ['LO'],
  CN_B: ['LO'],
  US: ['LO', 'MO'],
  OTHER: ['LO'],
};

/** HK auctions take at-auction (limit) orders only; other markets' call auctions take limit orders. */
const HK_AUCTION_TYPES: readonly OrderType[] = ['AO', 'ALO'];
const CALL_AUCTION_TYPES: readonly OrderType[] = ['LO'];

/** The order types a market takes in a phase (none when closed). */
export function orderTypesInPhase(ruleSet: MarketRuleSet, phase: TradingPhase): readonly OrderType[] {
  if (phase === 'closed') return [];
  const all = ORDER_TYPES_BY_RULE_SET[ruleSet];
  if (isAuctionPhase(phase)) return ruleSet === 'HK' ? HK_AUCTION_TYPES : CALL_AUCTION_TYPES;
  return all.filter((type) => !HK_AUCTION_TYPES.includes(type));
}

/**
 * Whether a market takes an order type, and in this phase when one is given: ORDER_TYPE_NOT_ALLOWED when the
 * market never takes it, MARKET_CLOSED when the book is closed, ORDER_TYPE_SESSION when another phase would.
 */
export function orderTypeProblem(
  ruleSet: MarketRuleSet,
  type: OrderType,
  phase?: TradingPhase,
): OrderProblem | null {
  if (!ORDER_TYPES_BY_RULE_SET[ruleSet].includes(type)) return 'ORDER_TYPE_NOT_ALLOWED';
  if (phase === undefined) return null;
  if (phase === 'closed') return 'MARKET_CLOSED';
  return orderTypesInPhase(ruleSet, phase).includes(type) ? null : 'ORDER_TYPE_SESSION';
}

/** Market and at-auction orders carry no price; every other type is a limit of some kind. */
export function orderTypeHasPrice(type: OrderType): boolean {
  return type !== 'MO' && type !== 'AO';
}

/** Whether a working order may be amended (A-shares: never; change means cancel and re-enter). */
export function amendmentProblem(ruleSet: MarketRuleSet, phase?: TradingPhase): OrderProblem | null {
  if (ruleSet === 'CN_A') return 'AMEND_NOT_ALLOWED';
  return phase !== undefined && isNoCancelPhase(phase) ? 'NO_CANCEL_PHASE' : null;
}

/** Whether a working order may be cancelled now. */
export function cancelProblem(phase?: TradingPhase): OrderProblem | null {
  return phase !== undefined && isNoCancelPhase(phase) ? 'NO_CANCEL_PHASE' : null;
}

/** Whether the broker's WebEnableTradeMarket list lets clients trade a market ('NONE' alone means none). */
export function isTradeMarketEnabled(enabledMarkets: readonly string[], market: string): boolean {
  return !enabledMarkets.includes('NONE') && enabledMarkets.includes(market);
}
