import Decimal from 'decimal.js';
import { priceUnitsToString, PRICE_UNIT_SCALE, type PriceUnits } from '@lantau/domain';
import type {
  BrokerQueueEntry,
  DepthLevel,
  MarketPhase,
  Quote,
  QuoteDelta,
  QuoteMinor,
  QuotePlan,
  StockIdentity,
  TradeTick,
} from '@lantau/contract';
import {
  spreadTableIdOfInstrument,
  type AuctionState,
  type BrokerQueueSlot,
  type InstrumentReference,
  type QuoteState,
  type TradePrint,
} from '@lantau/exchange';

// QuoteState (the simulator's integers) to the contract's Quote (decimal text). Pure: no clock, no I/O, so
// the same state always gives the same quote and the stream can build a state's wire form once for every
// client.

/** How much of a quote a plan shows, and when the data is from. */
export interface QuoteView {
  feedPlan: QuotePlan;
  delayed: boolean;
  /** Epoch ms of the data: the state's time when live, exactly 15 minutes ago when delayed. */
  updateTime: number;
  /** Depth levels per side (10 on LEVEL2, 1 otherwise, 0 when the depth group was not asked for). */
  depth: number;
  /** HK LEVEL2 only. */
  brokerQueue: boolean;
  /** Most recent trades to include. */
  trades: number;
  /** A warrant's or CBBC's underlying price (instrument or index) as decimal text; null when unknown. */
  underlyingPrice: string | null;
}

const BROKER_QUEUE_LEVELS = 40;

export const price = (units: PriceUnits): string => priceUnitsToString(units);
const priceOrNull = (units: PriceUnits | null): string | null => (units === null ? null : price(units));
const fromUnits = (units: PriceUnits) => new Decimal(units).div(PRICE_UNIT_SCALE);

/** Percent change from `from` to `to`, 2 decimals; null without a base. */
export function percentChange(from: PriceUnits | null, to: PriceUnits | null): string | null {
  if (from === null || to === null || from === 0) return null;
  return new Decimal(to - from).div(from).mul(100).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Money amounts (turnover, market capitalisation) to the cent. */
export const amount = (value: Decimal.Value): string => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

const sideOf = (side: 'buy' | 'sell' | null) => (side === null ? null : side === 'buy' ? 'BUY' : 'SELL');

function depthOf(levels: QuoteState['bids'], count: number): DepthLevel[] {
  return levels
    .slice(0, count)
    .map((level) => ({ price: price(level.price), quantity: level.quantity, orders: level.orders }));
}

function brokerEntry(slot: BrokerQueueSlot): BrokerQueueEntry | undefined {
  if (slot.brokerId !== undefined) {
    return { kind: 'broker', brokerId: slot.brokerId, brokerName: slot.brokerName ?? '' };
  }
  if (slot.spread !== undefined && slot.spread > 0) return { kind: 'spread', spread: slot.spread };
  return undefined;
}

function brokersOf(slots: readonly BrokerQueueSlot[]): BrokerQueueEntry[] {
  return slots
    .slice(0, BROKER_QUEUE_LEVELS)
    .map(brokerEntry)
    .filter((entry): entry is BrokerQueueEntry => entry !== undefined);
}

export function tradeOf(print: TradePrint): TradeTick {
  return {
    time: print.time,
    price: price(print.price),
    quantity: print.quantity,
    aggressor: sideOf(print.aggressor),
  };
}

function auctionOf(state: AuctionState | null): Quote['cas'] {
  if (!state) return null;
  return {
    reference: price(state.reference),
    lower: price(state.lower),
    upper: price(state.upper),
    imbalanceDirection: sideOf(state.imbalanceSide) ?? 'NONE',
    imbalanceQuantity: state.imbalanceQuantity,
  };
}

const preOpeningPhases: readonly MarketPhase[] = [
  'PRE_OPENING',
  'PRE_OPENING_NO_CANCEL',
  'RANDOM_MATCHING',
  'BLOCKING',
];
const closingAuctionPhases: readonly MarketPhase[] = [
  'CLOSING_REFERENCE',
  'CLOSING_AUCTION',
  'CLOSING_NO_CANCEL',
  'RANDOM_CLOSE',
];

/** The fields a stream `delta` frame carries, all of them (the stream sends only those that changed). */
export function deltaFieldsOf(state: QuoteState, view: QuoteView): Required<QuoteDelta> {
  const brokers = view.brokerQueue && state.instrument.market === 'HK';
  return {
    updateTime: view.updateTime,
    nominal: priceOrNull(state.last),
    change: state.last === null ? null : price(state.last - state.previousClose),
    changePct: percentChange(state.previousClose, state.last),
    open: priceOrNull(state.open),
    high: priceOrNull(state.high),
    low: priceOrNull(state.low),
    volume: state.volume,
    turnover: amount(state.turnover),
    bids: depthOf(state.bids, view.depth),
    asks: depthOf(state.asks, view.depth),
    bidBrokers: brokers ? brokersOf(state.bidBrokers) : [],
    askBrokers: brokers ? brokersOf(state.askBrokers) : [],
    trades: state.trades.slice(0, view.trades).map(tradeOf),
  };
}

/** The slower-changing fields a stream `minor` frame carries. */
export function minorFieldsOf(state: QuoteState): Required<QuoteMinor> {
  return {
    phase: state.phase,
    flags: flagsOf(state),
    vcm: state.vcm && {
      reference: price(state.vcm.reference),
      lower: price(state.vcm.lower),
      upper: price(state.vcm.upper),
      coolingOffStart: state.vcm.coolingOffStart,
      coolingOffEnd: state.vcm.coolingOffEnd,
    },
    cas: auctionOf(state.cas),
    pos: auctionOf(state.pos),
    iep: priceOrNull(state.iep),
    iev: state.iev,
    previousClose: price(state.previousClose),
  };
}

function flagsOf(state: QuoteState): Quote['flags'] {
  const { vcm } = state;
  return {
    suspended: state.suspended,
    shortSell: state.instrument.shortSell,
    marginTrade: state.instrument.marginable,
    preOpening: preOpeningPhases.includes(state.phase),
    vcmCoolingOff: vcm !== null && state.time >= vcm.coolingOffStart && state.time < vcm.coolingOffEnd,
    closingAuction: closingAuctionPhases.includes(state.phase),
  };
}

/** PE, yield and market capitalisation at the quote's price (the last trade, else the previous close). */
export function equityOf(instrument: InstrumentReference, priceUnits: PriceUnits): Quote['equity'] {
  const terms = instrument.equity;
  if (!terms) return null;
  const at = fromUnits(priceUnits);
  const eps = new Decimal(terms.eps);
  const dividend = new Decimal(terms.dividendPerShare);
  return {
    pe: eps.isPositive() && !eps.isZero() ? at.div(eps).toFixed(2, Decimal.ROUND_HALF_UP) : null,
    dividendYield: at.isZero() ? null : dividend.div(at).mul(100).toFixed(2, Decimal.ROUND_HALF_UP),
    eps: terms.eps,
    nav: terms.nav ?? null,
    marketCap:
      instrument.sharesOutstanding === undefined ? null : amount(at.mul(instrument.sharesOutstanding)),
  };
}

/**
 * Warrant and CBBC terms with premium (how far the underlying must move, in percent, for holding to exercise
 * to break even) and gearing (underlying price over the cost of one share's worth of warrants).
 */
export function warrantOf(
  instrument: InstrumentReference,
  priceUnits: PriceUnits,
  underlyingPrice: string | null,
): Quote['warrant'] {
  const terms = instrument.warrant;
  if (!terms) return null;
  const ratio = new Decimal(terms.conversionRatio);
  const costPerShare = fromUnits(priceUnits).mul(ratio);
  const underlying = underlyingPrice === null ? null : new Decimal(underlyingPrice);
  const strike = new Decimal(terms.strike);
  const bullish = terms.kind === 'CALL' || terms.kind === 'BULL';
  const known = underlying !== null && !underlying.isZero();
  const breakEven = bullish ? strike.plus(costPerShare) : strike.minus(costPerShare);
  return {
    kind: terms.kind,
    underlying: terms.underlying,
    issuer: terms.issuer,
    strike: terms.strike,
    callLevel: terms.callLevel ?? null,
    maturity: terms.maturity,
    conversionRatio: ratio.toString(),
    premium: known
      ? (bullish ? breakEven.minus(underlying) : underlying.minus(breakEven))
          .div(underlying)
          .mul(100)
          .toFixed(2, Decimal.ROUND_HALF_UP)
      : null,
    gearing:
      known && !costPerShare.isZero() ? underlying.div(costPerShare).toFixed(2, Decimal.ROUND_HALF_UP) : null,
  };
}

/** How search results and lists name an instrument. */
export function identityOf(instrument: InstrumentReference): StockIdentity {
  return {
    market: instrument.market,
    subMarket: instrument.subMarket,
    stockCode: instrument.code,
    name: instrument.name,
    instrumentType: instrument.type,
    currency: instrument.currency,
    lotSize: instrument.lotSize,
  };
}

/** The whole Quote entity (spec section 3) of one state, as much of it as the view shows. */
export function mapQuote(state: QuoteState, view: QuoteView): Quote {
  const { instrument } = state;
  const at = state.last ?? state.previousClose;
  return {
    ...identityOf(instrument),
    spreadTableID: spreadTableIdOfInstrument(instrument),
    feedPlan: view.feedPlan,
    delayed: view.delayed,
    simulated: true,
    ...deltaFieldsOf(state, view),
    ...minorFieldsOf(state),
    changePctMTD: percentChange(state.monthOpenReference, at),
    changePctYTD: percentChange(state.yearOpenReference, at),
    high52w: priceOrNull(state.high52w),
    low52w: priceOrNull(state.low52w),
    dividend: instrument.equity?.dividendPerShare ?? null,
    linkedStocks: [...(instrument.linked ?? [])],
    equity: equityOf(instrument, at),
    warrant: warrantOf(instrument, at, view.underlyingPrice),
  };
}
