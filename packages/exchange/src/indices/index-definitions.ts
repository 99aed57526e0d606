import { findInstrument, instrumentsOf } from '../universe/universe';
import type { IndexDefinition, InstrumentReference, UniverseMarket } from '../universe/types';
import { DJI_MEMBERS, HSCEI_MEMBERS, HSI_MEMBERS, HSTECH_MEMBERS, NASDAQ_LISTED } from './index-members';
import { capWeights, marketCapitalisation } from './index-weights';

// The indices the simulated market publishes. Each is computed from the universe's own members (the real SSE
// Composite holds ~2,300 stocks; ours holds the Shanghai A-shares we list), so the reference levels are real
// late-2025 levels and the moves follow our constituents.

/** Hang Seng caps a constituent at 8% of its indices. */
const HANG_SENG_WEIGHT_CAP = 0.08;

function membersOf(market: UniverseMarket, codes: readonly string[]): InstrumentReference[] {
  return codes.map((code) => {
    const instrument = findInstrument(market, code);
    if (!instrument) throw new Error(`Index member ${market} ${code} is not in the universe`);
    return instrument;
  });
}

function capitalisationWeighted(members: readonly InstrumentReference[], cap?: number) {
  const caps = members.map(marketCapitalisation);
  const weights = cap === undefined ? caps : capWeights(caps, cap);
  return members.map((member, index) => ({ code: member.code, weight: weights[index] ?? 0 }));
}

/** The Dow divides the sum of prices: weighting each by its reference price makes computeIndexLevel do that. */
function priceWeighted(members: readonly InstrumentReference[]) {
  return members.map((member) => ({ code: member.code, weight: Number(member.referencePrice) }));
}

const shanghaiA = instrumentsOf('MA^MZ').filter((instrument) => instrument.subMarket === 'MA');
const shenzhenA = instrumentsOf('MA^MZ').filter((instrument) => instrument.subMarket === 'MZ');

const hangSeng = (codes: readonly string[]) =>
  capitalisationWeighted(membersOf('HK', codes), HANG_SENG_WEIGHT_CAP);

const names: Partial<Record<IndexDefinition['code'], IndexDefinition['name']>> = {
  HSI: { en_US: 'Hang Seng Index', zh_HK: '恒生指數', zh_CN: '恒生指数' },
  HSCEI: { en_US: 'Hang Seng China Enterprises Index', zh_HK: '恒生中國企業指數', zh_CN: '恒生中国企业指数' },
  HSTECH: { en_US: 'Hang Seng TECH Index', zh_HK: '恒生科技指數', zh_CN: '恒生科技指数' },
  SSE: { en_US: 'SSE Composite Index', zh_HK: '上證綜合指數', zh_CN: '上证综合指数' },
  SZSE: { en_US: 'SZSE Component Index', zh_HK: '深證成份指數', zh_CN: '深证成份指数' },
  DJI: { en_US: 'Dow Jones Industrial Average', zh_HK: '道瓊斯工業平均指數', zh_CN: '道琼斯工业平均指数' },
  IXIC: { en_US: 'Nasdaq Composite Index', zh_HK: '納斯達克綜合指數', zh_CN: '纳斯达克综合指数' },
  SPX: { en_US: 'S&P 500 Index', zh_HK: '標普500指數', zh_CN: '标普500指数' },
};

function index(
  code: IndexDefinition['code'],
  market: UniverseMarket,
  referenceLevel: number,
  constituents: IndexDefinition['constituents'],
): IndexDefinition {
  const name = names[code];
  if (!name) throw new Error(`Index ${code} has no name`);
  return { code, market, name, referenceLevel, constituents };
}

export const INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  index('HSI', 'HK', 25_850, hangSeng(HSI_MEMBERS)),
  index('HSCEI', 'HK', 9_150, hangSeng(HSCEI_MEMBERS)),
  index('HSTECH', 'HK', 5_600, hangSeng(HSTECH_MEMBERS)),
  index('SSE', 'MA^MZ', 3_880, capitalisationWeighted(shanghaiA)),
  index('SZSE', 'MA^MZ', 12_900, capitalisationWeighted(shenzhenA)),
  index('DJI', 'US', 47_300, priceWeighted(membersOf('US', DJI_MEMBERS))),
  index('IXIC', 'US', 23_300, capitalisationWeighted(membersOf('US', NASDAQ_LISTED))),
  index('SPX', 'US', 6_800, capitalisationWeighted(instrumentsOf('US'))),
];

const byCode = new Map<string, IndexDefinition>(
  INDEX_DEFINITIONS.map((definition) => [definition.code, definition]),
);

export function findIndexDefinition(code: string): IndexDefinition | undefined {
  return byCode.get(code);
}
