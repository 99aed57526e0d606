import type { InstrumentReference } from '@lantau/exchange';

// Stock search over the simulated universe: by code or by name in any of the three languages. Ranked so what
// the client most likely means comes first: the exact code, then codes that start with what was typed, then
// names that contain it.

const Rank = { ExactCode: 0, CodePrefix: 1, Name: 2 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

/** Codes compared without case and, for HK's zero-padded numbers, without leading zeros ('700' is '00700'). */
function comparableCode(code: string): string {
  const upper = code.toUpperCase();
  return /^\d+$/.test(upper) ? upper.replace(/^0+(?=\d)/, '') : upper;
}

function rankOf(instrument: InstrumentReference, keyword: string, code: string): Rank | undefined {
  const instrumentCode = comparableCode(instrument.code);
  if (instrumentCode === code) return Rank.ExactCode;
  // As typed: '700' is a prefix of 07001 (read as 7001), '00700' only of codes that start with 00700.
  const typed = keyword.toUpperCase();
  if (instrumentCode.startsWith(typed) || instrument.code.toUpperCase().startsWith(typed)) {
    return Rank.CodePrefix;
  }
  const lower = keyword.toLowerCase();
  const { en_US, zh_HK, zh_CN } = instrument.name;
  if ([en_US, zh_HK, zh_CN].some((name) => name.toLowerCase().includes(lower))) return Rank.Name;
  return undefined;
}

export interface SearchResult {
  items: InstrumentReference[];
  total: number;
}

/**
 * The first `limit` matches of `keyword` (already trimmed) in `instruments`, best first; ties keep the order
 * of `instruments` (the universe's market order, then code).
 */
export function searchInstruments(
  instruments: readonly InstrumentReference[],
  keyword: string,
  limit: number,
): SearchResult {
  const code = comparableCode(keyword);
  const matches: { instrument: InstrumentReference; rank: Rank; index: number }[] = [];
  instruments.forEach((instrument, index) => {
    const rank = rankOf(instrument, keyword, code);
    if (rank !== undefined) matches.push({ instrument, rank, index });
  });
  matches.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { items: matches.slice(0, limit).map((match) => match.instrument), total: matches.length };
}
