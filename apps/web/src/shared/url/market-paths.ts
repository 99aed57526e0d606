import { marketCodeSchema } from '@lantau/contract';
import type { QueryParams } from './encrypted-query';
import type { Instrument } from '../market-data/instrument-key';
import { MARKET_SEGMENT } from './paths';

export { MARKET_SEGMENT };
export const marketPages = [
  'overview',
  'quote',
  'multi_chart',
  'stock_screener',
  'watchlist',
  'price_alerts',
] as const;
export type MarketPage = (typeof marketPages)[number];

/** /{code}/main/market_informatica/{page} */
export function marketPath(mainPath: string, page: MarketPage): string {
  return `${mainPath}/${MARKET_SEGMENT}/${page}`;
}

/** The instrument travels in the encrypted query string, like every other piece of page state. */
export function instrumentParams(instrument: Instrument): QueryParams {
  return { market: instrument.market, stockCode: instrument.stockCode };
}

export function instrumentFromParams(params: QueryParams): Instrument | undefined {
  const market = marketCodeSchema.safeParse(params.market);
  const stockCode = params.stockCode;
  if (!market.success || !stockCode || stockCode.length > 12) return undefined;
  return { market: market.data, stockCode };
}
