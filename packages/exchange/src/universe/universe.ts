import { A_SHARES } from './listings/a-shares';
import { B_SHARES } from './listings/b-shares';
import { GB_STOCKS } from './listings/gb-stocks';
import { HK_CBBCS } from './listings/hk-cbbcs';
import { HK_ETFS } from './listings/hk-etfs';
import { HK_REITS } from './listings/hk-reits';
import { HK_STOCKS } from './listings/hk-stocks';
import { HK_WARRANTS } from './listings/hk-warrants';
import { JP_STOCKS } from './listings/jp-stocks';
import { SG_STOCKS } from './listings/sg-stocks';
import { US_STOCKS } from './listings/us-stocks';
import type { InstrumentReference, UniverseMarket } from './types';

/** Every instrument the simulated exchange lists, market by market. */
export const UNIVERSE: readonly InstrumentReference[] = [
  ...HK_STOCKS,
  ...HK_ETFS,
  ...HK_REITS,
  ...HK_WARRANTS,
  ...HK_CBBCS,
  ...A_SHARES,
  ...B_SHARES,
  ...US_STOCKS,
  ...JP_STOCKS,
  ...SG_STOCKS,
  ...GB_STOCKS,
];

const instrumentKey = (market: UniverseMarket, code: string): string => `${market}|${code}`;

const byMarketAndCode = new Map<string, InstrumentReference>(
  UNIVERSE.map((instrument) => [instrumentKey(instrument.market, instrument.code), instrument]),
);

/** The instrument with this exchange code in this market, or undefined. Codes are unique per market. */
export function findInstrument(market: UniverseMarket, code: string): InstrumentReference | undefined {
  return byMarketAndCode.get(instrumentKey(market, code));
}

/** The instruments of one market, in universe order. */
export function instrumentsOf(market: UniverseMarket): readonly InstrumentReference[] {
  return UNIVERSE.filter((instrument) => instrument.market === market);
}
