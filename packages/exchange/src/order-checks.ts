import { isOnTick, roundToTick, ticksAway, type PriceUnits } from '@lantau/domain';
import type { BookPhase, InstrumentSpec, OrderRequest, OrderType, RejectReason, Side } from './types';

// The order checks of the market rules (hk-market.md), apart from the matching: which order types a phase
// takes, board lots and order size limits, ticks, the 9x / one-ninth rule, A/B daily limits, auction bands and
// the HK limit / enhanced limit price rules. Pure functions over a read-only view of the book.

/** An enhanced limit price may be at most 9 spreads beyond the best opposite price. */
const ELO_MAX_SPREADS = 9;

/** What the checks need to know about a book. */
export interface BookState {
  readonly instrument: InstrumentSpec;
  readonly phase: BookPhase;
  /** Last board-lot trade, the nominal price of the 9x rule (else the previous close). */
  readonly lastPrice: PriceUnits | null;
  /** Previous close in the pre-opening auction, the fixed reference in the closing auction. */
  readonly referencePrice: PriceUnits;
  readonly priceLimits: { readonly up: PriceUnits; readonly down: PriceUnits } | undefined;
  bestBid(): PriceUnits | undefined;
  bestAsk(): PriceUnits | undefined;
}

export function isAuctionPhase(phase: BookPhase): boolean {
  return phase !== 'continuous' && phase !== 'closed';
}

/** Phases in which resting orders may not be cancelled or amended. */
export function isNoCancelPhase(phase: BookPhase): boolean {
  return phase === 'pre-opening-no-cancel' || phase === 'closing-auction-no-cancel';
}

/** Whether a price is inside the current auction's band (15% pre-opening, 5% closing; no band elsewhere). */
export function inAuctionBand(book: BookState, price: PriceUnits): boolean {
  const closing = book.phase === 'closing-auction' || book.phase === 'closing-auction-no-cancel';
  const percent = closing
    ? book.instrument.closingAuctionBandPercent
    : book.instrument.openingAuctionBandPercent;
  if (percent === undefined) return true;
  const reference = book.referencePrice;
  return Math.abs(price - reference) * 100 <= percent * reference;
}

/** A/B shares: the limit-up and limit-down prices, rounded half up to the tick as the exchanges publish them. */
export function dailyPriceLimits(
  instrument: InstrumentSpec,
): { up: PriceUnits; down: PriceUnits } | undefined {
  const percent = instrument.dailyLimitPercent;
  if (percent === undefined) return undefined;
  const table = instrument.spreadTable;
  const close = instrument.previousClose;
  const up = roundToTick(table, idiv(close * (100 + percent), 100, 'nearest'), 'nearest');
  const down = roundToTick(table, idiv(close * (100 - percent), 100, 'nearest'), 'nearest');
  return up === undefined || down === undefined ? undefined : { up, down };
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
  const auctionType = type === 'at-auction' || type === 'at-auction-limit';
  // HK auctions take at-auction and at-auction limit orders; other markets' call auctions take limit orders.
  const auctionAccepts = instrument.market === 'HK' ? auctionType : type === 'limit';
  if (isAuctionPhase(phase) ? !auctionAccepts : !instrument.continuousOrderTypes.includes(type)) {
    return 'ORDER_TYPE_NOT_ALLOWED';
  }
  const oddLot = isOddLot(instrument, quantity);
  if (oddLot && (type !== 'limit' || phase !== 'continuous')) return 'ODD_LOT_NOT_ALLOWED';
  const quantityReason = checkQuantity(instrument, side, quantity, oddLot);
  if (quantityReason !== null) return quantityReason;
  if (type === 'market' || type === 'at-auction') return null;
  const price = request.price;
  if (price === undefined) return 'PRICE_REQUIRED';
  return checkPrice(book, side, type, price);
}

/** Board lots (odd lots only below one lot), A/B buy lots, the 3,000-lot and 1,000,000-share maxima. */
export function checkQuantity(
  instrument: InstrumentSpec,
  side: Side,
  quantity: number,
  oddLot: boolean,
): RejectReason | null {
  if (oddLot) return quantity < instrument.lotSize ? null : 'LOT_SIZE';
  if (quantity % instrument.lotSize !== 0) return 'LOT_SIZE';
  if (side === 'buy' && instrument.buyLotSize !== undefined && quantity % instrument.buyLotSize !== 0) {
    return 'LOT_SIZE';
  }
  if (
    instrument.maxLotsPerOrder !== undefined &&
    quantity > instrument.maxLotsPerOrder * instrument.lotSize
  ) {
    return 'MAX_LOTS_EXCEEDED';
  }
  if (instrument.maxQuantityPerOrder !== undefined && quantity > instrument.maxQuantityPerOrder) {
    return 'MAX_QUANTITY_EXCEEDED';
  }
  return null;
}

/** Tick, 9x / one-ninth, daily limits, auction band, and HK's limit / enhanced limit price rules. */
export function checkPrice(
  book: BookState,
  side: Side,
  type: OrderType,
  price: PriceUnits,
): RejectReason | null {
  const instrument = book.instrument;
  const table = instrument.spreadTable;
  if (!isOnTick(table, price)) return 'PRICE_NOT_ON_TICK';
  const factor = instrument.nominalPriceFactor;
  if (factor !== undefined) {
    const nominal = book.lastPrice ?? instrument.previousClose;
    if (price >= factor * nominal || price * factor <= nominal) return 'PRICE_DEVIATION';
  }
  const limits = book.priceLimits;
  if (limits !== undefined && (price > limits.up || price < limits.down)) return 'PRICE_LIMIT';
  if (type === 'at-auction-limit' && !inAuctionBand(book, price)) return 'AUCTION_PRICE_BAND';
  if (instrument.market === 'HK' && book.phase === 'continuous') {
    const opposite = side === 'buy' ? book.bestAsk() : book.bestBid();
    if (opposite !== undefined) {
      if (type === 'limit' && (side === 'buy' ? price > opposite : price < opposite))
        return 'PRICE_THROUGH_BEST';
      if (type === 'enhanced-limit') {
        const furthest = ticksAway(table, opposite, side === 'buy' ? ELO_MAX_SPREADS : -ELO_MAX_SPREADS);
        if (furthest !== undefined && (side === 'buy' ? price > furthest : price < furthest)) {
          return 'PRICE_THROUGH_BEST';
        }
      }
    }
  }
  return null;
}

/** Integer division of non-negative safe integers, exactly, rounded as asked. */
function idiv(numerator: number, denominator: number, mode: 'down' | 'nearest'): number {
  const adjusted = mode === 'nearest' ? numerator + Math.floor(denominator / 2) : numerator;
  return (adjusted - (adjusted % denominator)) / denominator;
}
