import type Decimal from 'decimal.js';
import type {
  CurrencyCode,
  LedgerReason,
  LocalizedText,
  MarketCode,
  OrderRejectReason,
} from '@lantau/contract';

/** What an amount is of: cash of one currency, or shares of one instrument. */
export type LedgerAsset =
  { kind: 'cash'; currency: CurrencyCode } | { kind: 'security'; market: MarketCode; stockCode: string };

/**
 * One leg of a journal. Client accounts are account numbers ('LTU100101'); the platform's own side uses
 * house accounts named 'HOUSE:<PURPOSE>' ('HOUSE:CLEARING', 'HOUSE:FEES', 'HOUSE:OPENING', 'HOUSE:BANK').
 */
export interface JournalLeg {
  account: string;
  asset: LedgerAsset;
  /** Signed: positive adds to the account's balance of the asset, negative takes away. */
  amount: Decimal;
  /** The business date the leg settles ('YYYY-MM-DD'); before it, it counts as unsettled. Defaults to today. */
  valueDate?: string;
  /**
   * Securities bought: the cost the position's average cost takes in (consideration plus buy fees).
   * Securities sold: omit (the ledger removes cost in proportion).
   */
  cost?: Decimal;
}

/** Part of a hold a journal uses up (a fill of a held order): released in the same call, before the legs. */
export interface HoldRelease {
  holdID: string;
  amount: Decimal;
  /** Voids what is left of the hold after `amount` (an order's last fill): one write instead of a voidHold. */
  voidRest?: boolean;
}

export interface JournalInput {
  reason: LedgerReason;
  /** Order ID, execution ID, fund request ID... */
  reference: string;
  /** Shown in the account record ('Buy 100 00700 @ 380.000' in three languages). */
  description: LocalizedText;
  /** Per asset, amounts sum to zero, else postJournal throws (and the database refuses it too). */
  legs: JournalLeg[];
  /**
   * Holds this journal settles, lowered before the legs are checked: a fill's cash leaves an account whose
   * available cash already excludes the hold, so checking the legs against it first would count it twice.
   * The same as calling reduceHold first in the same transaction.
   */
  releases?: HoldRelease[];
  /**
   * The journal records something that has already happened (the exchange has traded): it is posted even when
   * it takes an account's available cash or sellable quantity below zero. Only exchange fills pass it; the
   * checks when an order is placed and its hold keep that from happening in practice.
   */
  fact?: boolean;
}

export interface CashBalance {
  currency: CurrencyCode;
  settled: Decimal;
  unsettled: Decimal;
  onHold: Decimal;
  /** settled + unsettled - onHold: HK brokers let unsettled sale proceeds buy. */
  available: Decimal;
}

export interface SecurityBalance {
  market: MarketCode;
  stockCode: string;
  quantity: number;
  settledQuantity: number;
  onHold: number;
  /** quantity - onHold, minus boughtToday where the market has no same-day resale (A- and B-shares). */
  sellable: number;
  boughtToday: number;
  /** The ledger's: total cost / quantity (0 for an empty position). */
  averageCost: Decimal;
}

export interface AccountBalances {
  cash: CashBalance[];
  securities: SecurityBalance[];
}

/** The ledger refused a movement: not enough available cash (buying power) or sellable shares. */
export class LedgerRefusedError extends Error {
  override name = 'LedgerRefusedError';

  constructor(
    readonly reason: Extract<OrderRejectReason, 'INSUFFICIENT_BUYING_POWER' | 'INSUFFICIENT_SELLABLE'>,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/**
 * `placeHolds` placed none of its holds: one of them is not the usual case (too little available on its own or
 * with the call's other holds of its balance row, no balance row, a margin account's cash, shares that cannot
 * be resold today). Not a refusal: each hold placed alone (`placeHold`) says which one is refused, and why.
 */
export class HoldsNotPlacedTogether extends Error {
  override name = 'HoldsNotPlacedTogether';
}
