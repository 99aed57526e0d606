import type { PriceUnits, SpreadTable, TradingPhase } from '@lantau/domain';

/** Markets the engine knows; each has its own order rules. */
export type Market = 'HK' | 'US' | 'CN_A' | 'CN_B';
export type Side = 'buy' | 'sell';

/**
 * Order types. HK continuous: limit (matches only at its own price, which may not be through the best opposite
 * price), enhanced-limit (up to 10 price queues, remainder rests), special-limit (up to 10 queues, remainder
 * cancelled). HK auctions: at-auction (no price) and at-auction-limit. Elsewhere: limit, and market (US).
 */
export type OrderType =
  'limit' | 'enhanced-limit' | 'special-limit' | 'market' | 'at-auction' | 'at-auction-limit';

/** Milliseconds since the epoch; injected so tests and replays are deterministic. */
export type Clock = () => number;

/** The trading rules of one instrument. Prices in PriceUnits (see @lantau/domain market-rules/price). */
export interface InstrumentSpec {
  readonly code: string;
  readonly market: Market;
  readonly spreadTable: SpreadTable;
  /** Board lot in shares (HK issuer-set; 1 in the US; 100 for A/B-share trading). */
  readonly lotSize: number;
  /** Previous close: reference for the 9x rule, daily limits and the pre-opening auction band. */
  readonly previousClose: PriceUnits;
  /** HK: the most board lots one order may carry (3,000). */
  readonly maxLotsPerOrder?: number;
  /** A-shares: the most shares one order may carry (1,000,000). */
  readonly maxQuantityPerOrder?: number;
  /** A/B shares: buys must be whole multiples of this (broker configuration, default 100). */
  readonly buyLotSize?: number;
  /** A/B shares: daily price limit in percent of the previous close (10, or 5 for risk-warned stocks). */
  readonly dailyLimitPercent?: number;
  /** HK: a price this many times the nominal price or more, or this fraction or less, is rejected (9). */
  readonly nominalPriceFactor?: number;
  /** HK: quantities below one board lot go to the separate odd-lot book. */
  readonly oddLotBook?: boolean;
  /** Percent band around the previous close for at-auction limit orders in the pre-opening auction (15). */
  readonly openingAuctionBandPercent?: number;
  /** Percent band around the reference price in the closing auction (5). */
  readonly closingAuctionBandPercent?: number;
  /** Whether amendment is allowed (A-shares: no; change means cancel and re-enter). */
  readonly amendAllowed?: boolean;
  /** Order types accepted in continuous trading. */
  readonly continuousOrderTypes: readonly OrderType[];
}

export interface OrderRequest {
  /** Unique per book; the platform's order id. */
  readonly id: string;
  readonly side: Side;
  readonly type: OrderType;
  /** Shares. */
  readonly quantity: number;
  /** Price units; required except for market and at-auction orders. */
  readonly price?: PriceUnits;
  /** Optional owner tag (broker id, account) carried into trade events. */
  readonly owner?: string;
}

/** The trading phase of one book; a session calendar drives it. */
export type BookPhase = TradingPhase;

export type RejectReason =
  | 'DUPLICATE_ORDER_ID'
  | 'UNKNOWN_ORDER'
  | 'INVALID_QUANTITY'
  | 'LOT_SIZE'
  | 'MAX_LOTS_EXCEEDED'
  | 'MAX_QUANTITY_EXCEEDED'
  | 'PRICE_REQUIRED'
  | 'PRICE_NOT_ON_TICK'
  | 'PRICE_DEVIATION' // 9x / one-ninth of the nominal price
  | 'PRICE_LIMIT' // A/B daily limit
  | 'AUCTION_PRICE_BAND' // 15% pre-opening, 5% closing
  | 'PRICE_THROUGH_BEST' // HK limit through the best price, enhanced limit more than 9 spreads away
  | 'PRICE_FAR_FROM_BEST' // HK: more than 24 spreads behind the best price of the order's own side
  | 'ORDER_TYPE_NOT_ALLOWED'
  | 'MARKET_CLOSED'
  | 'CANCEL_NOT_ALLOWED'
  | 'AMEND_NOT_ALLOWED'
  | 'ODD_LOT_NOT_ALLOWED'
  | 'INVESTOR_ID_REQUIRED'; // HK and northbound client orders without a CE number and BCAN

export type CancelReason = 'requested' | 'unfilled' | 'auction-unfilled' | 'no-liquidity';

interface EventBase {
  /** Sequence within the book, from 1; orders events totally. */
  readonly seq: number;
  readonly ts: number;
  readonly instrument: string;
}

export interface AcceptedEvent extends EventBase {
  readonly type: 'accepted';
  readonly orderId: string;
  readonly side: Side;
  readonly orderType: OrderType;
  readonly price: PriceUnits | null;
  readonly quantity: number;
  readonly book: 'board-lot' | 'odd-lot';
}

export interface RejectedEvent extends EventBase {
  readonly type: 'rejected';
  readonly action: 'new' | 'cancel' | 'amend';
  readonly orderId: string;
  readonly reason: RejectReason;
}

export interface TradeEvent extends EventBase {
  readonly type: 'trade';
  readonly tradeId: number;
  readonly price: PriceUnits;
  readonly quantity: number;
  readonly buyOrderId: string;
  readonly sellOrderId: string;
  readonly buyOwner: string | undefined;
  readonly sellOwner: string | undefined;
  /** The side that took liquidity; null for an auction uncrossing. */
  readonly aggressor: Side | null;
  /** Quantity still open on each order after this trade. */
  readonly buyLeaves: number;
  readonly sellLeaves: number;
  readonly book: 'board-lot' | 'odd-lot';
}

export interface CancelledEvent extends EventBase {
  readonly type: 'cancelled';
  readonly orderId: string;
  /** The open quantity that was cancelled. */
  readonly quantity: number;
  readonly reason: CancelReason;
}

export interface AmendedEvent extends EventBase {
  readonly type: 'amended';
  readonly orderId: string;
  /** New total quantity (filled plus open). */
  readonly quantity: number;
  readonly leaves: number;
  readonly price: PriceUnits | null;
  readonly priorityKept: boolean;
}

export type ExchangeEvent = AcceptedEvent | RejectedEvent | TradeEvent | CancelledEvent | AmendedEvent;
export type EventSink = (event: ExchangeEvent) => void;

/** Result of a submit, cancel or amend: ok, or the reason it was refused. */
export type ActionResult = { readonly ok: true } | { readonly ok: false; readonly reason: RejectReason };

/** A read-only view of an order the book holds. */
export interface OrderView {
  readonly id: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly price: PriceUnits | null;
  readonly quantity: number;
  readonly filled: number;
  readonly leaves: number;
  readonly book: 'board-lot' | 'odd-lot';
}

export interface DepthLevel {
  readonly price: PriceUnits;
  readonly quantity: number;
  readonly orders: number;
}
