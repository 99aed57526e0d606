import {
  auctionBandPercent,
  brokenPriceRule,
  exceedsMaxLots,
  isAuctionPhase,
  isWithinBand,
  type PriceContext,
  type QuantityCheckOptions,
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
  /** The instrument's rules as the domain's checks take them, prepared once (see InstrumentRules). */
  readonly rules: InstrumentRules;
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

/**
 * One instrument's rules in the form the domain's checks take, built once per book rather than per order: the
 * matching bench measured the per-order copy of the instrument and the order-type lists the domain builds per
 * call at about half the engine's time. The answers are still the domain's (one copy of the rules), only
 * remembered: which order types each phase takes never changes for an instrument.
 */
export class InstrumentRules {
  /** The instrument with the domain's rule-set name (the engine's markets are rule-set names). */
  readonly priced: InstrumentSpec & { readonly ruleSet: string };
  /** Per phase, whether each engine order type is taken (board lots), and whether odd lots are. */
  private readonly phases = new Map<
    BookPhase,
    { readonly types: ReadonlySet<OrderType>; readonly odd: boolean }
  >();

  private lastPhase: BookPhase | undefined = undefined;
  private lastAnswer: { readonly types: ReadonlySet<OrderType>; readonly odd: boolean } | undefined =
    undefined;

  constructor(readonly instrument: InstrumentSpec) {
    this.priced = { ...instrument, ruleSet: instrument.market };
  }

  /** The market's rules first, then what this simulated instrument offers (some markets only limit orders). */
  typeAllowed(type: OrderType, phase: BookPhase): boolean {
    return this.phase(phase).types.has(type);
  }

  /** An odd-lot order is the portal's ODD: a limit order, in the phases ODD is taken. */
  oddLotAllowed(type: OrderType, phase: BookPhase): boolean {
    return type === 'limit' && this.phase(phase).odd;
  }

  private phase(phase: BookPhase): { readonly types: ReadonlySet<OrderType>; readonly odd: boolean } {
    // A book stays in one phase for hours: the last answer saves the map lookup on nearly every order.
    if (phase === this.lastPhase && this.lastAnswer !== undefined) return this.lastAnswer;
    let known = this.phases.get(phase);
    if (known === undefined) {
      const { market, continuousOrderTypes } = this.instrument;
      const types = new Set<OrderType>();
      for (const type of Object.keys(PORTAL_ORDER_TYPE) as OrderType[]) {
        if (
          orderTypeProblem(market, PORTAL_ORDER_TYPE[type], phase) === null &&
          (isAuctionPhase(phase) || continuousOrderTypes.includes(type))
        )
          types.add(type);
      }
      known = { types, odd: orderTypeProblem(market, 'ODD', phase) === null };
      this.phases.set(phase, known);
    }
    this.lastPhase = phase;
    this.lastAnswer = known;
    return known;
  }
}

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
  const { phase, instrument, rules } = book;
  if (phase === 'closed') return 'MARKET_CLOSED';
  if (!rules.typeAllowed(type, phase)) return 'ORDER_TYPE_NOT_ALLOWED';
  const oddLot = isOddLot(instrument, quantity);
  if (oddLot && !rules.oddLotAllowed(type, phase)) return 'ODD_LOT_NOT_ALLOWED';
  const quantityReason = checkQuantity(instrument, side, quantity, oddLot);
  if (quantityReason !== null) return quantityReason;
  if (type === 'market' || type === 'at-auction') return null;
  const price = request.price;
  if (price === undefined) return 'PRICE_REQUIRED';
  return checkPrice(book, side, type, price, oddLot);
}

const ODD_LOT: QuantityCheckOptions = { oddLot: true };
const BOARD_LOT: QuantityCheckOptions = { oddLot: false };

/** Board lots (odd lots only below one lot), A/B buy lots, the 3,000-lot and 1,000,000-share maxima. */
export function checkQuantity(
  instrument: InstrumentSpec,
  side: Side,
  quantity: number,
  oddLot: boolean,
): RejectReason | null {
  const problem = quantityProblem(instrument, portalSide(side), quantity, oddLot ? ODD_LOT : BOARD_LOT);
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
  const context = PRICE_CONTEXT;
  context.phase = book.phase;
  context.nominalPrice = book.lastPrice ?? book.instrument.previousClose;
  context.auctionReference = book.referencePrice;
  context.bestOpposite = side === 'buy' ? book.bestAsk() : book.bestBid();
  context.bestSameSide = side === 'buy' ? book.bestBid() : book.bestAsk();
  context.dailyLimits = book.priceLimits;
  const broken = brokenPriceRule(
    book.rules.priced,
    portalSide(side),
    // An odd-lot limit order is the portal's ODD: its own book, not bound by the board-lot touch.
    oddLot ? 'ODD' : PORTAL_ORDER_TYPE[type],
    price,
    context,
  );
  return broken === null ? null : PRICE_REJECTS[broken];
}

/**
 * The one context every price check fills in: the engine is synchronous and brokenPriceRule keeps nothing of it,
 * so an order's check allocates nothing here.
 */
const PRICE_CONTEXT: { -readonly [K in keyof PriceContext]: PriceContext[K] } & {
  dailyLimits?: PriceLimits;
} = {};
