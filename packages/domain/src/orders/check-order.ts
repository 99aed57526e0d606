import type { PriceUnits } from '../market-rules';
import { conditionProblem, type OrderConditionPrices } from './condition-rules';
import { oddLotsSellOnly, type InstrumentOrderRules } from './instrument-rules';
import {
  amendmentProblem,
  isTradeMarketEnabled,
  orderTypeHasPrice,
  orderTypeProblem,
} from './market-order-rules';
import { priceProblem } from './price-rules';
import { quantityProblem } from './quantity-rules';
import { expiryProblem } from './time-in-force';
import { greyMarketProblem } from './grey-market-rules';
import { quoteForPlacing, type LiveQuote } from './live-quote';
import type { OrderProblem, OrderSide, OrderType, TimeInForce } from './vocabulary';

// The portal's order checks in one call: the server runs it before an order reaches the exchange
// (authoritative) and the web ticket runs it as the client types (instant feedback). Each input beyond the order
// itself is optional: a check whose facts are missing is skipped, so the ticket checks what it knows and the
// server, knowing more, checks more. Account checks (buying power, same-day resale, quota, order account
// panel) are the caller's, from portfolio/ and orderAccountProblems.

export interface OrderCheckInput {
  /** The market code ('HK', 'MA^MZ', ...). */
  readonly market: string;
  readonly instrument: InstrumentOrderRules;
  readonly side: OrderSide;
  readonly orderType: OrderType;
  readonly quantity: number;
  /** Limit price in price units; null or absent for MO and AO (and then a limit type is refused). */
  readonly price?: PriceUnits | null;
  readonly timeInForce?: TimeInForce;
  readonly expiryDate?: string;
  /** Today's business date in the market, 'YYYY-MM-DD' (needed for the expiry check). */
  readonly today?: string;
  readonly condition?: OrderConditionPrices;

  /** The broker's WebEnableTradeMarket list. */
  readonly enabledMarkets?: readonly string[];
  /** WebOddLotOrderEnable: whether HK odd-lot (ODD) orders are offered. */
  readonly oddLotOrdersEnabled?: boolean;
  /**
   * What the market shows now (phase, previous close, last trade, best bid and ask, auction reference): the
   * session rules, the 9x rule, daily limits, auction bands and HK's through-best rule run on what it gives.
   * A held conditional order is judged only on the day's references (quoteForPlacing).
   */
  readonly quote?: LiveQuote;
  /** Shares the account may sell now (sells above it, and A/B odd sells that split the remainder, fail). */
  readonly sellable?: number;
  /** The instrument is a new issue in its grey market (before its listing date): limit day orders only. */
  readonly greyMarket?: boolean;
}

/** Every problem of an order, most fundamental first; empty when the order passes. */
export function checkOrder(input: OrderCheckInput): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const add = (problem: OrderProblem | null): void => {
    if (problem !== null && !problems.includes(problem)) problems.push(problem);
  };
  const { side, orderType } = input;
  const quote = quoteForPlacing(input.quote ?? {}, input.condition?.type);
  // Today's previous close, when the quote has it, is the reference of the day's limits and bands.
  const instrument =
    quote.previousClose === undefined
      ? input.instrument
      : { ...input.instrument, previousClose: quote.previousClose };
  const ruleSet = instrument.ruleSet;

  if (input.enabledMarkets !== undefined && !isTradeMarketEnabled(input.enabledMarkets, input.market)) {
    add('MARKET_NOT_ENABLED');
  }
  if (input.greyMarket === true) add(greyMarketProblem(input));
  add(orderTypeProblem(ruleSet, orderType, quote.phase));
  const oddLot = orderType === 'ODD';
  if (oddLot && input.oddLotOrdersEnabled === false) add('ODD_LOT_NOT_ALLOWED');
  add(
    quantityProblem(instrument, side, input.quantity, {
      oddLot,
      oddLotsSellOnly: oddLotsSellOnly(ruleSet),
      sellable: input.sellable,
    }),
  );
  if (orderTypeHasPrice(orderType)) {
    const price = input.price;
    if (price === undefined || price === null) add('PRICE_STEP');
    else {
      add(
        priceProblem(instrument, side, orderType, price, {
          phase: quote.phase,
          nominalPrice: quote.last,
          auctionReference: quote.auctionReference,
          bestOpposite: side === 'BUY' ? quote.bestAsk : quote.bestBid,
          bestSameSide: side === 'BUY' ? quote.bestBid : quote.bestAsk,
        }),
      );
    }
  }
  if (input.timeInForce !== undefined && input.today !== undefined) {
    add(expiryProblem(input.timeInForce, input.expiryDate, input.today));
  }
  if (input.condition !== undefined) {
    // Triggers are measured from the last trade, or before the day's first trade from the previous close (as the
    // platform's condition engine measures them).
    const current = quote.last ?? quote.previousClose;
    add(conditionProblem(instrument.spreadTable, side, input.condition, current));
  }
  return problems;
}

/**
 * The problems of amending a working order to the values in `input` (price, quantity, time in force): the
 * market must allow amendment now, the new total may not fall to what has already filled, and the amended
 * order must pass every check a new one would. For a sell, `sellable` counts this order's own open shares.
 */
export function checkAmendment(input: OrderCheckInput, filledQuantity: number): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const amendment = amendmentProblem(input.instrument.ruleSet, input.quote?.phase);
  if (amendment !== null) problems.push(amendment);
  if (input.quantity <= filledQuantity) problems.push('LOT_SIZE');
  for (const problem of checkOrder(input)) if (!problems.includes(problem)) problems.push(problem);
  return problems;
}
