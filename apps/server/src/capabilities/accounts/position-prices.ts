import Decimal from 'decimal.js';
import type { CurrencyCode, LocalizedText, MarketCode } from '@lantau/contract';
import { priceUnitsToString } from '@lantau/domain';
import type { QuoteSource } from '../market-data/quote-source';

export interface PositionPrice {
  name: LocalizedText;
  currency: CurrencyCode;
  lotSize: number;
  last: Decimal;
  previousClose: Decimal;
}

/**
 * Prices of held instruments from the quote source, live or exactly 15 minutes old: the same view the client's
 * quote plan gives on the quote screens. Undefined for an instrument the simulated exchange does not list.
 */
export function createPositionPrices(quotes: Pick<QuoteSource, 'instrument' | 'stateOf'>) {
  return (market: MarketCode, stockCode: string, live: boolean): PositionPrice | undefined => {
    let reference;
    try {
      reference = quotes.instrument(market, stockCode);
    } catch {
      return undefined;
    }
    const { state } = quotes.stateOf(reference, live);
    const previousClose = new Decimal(priceUnitsToString(state.previousClose));
    return {
      name: reference.name,
      currency: reference.currency as CurrencyCode,
      lotSize: reference.lotSize,
      last: state.last === null ? previousClose : new Decimal(priceUnitsToString(state.last)),
      previousClose,
    };
  };
}

export type PositionPrices = ReturnType<typeof createPositionPrices>;
