import { z } from 'zod';

// The words of trading both sides share: sides, order types, conditions, time in force, the reasons an order
// is refused, and the kinds of ledger movement. The statuses themselves are in statuses.ts (spec section 3).

export const orderSides = ['BUY', 'SELL'] as const;
export const orderSideSchema = z.enum(orderSides);
export type OrderSide = z.infer<typeof orderSideSchema>;

/**
 * How the order meets the book. Hong Kong: LO limit, ELO enhanced limit (may match up to 10 price queues), SLO
 * special limit (fills what it can, the rest is cancelled), AO at-auction, ALO at-auction limit; ODD an odd-lot
 * limit order to the odd-lot book. MO market (US). Mainland A- and B-shares take LO only.
 */
export const orderTypes = ['LO', 'ELO', 'SLO', 'AO', 'ALO', 'MO', 'ODD'] as const;
export const orderTypeSchema = z.enum(orderTypes);
export type OrderType = z.infer<typeof orderTypeSchema>;

/**
 * Conditions the platform holds and triggers on live prices (the order waits in HLD until then).
 * STOP_LOSS_LIMIT: a limit order once the price crosses the trigger (down for a sell, up for a buy).
 * TRIGGER_MARKET: an at-best order (market, or an ELO at the touch in Hong Kong) once the price crosses the
 * trigger. DUAL_LIMIT: two-way limit: a take-profit price above and a stop price below (or the reverse for a
 * buy); the first reached sends. CHASE_LIMIT: a limit at the best price that follows the market, never past
 * `chaseCap`. TARGET_PRICE_LIMIT: a limit order sent once the price reaches the target. OCO: two legs; when one
 * fills (even partly) the other is cancelled.
 */
export const orderConditions = [
  'STOP_LOSS_LIMIT',
  'TRIGGER_MARKET',
  'DUAL_LIMIT',
  'CHASE_LIMIT',
  'TARGET_PRICE_LIMIT',
  'OCO',
] as const;
export const orderConditionSchema = z.enum(orderConditions);
export type OrderCondition = z.infer<typeof orderConditionSchema>;

/** DAY: today only; GTD: good till `expiryDate`; GTC: good till cancelled (90 days at most); NONE: no expiry. */
export const timesInForce = ['DAY', 'GTD', 'GTC', 'NONE'] as const;
export const timeInForceSchema = z.enum(timesInForce);
export type TimeInForce = z.infer<typeof timeInForceSchema>;

/**
 * The order account option of spec sections 4 and 5: SELL sets BCAN 1, AGGREGATED sets BCAN 2; without an
 * option the client types a CE number and BCAN.
 */
export const orderAccountOptions = ['SELL', 'AGGREGATED'] as const;
export const orderAccountOptionSchema = z.enum(orderAccountOptions);
export type OrderAccountOption = z.infer<typeof orderAccountOptionSchema>;

/**
 * Why an order (or an amendment or cancel) was refused, by the platform's checks or by the exchange. The
 * domain's order checks name their problems with these same words; every one has a text in three languages.
 */
export const orderRejectReasons = [
  'LOT_SIZE',
  'ODD_LOT_NOT_ALLOWED',
  'ODD_LOT_SELL_ONLY',
  'PRICE_STEP',
  'PRICE_TOO_FAR',
  'PRICE_LIMIT',
  'AUCTION_BAND',
  'MAX_QUANTITY',
  'ORDER_TYPE_NOT_ALLOWED',
  'ORDER_TYPE_SESSION',
  /** A new issue's grey market takes limit day orders only (no other type, no condition, no later expiry). */
  'GREY_MARKET_LIMIT_DAY',
  'TRIGGER_SIDE',
  'INSUFFICIENT_BUYING_POWER',
  'INSUFFICIENT_SELLABLE',
  'SAME_DAY_RESALE',
  'MARKET_NOT_ENABLED',
  'NO_ACCOUNT_FOR_MARKET',
  'BCAN_REQUIRED',
  'CE_BCAN_INVALID',
  'NORTHBOUND_QUOTA',
  /** ChiNext and STAR shares through Stock Connect: institutional professional investors only. */
  'PROFESSIONAL_INVESTOR_ONLY',
  /** A buy of an instrument type the broker does not offer (InstTypeHK, InstTypeMA, InstTypeMZ). */
  'INSTRUMENT_TYPE_NOT_ALLOWED',
  'MARKET_CLOSED',
  'NO_CANCEL_PHASE',
  'AMEND_NOT_ALLOWED',
  'EXPIRY_DATE',
  'UNKNOWN_STOCK',
  'SUSPENDED',
  'EXCHANGE_REJECTED',
  /** A new issue's listing was cancelled: its grey market orders are void, their trades reversed. */
  'LISTING_CANCELLED',
] as const;
export const orderRejectReasonSchema = z.enum(orderRejectReasons);
export type OrderRejectReason = z.infer<typeof orderRejectReasonSchema>;

/** Kinds of ledger movement (the journal's reason), as the account record filters and shows them. */
export const ledgerReasons = [
  'OPENING_BALANCE',
  'ORDER_HOLD',
  'TRADE',
  'FEE',
  'SETTLEMENT',
  'DEPOSIT',
  'WITHDRAWAL',
  'EXCHANGE',
  'TRANSFER',
  'CORPORATE_ACTION',
  'IPO',
  'INTEREST',
  'ADJUSTMENT',
] as const;
export const ledgerReasonSchema = z.enum(ledgerReasons);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

/** Fee items of an estimate or a booked trade (spec section 3: brokerage, stamp duty, CCASS fee, other). */
export const feeItems = [
  'BROKERAGE',
  'STAMP_DUTY',
  'TRADING_FEE',
  'SFC_LEVY',
  'AFRC_LEVY',
  'SETTLEMENT_FEE',
  'HANDLING_FEE',
  /** Stock Connect northbound: the transfer fee ChinaClear charges. */
  'TRANSFER_FEE',
  /** Stock Connect northbound: HKSCC's own transfer fee, charged on top of ChinaClear's. */
  'HKSCC_TRANSFER_FEE',
  'SEC_FEE',
  'FINRA_TAF',
  'OTHER',
] as const;
export const feeItemSchema = z.enum(feeItems);
export type FeeItem = z.infer<typeof feeItemSchema>;

/** A margin account's state: MARGIN_CALL when equity falls below the maintenance requirement. */
export const marginStates = ['NORMAL', 'MARGIN_CALL'] as const;
export const marginStateSchema = z.enum(marginStates);
export type MarginState = z.infer<typeof marginStateSchema>;
