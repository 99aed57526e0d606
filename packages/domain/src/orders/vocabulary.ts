// The words of an order as the portal speaks them. They are the contract's words (packages/contract
// src/trading.ts) spelled again here because the domain depends on nothing; apps/server/src/trading-words.test.ts
// fails when the two lists drift apart.

export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** LO limit, ELO enhanced limit, SLO special limit, AO at-auction, ALO at-auction limit, MO market, ODD odd lot. */
export const ORDER_TYPES = ['LO', 'ELO', 'SLO', 'AO', 'ALO', 'MO', 'ODD'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const TIMES_IN_FORCE = ['DAY', 'GTD', 'GTC', 'NONE'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

export const ORDER_CONDITIONS = [
  'STOP_LOSS_LIMIT',
  'TRIGGER_MARKET',
  'DUAL_LIMIT',
  'CHASE_LIMIT',
  'TARGET_PRICE_LIMIT',
  'OCO',
] as const;
export type OrderConditionType = (typeof ORDER_CONDITIONS)[number];

export const ORDER_ACCOUNT_OPTIONS = ['SELL', 'AGGREGATED'] as const;
export type OrderAccountOption = (typeof ORDER_ACCOUNT_OPTIONS)[number];

/** Why an order is refused: the contract's `orderRejectReasons`, in the same order. */
export const ORDER_PROBLEMS = [
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
  'LISTING_CANCELLED',
] as const;
export type OrderProblem = (typeof ORDER_PROBLEMS)[number];
