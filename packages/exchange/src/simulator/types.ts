import type { InvestorId, LocalizedName, PriceUnits } from '@lantau/domain';
import type { ActionResult, CancelReason, DepthLevel, OrderRequest, Side } from '../types';
import type { IndexCode, IndexDefinition, InstrumentReference, UniverseMarket } from '../universe/types';

// The face of the running simulated market that the server reads. Prices are PriceUnits (integers of 1/10,000);
// the server turns them into decimal text at its edge.

/** What drives the sessions: the real timetable, or a demo where every market trades around the clock. */
export type ClockMode = 'calendar' | 'demo';

export type MarketPhase =
  | 'CLOSED'
  | 'PRE_OPENING'
  | 'PRE_OPENING_NO_CANCEL'
  | 'RANDOM_MATCHING'
  | 'BLOCKING'
  | 'CONTINUOUS'
  | 'LUNCH'
  | 'CLOSING_REFERENCE'
  | 'CLOSING_AUCTION'
  | 'CLOSING_NO_CANCEL'
  | 'RANDOM_CLOSE'
  | 'HOLIDAY'
  /** A new issue's pre-listing session (the broker's grey market): limit day orders only. */
  | 'GREY_MARKET';

export interface MarketStatus {
  readonly market: UniverseMarket;
  readonly phase: MarketPhase;
  /** 'YYYY-MM-DD' in the market's time zone. */
  readonly tradingDate: string;
  readonly clock: ClockMode;
}

export interface BrokerQueueSlot {
  /** A 4-digit HK exchange participant broker ID, or a spread marker n steps from the best price. */
  readonly brokerId?: string;
  readonly brokerName?: string;
  readonly spread?: number;
}

export interface TradePrint {
  readonly time: number;
  readonly price: PriceUnits;
  readonly quantity: number;
  readonly aggressor: Side | null;
}

export interface PriceBand {
  readonly reference: PriceUnits;
  readonly lower: PriceUnits;
  readonly upper: PriceUnits;
}

export interface VcmState extends PriceBand {
  readonly coolingOffStart: number;
  readonly coolingOffEnd: number;
}

export interface AuctionState extends PriceBand {
  readonly imbalanceSide: Side | null;
  readonly imbalanceQuantity: number;
}

/** Everything known about one instrument at one moment. Immutable: a new object per change. */
export interface QuoteState {
  readonly instrument: InstrumentReference;
  /** Increases with every change of this instrument. */
  readonly seq: number;
  readonly time: number;
  readonly phase: MarketPhase;
  readonly previousClose: PriceUnits;
  readonly last: PriceUnits | null;
  readonly open: PriceUnits | null;
  readonly high: PriceUnits | null;
  readonly low: PriceUnits | null;
  readonly volume: number;
  /** In the trading currency (not PriceUnits): turnover outgrows safe integers in units. */
  readonly turnover: number;
  /** Closes that anchor the month- and year-to-date changes, and the 52-week range (from history). */
  readonly monthOpenReference: PriceUnits | null;
  readonly yearOpenReference: PriceUnits | null;
  readonly high52w: PriceUnits | null;
  readonly low52w: PriceUnits | null;
  /** Best first, up to 10 levels. */
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
  /** HK: up to 40 slots per side, best first. */
  readonly bidBrokers: readonly BrokerQueueSlot[];
  readonly askBrokers: readonly BrokerQueueSlot[];
  /** Newest first, up to 50. */
  readonly trades: readonly TradePrint[];
  readonly iep: PriceUnits | null;
  readonly iev: number | null;
  readonly vcm: VcmState | null;
  /** Closing auction session panel. */
  readonly cas: AuctionState | null;
  /** Pre-opening session panel. */
  readonly pos: AuctionState | null;
  readonly suspended: boolean;
}

export interface IndexState {
  readonly definition: IndexDefinition;
  readonly time: number;
  readonly value: number;
  readonly previousClose: number;
}

export interface Candle {
  /** Start of the period, epoch milliseconds. */
  readonly time: number;
  readonly open: PriceUnits;
  readonly high: PriceUnits;
  readonly low: PriceUnits;
  readonly close: PriceUnits;
  readonly volume: number;
  readonly turnover: number;
}

export type CandlePeriod = '1m' | '5m' | '15m' | '30m' | '60m' | 'day' | 'week' | 'month';

/** What changed, so listeners re-read only what they need. */
export type MarketChange =
  | {
      readonly kind: 'quote';
      readonly market: UniverseMarket;
      readonly code: string;
      readonly minor: boolean;
    }
  | { readonly kind: 'index'; readonly code: IndexCode }
  | { readonly kind: 'phase'; readonly market: UniverseMarket };

/**
 * A client order entered through the platform: any order request, with the account or user it belongs to and,
 * in Hong Kong and northbound China A, the investor identification it must carry (HKIDR: the broker's CE
 * number and the client's BCAN).
 */
export type ClientOrderRequest = OrderRequest & { readonly owner: string; readonly investorId?: InvestorId };

/** What the exchange keeps of an open client order beside the book's own view. */
export interface ClientOrderTag {
  readonly owner: string;
  readonly investorId: InvestorId | undefined;
}

/** What happened to a client order (an order whose owner is not a liquidity agent). */
export type ClientExecution =
  | {
      readonly kind: 'fill';
      readonly market: UniverseMarket;
      readonly code: string;
      readonly orderId: string;
      readonly owner: string;
      /** The investor identification the order carried (Hong Kong and northbound), reported with each trade. */
      readonly investorId: InvestorId | undefined;
      readonly side: Side;
      readonly price: PriceUnits;
      readonly quantity: number;
      /** Quantity still open after this fill. */
      readonly leaves: number;
      readonly tradeId: number;
      readonly time: number;
      /** The other side's broker (a 4-digit HK broker ID for agent liquidity), when known. */
      readonly counterpartyBroker: string | undefined;
    }
  | {
      readonly kind: 'cancelled';
      readonly market: UniverseMarket;
      readonly code: string;
      readonly orderId: string;
      readonly owner: string;
      /** The open quantity that was cancelled. */
      readonly quantity: number;
      /** 'requested', 'unfilled' (end of day, special limit remainder), 'auction-unfilled', 'no-liquidity'. */
      readonly reason: CancelReason;
      readonly time: number;
    };

/** A new issue the platform lists (its IPO desk): Hong Kong, traded first in its grey market. */
export interface NewIssueListing {
  readonly code: string;
  readonly name: LocalizedName;
  readonly lotSize: number;
  readonly currency: string;
  /** Decimal text on the instrument's tick: the offer price, around which the market makers quote. */
  readonly offerPrice: string;
  /** Business dates, 'YYYY-MM-DD': the grey market's (the trading day before listing) and the listing's. */
  readonly greyMarketDate: string;
  readonly listingDate: string;
}

export interface MarketSimulator {
  readonly clock: ClockMode;
  readonly instruments: readonly InstrumentReference[];
  readonly indexDefinitions: readonly IndexDefinition[];
  instrument(market: UniverseMarket, code: string): InstrumentReference | undefined;
  /** The live quote. */
  quote(market: UniverseMarket, code: string): QuoteState | undefined;
  /** The quote as it was `delayMs` ago (15 minutes for the delayed plan); kept for at least 16 minutes. */
  quoteAt(market: UniverseMarket, code: string, time: number): QuoteState | undefined;
  indices(): readonly IndexState[];
  /** Candles ending at or before `endTime` (default now), oldest first, history and live merged. */
  candles(
    market: UniverseMarket,
    code: string,
    period: CandlePeriod,
    limit: number,
    endTime?: number,
  ): readonly Candle[];
  /** Minute candles of the current trading day, up to `endTime`. */
  intraday(market: UniverseMarket, code: string, endTime?: number): readonly Candle[];
  marketStatuses(): readonly MarketStatus[];
  /**
   * The market's time now, epoch milliseconds: the clock the simulator was given (Date.now unless injected). The
   * platform's business dates follow it (apps/server's market clock); marketStatuses() says which trading day
   * each market's exchange is in.
   */
  now(): number;
  /** Every change, synchronously, as it happens. Returns the function that unsubscribes. */
  onChange(listener: (change: MarketChange) => void): () => void;
  /** Runs the market on real timers until stop(). */
  start(): void;
  stop(): void;
  /** Steps the simulation to `time` (tests and replays; the clock is injected). */
  advanceTo(time: number): void;
  /**
   * Enters a client order into the instrument's book, where it trades against agent liquidity under the same
   * rules. Unknown instruments answer UNKNOWN_ORDER; ids starting with '~' are reserved for agents.
   */
  submitClientOrder(market: UniverseMarket, code: string, request: ClientOrderRequest): ActionResult;
  cancelClientOrder(market: UniverseMarket, code: string, orderId: string): ActionResult;
  amendClientOrder(
    market: UniverseMarket,
    code: string,
    orderId: string,
    change: { readonly quantity?: number; readonly price?: PriceUnits },
  ): ActionResult;
  /**
   * Lists a new issue, or updates one (its price fixed, its listing postponed): the instrument then follows
   * its own timetable (sessions/new-issue-day). The same listing again changes nothing. An update replaces
   * the instrument's book: its open client orders are cancelled ('requested').
   */
  listNewIssue(listing: NewIssueListing): void;
  /**
   * Takes a new issue off the exchange (its listing cancelled): its open client orders are cancelled
   * ('requested'), then it is gone. False when no new issue has that code.
   */
  delistNewIssue(code: string): boolean;
  /** Fills and cancellations of client orders, synchronously. Returns the function that unsubscribes. */
  onExecution(listener: (execution: ClientExecution) => void): () => void;
}
