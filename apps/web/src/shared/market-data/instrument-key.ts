import type { MarketCode } from '@lantau/contract';

/** One instrument, as the store and the stream name it. */
export interface Instrument {
  market: MarketCode;
  stockCode: string;
}

export type InstrumentKey = `${string}|${string}`;

export function instrumentKey({ market, stockCode }: Instrument): InstrumentKey {
  return `${market}|${stockCode}`;
}

export function sameInstrument(a: Instrument | undefined, b: Instrument | undefined): boolean {
  return !!a && !!b && a.market === b.market && a.stockCode === b.stockCode;
}
