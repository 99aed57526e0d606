import type { PriceUnits, SpreadTable } from '../market-rules';
import type { MarketRuleSet } from './market-order-rules';

// The order rules of one instrument as data: lots, order size limits, the price rules. The exchange
// simulator's instrument specs carry the same fields, so both check orders with the functions of this folder.

/** Market defaults from hk-market.md; brokers configure the A/B lot sizes. */
export const ORDER_RULE_DEFAULTS = {
  /** HK: at most 3,000 board lots per order. */
  hkMaxLotsPerOrder: 3_000,
  /** HK: a price 9 times the nominal price or more, or one-ninth or less, is rejected. */
  hkNominalPriceFactor: 9,
  /** HK pre-opening: at-auction limit prices within 15% of the previous close. */
  hkOpeningAuctionBandPercent: 15,
  /** HK closing auction: within 5% of the reference price. */
  hkClosingAuctionBandPercent: 5,
  /** China A through Stock Connect: at most 1,000,000 shares per order. */
  aShareMaxQuantityPerOrder: 1_000_000,
  /** A- and B-shares: daily limit of 10% of the previous close (5% risk-warned, 20% ChiNext and STAR). */
  mainlandDailyLimitPercent: 10,
  /** ASharesBuyLotSize, ASharesSellLotSize, BSharesBuyLotSize, BSharesSellLotSize when not configured. */
  mainlandLotSize: 100,
} as const;

/** Lots and order size limits. */
export interface QuantityRules {
  /** Board lot: every order is whole lots of it, except HK odd-lot orders (below one lot). */
  readonly lotSize: number;
  /** A/B shares: buys are whole multiples of this (ASharesBuyLotSize / BSharesBuyLotSize). */
  readonly buyLotSize?: number;
  /** A/B shares: sells are whole multiples of this, or carry the holding's whole odd remainder. */
  readonly sellLotSize?: number;
  /** HK: the most board lots one order may carry. */
  readonly maxLotsPerOrder?: number;
  /** A-shares: the most shares one order may carry. */
  readonly maxQuantityPerOrder?: number;
}

/** Price steps, the nominal-price rule, daily limits and auction bands. */
export interface PriceRules {
  readonly spreadTable: SpreadTable;
  /** HK 9x / one-ninth rule against the nominal price. */
  readonly nominalPriceFactor?: number;
  /** A/B shares: daily limit in percent of the previous close. */
  readonly dailyLimitPercent?: number;
  /** Band for at-auction limit orders in the pre-opening auction, percent of the previous close. */
  readonly openingAuctionBandPercent?: number;
  /** Band in the closing auction, percent of the reference price. */
  readonly closingAuctionBandPercent?: number;
}

/** Everything the portal's order checks need to know about an instrument. */
export interface InstrumentOrderRules extends QuantityRules, PriceRules {
  readonly ruleSet: MarketRuleSet;
  /** Previous close: the reference of daily limits, the opening auction band and (before a trade) the 9x rule. */
  readonly previousClose: PriceUnits;
  /** Instrument type (EQTY, ETF, ...); stamp duty depends on it. */
  readonly instrumentType?: string;
}

/** Broker configuration that changes order rules (spec section 6). */
export interface BrokerLotSizes {
  readonly aSharesBuyLotSize?: number;
  readonly aSharesSellLotSize?: number;
  readonly bSharesBuyLotSize?: number;
  readonly bSharesSellLotSize?: number;
}

/**
 * The order rules of an instrument with its market's defaults. The spread table is the caller's to name, as the
 * domain's `spreadTableIdOf` chose it for the instrument (the server from the instrument, the web from the
 * quote's or the order's `spreadTableID`): a rule set does not tell a table (an HK warrant and an HK stock, a
 * Shanghai and a Shenzhen B-share share theirs and step differently).
 */
export function instrumentOrderRules(
  ruleSet: MarketRuleSet,
  instrument: {
    readonly lotSize: number;
    readonly previousClose: PriceUnits;
    readonly instrumentType?: string;
    readonly spreadTable: SpreadTable;
    readonly dailyLimitPercent?: number;
  },
  broker: BrokerLotSizes = {},
): InstrumentOrderRules {
  const d = ORDER_RULE_DEFAULTS;
  const base = {
    ruleSet,
    previousClose: instrument.previousClose,
    instrumentType: instrument.instrumentType,
    spreadTable: instrument.spreadTable,
  };
  switch (ruleSet) {
    case 'HK':
      return {
        ...base,
        lotSize: instrument.lotSize,
        maxLotsPerOrder: d.hkMaxLotsPerOrder,
        nominalPriceFactor: d.hkNominalPriceFactor,
        openingAuctionBandPercent: d.hkOpeningAuctionBandPercent,
        closingAuctionBandPercent: d.hkClosingAuctionBandPercent,
      };
    case 'CN_A':
    case 'CN_B': {
      // Mainland lots come from broker configuration; any share count is a whole "lot" of 1 otherwise.
      const aShares = ruleSet === 'CN_A';
      return {
        ...base,
        lotSize: 1,
        buyLotSize: (aShares ? broker.aSharesBuyLotSize : broker.bSharesBuyLotSize) ?? d.mainlandLotSize,
        sellLotSize: (aShares ? broker.aSharesSellLotSize : broker.bSharesSellLotSize) ?? d.mainlandLotSize,
        dailyLimitPercent: instrument.dailyLimitPercent ?? d.mainlandDailyLimitPercent,
        maxQuantityPerOrder: aShares ? d.aShareMaxQuantityPerOrder : undefined,
      };
    }
    case 'US':
    case 'OTHER':
      return {
        ...base,
        lotSize: instrument.lotSize,
      };
  }
}

/** A- and B-shares: odd lots may only be sold (and then the whole odd remainder in one order). */
export function oddLotsSellOnly(ruleSet: MarketRuleSet): boolean {
  return ruleSet === 'CN_A' || ruleSet === 'CN_B';
}
