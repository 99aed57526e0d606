import {
  SPREAD_TABLES,
  spreadTableIdFor,
  toPriceUnits,
  type PriceUnits,
  type SpreadInstrumentKind,
  type SpreadTable,
} from '@lantau/domain';
import { aShareInstrument, bShareInstrument, hkInstrument, usInstrument } from '../instruments';
import type { InstrumentSpec } from '../types';
import type { InstrumentReference, UniverseInstrumentType } from './types';

// Turns the universe's reference data into the order book's trading rules, using the presets of instruments.ts
// for the markets the engine models (HK, US, A and B shares) and a generic limit-only preset elsewhere.

const HK_SPREAD_KIND: Readonly<Record<UniverseInstrumentType, SpreadInstrumentKind>> = {
  EQTY: 'stock',
  REIT: 'reit',
  ETF: 'etf',
  WRNT: 'warrant',
  CBBC: 'cbbc',
};

/** Daily price limits of the mainland boards, in percent of the previous close. */
const A_SHARE_LIMIT_PERCENT = { mainBoard: 10, growthBoard: 20, riskWarning: 5 } as const;

/**
 * The spread table an instrument trades on: HK by instrument type (stocks and REITs on the 2025 table, ETPs and
 * structured products on the older one), China's 0.01 table for A-shares and Shenzhen B-shares, 0.001 for Shanghai B-shares, and the US table (0.0001 below
 * 1, 0.01 from 1) for the US and, as a generic table, for Japan, Singapore and the UK.
 */
export function spreadTableFor(instrument: InstrumentReference): SpreadTable {
  switch (instrument.market) {
    case 'HK':
      return SPREAD_TABLES[spreadTableIdFor('HK', HK_SPREAD_KIND[instrument.type])];
    case 'MA^MZ':
      return SPREAD_TABLES[spreadTableIdFor('CN_A')];
    case 'SS^SZ':
      return instrument.subMarket === 'SS'
        ? SPREAD_TABLES.CN_B_SHANGHAI
        : SPREAD_TABLES[spreadTableIdFor('CN_B')];
    case 'US':
    case 'JP':
    case 'SG^SI':
    case 'GB^GP':
      return SPREAD_TABLES.US;
  }
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
 * Markets the order book has no specific rules for (Japan, Singapore, the UK): limit orders only, in whole board
 * lots, on the generic table. The engine's Market type names no such market, so the book runs them under 'US'
 * rules, which add nothing beyond the lot and the tick.
 */
export function otherMarketInstrument(input: {
  code: string;
  lotSize: number;
  previousClose: PriceUnits;
}): InstrumentSpec {
  return {
    code: input.code,
    market: 'US',
    spreadTable: SPREAD_TABLES.US,
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
      return hkInstrument({ code, lotSize, previousClose, kind: HK_SPREAD_KIND[instrument.type] });
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
      return otherMarketInstrument({ code, lotSize, previousClose });
  }
}
