import {
  ORDER_RULE_DEFAULTS as DEFAULTS,
  SPREAD_TABLES,
  spreadTableIdFor,
  type PriceUnits,
  type SpreadInstrumentKind,
} from '@lantau/domain';
import type { InstrumentSpec } from './types';

// Presets with the market rules of hk-market.md as defaults; every value stays overridable per instrument.

export function hkInstrument(input: {
  code: string;
  lotSize: number;
  previousClose: PriceUnits;
  kind?: SpreadInstrumentKind;
}): InstrumentSpec {
  return {
    code: input.code,
    market: 'HK',
    spreadTable: SPREAD_TABLES[spreadTableIdFor('HK', input.kind ?? 'stock')],
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
    spreadTable: SPREAD_TABLES.US,
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
    spreadTable: SPREAD_TABLES.CN,
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
    spreadTable: input.exchange === 'SS' ? SPREAD_TABLES.CN_B_SHANGHAI : SPREAD_TABLES.CN,
    lotSize: 1,
    buyLotSize: input.buyLotSize ?? DEFAULTS.mainlandLotSize,
    previousClose: input.previousClose,
    dailyLimitPercent: DEFAULTS.mainlandDailyLimitPercent,
    continuousOrderTypes: ['limit'],
  };
}
