import {
  ORDER_RULE_DEFAULTS as DEFAULTS,
  SPREAD_TABLES,
  spreadTableIdOf,
  type PriceUnits,
  type SpreadTable,
  type SpreadTableChoice,
} from '@lantau/domain';
import type { InstrumentSpec } from './types';

// Presets with the market rules of hk-market.md as defaults; every value stays overridable per instrument. The
// spread table is the domain's choice (spreadTableIdOf), the one the quote and the order name.

const tableOf = (choice: SpreadTableChoice): SpreadTable => SPREAD_TABLES[spreadTableIdOf(choice)];

export function hkInstrument(input: {
  code: string;
  lotSize: number;
  previousClose: PriceUnits;
  /** The contract's instrument type: EQTY and REIT step on the 2025 table, ETFs, warrants and CBBCs on the older. */
  instrumentType?: string;
}): InstrumentSpec {
  return {
    code: input.code,
    market: 'HK',
    spreadTable: tableOf({
      market: 'HK',
      ...(input.instrumentType && { instrumentType: input.instrumentType }),
    }),
    lotSize: input.lotSize,
    previousClose: input.previousClose,
    maxLotsPerOrder: DEFAULTS.hkMaxLotsPerOrder,
    nominalPriceFactor: DEFAULTS.hkNominalPriceFactor,
    oddLotBook: true,
    openingAuctionBandPercent: DEFAULTS.hkOpeningAuctionBandPercent,
    closingAuctionBandPercent: DEFAULTS.hkClosingAuctionBandPercent,
    continuousOrderTypes: ['limit', 'enhanced-limit', 'special-limit'],
  };
}

export function usInstrument(input: { code: string; previousClose: PriceUnits }): InstrumentSpec {
  return {
    code: input.code,
    market: 'US',
    spreadTable: tableOf({ market: 'US' }),
    lotSize: 1,
    previousClose: input.previousClose,
    continuousOrderTypes: ['limit', 'market'],
  };
}

export function aShareInstrument(input: {
  code: string;
  previousClose: PriceUnits;
  buyLotSize?: number;
  dailyLimitPercent?: number;
}): InstrumentSpec {
  return {
    code: input.code,
    market: 'CN_A',
    spreadTable: tableOf({ market: 'MA^MZ' }),
    lotSize: 1,
    buyLotSize: input.buyLotSize ?? DEFAULTS.mainlandLotSize,
    previousClose: input.previousClose,
    maxQuantityPerOrder: DEFAULTS.aShareMaxQuantityPerOrder,
    dailyLimitPercent: input.dailyLimitPercent ?? DEFAULTS.mainlandDailyLimitPercent,
    amendAllowed: false,
    continuousOrderTypes: ['limit'],
  };
}

export function bShareInstrument(input: {
  code: string;
  previousClose: PriceUnits;
  buyLotSize?: number;
  /** Shanghai B-shares (USD) step 0.001; Shenzhen B-shares (HKD) 0.01. */
  exchange?: 'SS' | 'SZ';
}): InstrumentSpec {
  return {
    code: input.code,
    market: 'CN_B',
    spreadTable: tableOf({ market: 'SS^SZ', subMarket: input.exchange ?? 'SZ' }),
    lotSize: 1,
    buyLotSize: input.buyLotSize ?? DEFAULTS.mainlandLotSize,
    previousClose: input.previousClose,
    dailyLimitPercent: DEFAULTS.mainlandDailyLimitPercent,
    continuousOrderTypes: ['limit'],
  };
}
