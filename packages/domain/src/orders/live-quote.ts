import type { PriceUnits } from '../market-rules';
import type { TradingPhase } from './market-order-rules';
import type { OrderConditionType } from './vocabulary';

// What the market shows now, as the order checks read it: the server takes it from the simulated exchange's
// quote, the web ticket from the quote it streams. The same facts in both places make the ticket refuse what
// the server (and behind it the exchange) would refuse, for the same reason.

/** A quote's facts in price units; each one missing skips the checks that need it. */
export interface LiveQuote {
  /** The phase of the instrument's book for order entry (see entryPhaseOf). */
  readonly phase?: TradingPhase;
  /** Today's reference: daily limits, the pre-opening band and, before a trade, the 9x rule. */
  readonly previousClose?: PriceUnits;
  /** Last board-lot trade: the 9x rule's nominal price and where conditional triggers are measured from. */
  readonly last?: PriceUnits;
  readonly bestBid?: PriceUnits;
  readonly bestAsk?: PriceUnits;
  /** The auction's reference price (previous close in the pre-opening, the fixed price in the closing). */
  readonly auctionReference?: PriceUnits;
}

/**
 * The book phase an order meets in a market phase as quotes name it (CONTINUOUS, PRE_OPENING, ...). Phases in
 * which the exchange takes no input (lunch, blocking, the reference minute, the random matching and random
 * close) are 'closed'; an unknown name gives undefined, and the session rules are then skipped.
 */
export function entryPhaseOf(marketPhase: string): TradingPhase | undefined {
  return ENTRY_PHASES[marketPhase];
}

const ENTRY_PHASES: Readonly<Record<string, TradingPhase>> = {
  CLOSED: 'closed',
  HOLIDAY: 'closed',
  LUNCH: 'closed',
  BLOCKING: 'closed',
  CLOSING_REFERENCE: 'closed',
  RANDOM_MATCHING: 'closed',
  RANDOM_CLOSE: 'closed',
  PRE_OPENING: 'pre-opening',
  PRE_OPENING_NO_CANCEL: 'pre-opening-no-cancel',
  CONTINUOUS: 'continuous',
  // A new issue's grey market matches continuously (limit day orders only: greyMarketProblems).
  GREY_MARKET: 'continuous',
  CLOSING_AUCTION: 'closing-auction',
  CLOSING_NO_CANCEL: 'closing-auction-no-cancel',
};

/**
 * Conditions whose order the platform holds until a trigger is reached (all but a chase limit, which works at
 * once, and OCO, whose first leg works at once).
 */
export function isHeldUntilTriggered(type: OrderConditionType): boolean {
  return type !== 'CHASE_LIMIT' && type !== 'OCO';
}

/**
 * The part of a quote that judges an order now. A held order reaches the exchange only when its trigger is
 * reached, so the phase, the touch and the auction reference of this moment say nothing about it: only the
 * day's references (previous close, last trade) stay, for daily limits, the 9x rule and the trigger's side.
 */
export function quoteForPlacing(quote: LiveQuote, condition?: OrderConditionType): LiveQuote {
  if (condition === undefined || !isHeldUntilTriggered(condition)) return quote;
  return { previousClose: quote.previousClose, last: quote.last };
}
