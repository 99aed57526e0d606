import { SPREAD_TABLES, type SpreadTable } from '@lantau/domain';
import type { CurrencyCode, MarketCode } from '@lantau/contract';

/** HK instrument types on the older spread table (exchange-traded products, debt, structured products). */
const HK_LEGACY_TYPES = new Set(['ETF', 'WRNT', 'CBBC', 'BOND']);

/**
 * The spread table a price steps on: HK by instrument type, A-shares and Shenzhen B-shares 0.01, Shanghai
 * B-shares (USD) 0.001, the US and other markets the US table.
 */
export function spreadTableForMarket(
  market: MarketCode,
  instrumentType?: string,
  currency?: CurrencyCode,
): SpreadTable {
  switch (market) {
    case 'HK':
      return instrumentType !== undefined && HK_LEGACY_TYPES.has(instrumentType)
        ? SPREAD_TABLES.HK_LEGACY
        : SPREAD_TABLES.HK_STOCK_2025;
    case 'MA^MZ':
      return SPREAD_TABLES.CN;
    case 'SS^SZ':
      return currency === 'USD' ? SPREAD_TABLES.CN_B_SHANGHAI : SPREAD_TABLES.CN;
    default:
      return SPREAD_TABLES.US;
  }
}

/** Decimal places a typed price may have: as fine as the market's smallest step. */
export function priceDecimalsFor(market: MarketCode, currency?: CurrencyCode): number {
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
