import { hkSpreadTableFor, SPREAD_TABLES, type SpreadTable } from '@lantau/domain';
import type { MarketCode } from '@lantau/contract';

/**
 * The spread table a price steps on: HK by instrument type, A-shares and Shenzhen B-shares 0.01, Shanghai
 * B-shares (USD) 0.001, the US and other markets the US table.
 */
export function spreadTableForMarket(
  market: MarketCode,
  instrumentType?: string,
  currency?: string,
): SpreadTable {
  switch (market) {
    case 'HK':
      return hkSpreadTableFor(instrumentType);
    case 'MA^MZ':
      return SPREAD_TABLES.CN;
    case 'SS^SZ':
      return currency === 'USD' ? SPREAD_TABLES.CN_B_SHANGHAI : SPREAD_TABLES.CN;
    default:
      return SPREAD_TABLES.US;
  }
}

/** Decimal places a typed price may have: as fine as the market's smallest step. */
export function priceDecimalsFor(market: MarketCode, currency?: string): number {
  switch (market) {
    case 'HK':
      return 3;
    case 'MA^MZ':
      return 2;
    case 'SS^SZ':
      return currency === 'USD' ? 3 : 2;
    default:
      return 4;
  }
}
