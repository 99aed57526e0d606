import { z } from 'zod';

/**
 * Market codes. A market that groups two exchanges joins their codes with a caret: MA^MZ is China A-shares
 * northbound (Shanghai MA, Shenzhen MZ), SS^SZ China B-shares (Shanghai SS, Shenzhen SZ).
 */
export const marketCodes = [
  'HK',
  'MA^MZ',
  'SS^SZ',
  'US',
  'AU',
  'CA',
  'DE',
  'EU',
  'FR',
  'GB^GP',
  'JP',
  'NL',
  'SG^SI',
  'TW',
  'MY',
  'KR',
] as const;
export const marketCodeSchema = z.enum(marketCodes);
export type MarketCode = z.infer<typeof marketCodeSchema>;

export const MARKET_SEPARATOR = '^';

/** The exchanges (sub-markets) a market code stands for: 'MA^MZ' gives ['MA', 'MZ']. */
export function subMarketsOf(market: MarketCode): string[] {
  return market.split(MARKET_SEPARATOR);
}

/** Instrument types, as broker configuration (InstTypeHK, InstTypeMA, InstTypeMZ) and quotes name them. */
export const instrumentTypes = ['EQTY', 'ETF', 'WRNT', 'CBBC', 'REIT', 'BOND', 'INDEX'] as const;
export const instrumentTypeSchema = z.enum(instrumentTypes);
export type InstrumentType = z.infer<typeof instrumentTypeSchema>;

/**
 * The price step tables an instrument's prices may sit on (packages/domain's spread tables, by the same IDs):
 * Hong Kong's 2025 table and its older one for ETPs and structured products, the US, China A and Shenzhen B
 * (0.01), Shanghai B (0.001), Tokyo's for TOPIX 500 constituents and for other stocks, Singapore's, and
 * London's MiFID II tables by liquidity band. The server names an instrument's table; the portal steps on it.
 */
export const spreadTableIDs = [
  'HK_STOCK_2025',
  'HK_LEGACY',
  'US',
  'CN',
  'CN_B_SHANGHAI',
  'JP_TOPIX500',
  'JP_STANDARD',
  'SG_STOCK',
  'GB_BAND_1',
  'GB_BAND_2',
  'GB_BAND_3',
  'GB_BAND_4',
  'GB_BAND_5',
  'GB_BAND_6',
] as const;
export const spreadTableIDSchema = z.enum(spreadTableIDs);
export type SpreadTableID = z.infer<typeof spreadTableIDSchema>;
