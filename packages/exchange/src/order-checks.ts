import {
  auctionBandPercent,
  brokenPriceRule,
  exceedsMaxLots,
  isAuctionPhase,
  isWithinBand,
  orderTypeProblem,
  quantityProblem,
  type OrderSide,
  type OrderType as PortalOrderType,
  type PriceLimits,
  type PriceRule,
  type PriceUnits,
} from '@lantau/domain';
import type { BookPhase, InstrumentSpec, OrderRequest, OrderType, RejectReason, Side } from './types';

// The exchange's side of the order checks. The rules themselves (which order types a phase takes, lots and
// size limits, ticks, the 9x rule, daily limits, auction bands, HK limit and enhanced limit prices) live in
// @lantau/domain so the portal checks orders by the same rules; this file only puts them in the engine's
// words and order of rejection. Pure functions over a read-only view of the book.

export { dailyPriceLimits, isAuctionPhase, isNoCancelPhase } from '@lantau/domain';

/** What the checks need to know about a book. */
export interface BookState {
  readonly instrument: InstrumentSpec;
  readonly phase: BookPhase;
  /** Last board-lot trade, the nominal price of the 9x rule (else the previous close). */
  readonly lastPrice: PriceUnits | null;
  /** Previous close in the pre-opening auction, the fixed reference in the closing auction. */
  readonly referencePrice: PriceUnits;
  readonly priceLimits: PriceLimits | undefined;
  bestBid(): PriceUnits | undefined;
  bestAsk(): PriceUnits | undefined;
}

/** The portal's name of an engine order type (odd lots are the portal's ODD). */
const PORTAL_ORDER_TYPE: Readonly<Record<OrderType, PortalOrderType>> = {
  limit: 'LO',
  'enhanced-limit': 'ELO',
  'special-limit': 'SLO',
  market: 'MO',
  'at-auction': 'AO',
  'at-auction-limit': 'ALO',
};

/**
 * The engine order type a portal order enters as: an odd-lot order (ODD) is a limit order the engine sends to
 * its odd-lot book by its quantity.
 */
export const ENGINE_ORDER_TYPE: Readonly<Record<PortalOrderType, OrderType>> = {
  LO: 'limit',
  ELO: 'enhanced-limit',
  SLO: 'special-limit',
  AO: 'at-auction',
  ALO: 'at-auction-limit',
  MO: 'market',
  ODD: 'limit',
};

const portalSide = (side: Side): OrderSide => (side === 'buy' ? 'BUY' : 'SELL');

/** Whether a price is inside the current auction's band (15% pre-opening, 5% closing; no band elsewhere). */
export function inAuctionBand(book: BookState, price: PriceUnits): boolean {
  return isWithinBand(price, book.referencePrice, auctionBandPercent(book.instrument, book.phase));
}

/** Whether a quantity below one board lot goes to the odd-lot book. */
export function isOddLot(instrument: InstrumentSpec, quantity: number): boolean {
  return instrument.oddLotBook === true && quantity < instrument.lotSize;
}

/** Every check of a new order except the duplicate id (the book knows its orders). */
export function checkNewOrder(book: BookState, request: OrderRequest): RejectReason | null {
  const { side, type, quantity } = request;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return 'INVALID_QUANTITY';
  const { phase, instrument } = book;
  if (phase === 'closed') return 'MARKET_CLOSED';
  // The market's rules first, then what this simulated instrument offers (some markets only limit orders).
  const typeAllowed =
    orderTypeProblem(instrument.market, PORTAL_ORDER_TYPE[type], phase) === null &&
    (isAuctionPhase(phase) || instrument.continuousOrderTypes.includes(type));
  if (!typeAllowed) return 'ORDER_TYPE_NOT_ALLOWED';
  // An odd-lot order is the portal's ODD: a limit order, in the phases ODD is taken.
  const oddLot = isOddLot(instrument, quantity);
  if (oddLot && (type !== 'limit' || orderTypeProblem(instrument.market, 'ODD', phase) !== null)) {
    return 'ODD_LOT_NOT_ALLOWED';
  }
  const quantityReason = checkQuantity(instrument, side, quantity, oddLot);
  if (quantityReason !== null) return quantityReason;
  if (type === 'market' || type === 'at-auction') return null;
  const price = request.price;
  if (price === undefined) return 'PRICE_REQUIRED';
  return checkPrice(book, side, type, price, oddLot);
}

/** Board lots (odd lots only below one lot), A/B buy lots, the 3,000-lot and 1,000,000-share maxima. */
export function checkQuantity(
  instrument: InstrumentSpec,
  side: Side,
  quantity: number,
  oddLot: boolean,
): RejectReason | null {
  const problem = quantityProblem(instrument, portalSide(side), quantity, { oddLot });
  if (problem === null) return null;
  if (problem !== 'MAX_QUANTITY') return 'LOT_SIZE';
  return exceedsMaxLots(instrument, quantity) ? 'MAX_LOTS_EXCEEDED' : 'MAX_QUANTITY_EXCEEDED';
}

/** The exchange's name for each price rule of the domain. */
const PRICE_REJECTS: Readonly<Record<PriceRule, RejectReason>> = {
  TICK: 'PRICE_NOT_ON_TICK',
  NOMINAL_PRICE: 'PRICE_DEVIATION',
  DAILY_LIMIT: 'PRICE_LIMIT',
  AUCTION_BAND: 'AUCTION_PRICE_BAND',
  THROUGH_BEST: 'PRICE_THROUGH_BEST',
  FAR_FROM_BEST: 'PRICE_FAR_FROM_BEST',
};

/** Tick, 9x / one-ninth, daily limits, auction band, and HK's limit / enhanced limit and 24-spread rules. */
export function checkPrice(
  book: BookState,
  side: Side,
  type: OrderType,
  price: PriceUnits,
  oddLot = false,
): RejectReason | null {
  const instrument = book.instrument;
  const broken = brokenPriceRule(
    { ...instrument, ruleSet: instrument.market },
    portalSide(side),
    // An odd-lot limit order is the portal's ODD: its own book, not bound by the board-lot touch.
    oddLot ? 'ODD' : PORTAL_ORDER_TYPE[type],
    price,
    {
      phase: book.phase,
      nominalPrice: book.lastPrice ?? instrument.previousClose,
      auctionReference: book.referencePrice,
      bestOpposite: side === 'buy' ? book.bestAsk() : book.bestBid(),
      bestSameSide: side === 'buy' ? book.bestBid() : book.bestAsk(),
      dailyLimits: book.priceLimits,
    },
  );
  return broken === null ? null : PRICE_REJECTS[broken];
}
