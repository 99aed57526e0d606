import {
  SPREAD_TABLES,
  spreadTableIdOf,
  toPriceUnits,
  type PriceUnits,
  type SpreadTable,
  type SpreadTableId,
} from '@lantau/domain';
import { aShareInstrument, bShareInstrument, hkInstrument, usInstrument } from '../instruments';
import type { InstrumentSpec } from '../types';
import type { InstrumentReference } from './types';

// Turns the universe's reference data into the order book's trading rules, using the presets of instruments.ts
// for the markets the engine models (HK, US, A and B shares) and a generic limit-only preset elsewhere.

/** Daily price limits of the mainland boards, in percent of the previous close. */
const A_SHARE_LIMIT_PERCENT = { mainBoard: 10, growthBoard: 20, riskWarning: 5 } as const;

/**
 * The spread table an instrument trades on, as the domain chooses it (spreadTableIdOf): HK by instrument type,
 * China's 0.01 (Shanghai B-shares 0.001), the US table, Tokyo's by TOPIX 500 membership, Singapore's, and
 * London's by liquidity band.
 */
export function spreadTableIdOfInstrument(instrument: InstrumentReference): SpreadTableId {
  return spreadTableIdOf({
    market: instrument.market,
    instrumentType: instrument.type,
    subMarket: instrument.subMarket,
    ...(instrument.topix500 !== undefined && { topix500: instrument.topix500 }),
    ...(instrument.liquidityBand !== undefined && { liquidityBand: instrument.liquidityBand }),
  });
}

export function spreadTableFor(instrument: InstrumentReference): SpreadTable {
  return SPREAD_TABLES[spreadTableIdOfInstrument(instrument)];
}

/**
 * The daily limit of an A-share: risk-warned (ST) stocks 5%; ChiNext (300xxx, 301xxx) and STAR (688xxx) 20%
 * since their registration reforms; the main boards 10%.
 */
export function aShareDailyLimitPercent(instrument: InstrumentReference): number {
  if (instrument.riskWarning) return A_SHARE_LIMIT_PERCENT.riskWarning;
  if (/^(300|301|688)/.test(instrument.code)) return A_SHARE_LIMIT_PERCENT.growthBoard;
  return A_SHARE_LIMIT_PERCENT.mainBoard;
}

/**
 * Markets the order book has no other rules for (Japan, Singapore, the UK): limit orders only, in whole board
 * lots, on the market's own tick table. The engine's Market type names no such market, so the book runs them
 * under 'US' rules, which add nothing beyond the lot and the tick.
 */
export function otherMarketInstrument(input: {
  code: string;
  lotSize: number;
  previousClose: PriceUnits;
  spreadTable: SpreadTable;
}): InstrumentSpec {
  return {
    code: input.code,
    market: 'US',
    spreadTable: input.spreadTable,
    lotSize: input.lotSize,
    previousClose: input.previousClose,
    continuousOrderTypes: ['limit'],
  };
}

export interface InstrumentSpecOptions {
  /** The previous close the book starts from; defaults to the reference price. */
  readonly previousClose?: PriceUnits;
  /** Broker configuration ASharesBuyLotSize (default 100). */
  readonly aShareBuyLotSize?: number;
  /** Broker configuration for B-share buys (default 100). */
  readonly bShareBuyLotSize?: number;
}

/** The order book's trading rules for a universe instrument. */
export function instrumentSpecFor(
  instrument: InstrumentReference,
  options: InstrumentSpecOptions = {},
): InstrumentSpec {
  const previousClose = options.previousClose ?? toPriceUnits(instrument.referencePrice);
  const { code, lotSize } = instrument;
  switch (instrument.market) {
    case 'HK':
      return hkInstrument({ code, lotSize, previousClose, instrumentType: instrument.type });
    case 'US':
      return usInstrument({ code, previousClose });
    case 'MA^MZ':
      return aShareInstrument({
        code,
        previousClose,
        dailyLimitPercent: aShareDailyLimitPercent(instrument),
        ...(options.aShareBuyLotSize === undefined ? {} : { buyLotSize: options.aShareBuyLotSize }),
      });
    case 'SS^SZ':
      return bShareInstrument({
        code,
        previousClose,
        exchange: instrument.subMarket === 'SS' ? 'SS' : 'SZ',
        ...(options.bShareBuyLotSize === undefined ? {} : { buyLotSize: options.bShareBuyLotSize }),
      });
    case 'JP':
    case 'SG^SI':
    case 'GB^GP':
      return otherMarketInstrument({ code, lotSize, previousClose, spreadTable: spreadTableFor(instrument) });
  }
}
