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
