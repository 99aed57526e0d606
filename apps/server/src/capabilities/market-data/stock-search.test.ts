import { describe, expect, it } from 'vitest';
import type { InstrumentReference } from '@lantau/exchange';
import { searchInstruments } from './stock-search';
import { tencent } from './test-fixtures';

const stock = (market: InstrumentReference['market'], code: string, en: string, zh: string) => ({
  ...tencent,
  market,
  code,
  name: { en_US: en, zh_HK: zh, zh_CN: zh },
});

const universe = [
  stock('HK', '00005', 'HSBC Holdings', '滙豐控股'),
  stock('HK', '00700', 'Tencent Holdings', '騰訊控股'),
  stock('HK', '07000', 'Seven Thousand Ltd', '七千'),
  stock('HK', '07001', 'Tencent Music 700', '騰訊音樂'),
  stock('US', 'TME', 'Tencent Music Entertainment', '腾讯音乐'),
  stock('US', 'AAPL', 'Apple Inc.', '蘋果'),
];
const codes = (keyword: string, limit = 100) =>
  searchInstruments(universe, keyword, limit).items.map((item) => item.code);

describe('searchInstruments', () => {
  it('finds HK codes without their leading zeros, exact code first, then prefixes, then names', () => {
    expect(codes('700')).toEqual(['00700', '07000', '07001']);
    expect(codes('00700')).toEqual(['00700']);
    expect(codes('0070')).toEqual(['00700']);
  });

  it('matches names in any language without regard to case', () => {
    expect(codes('tencent')).toEqual(['00700', '07001', 'TME']);
    expect(codes('騰訊')).toEqual(['00700', '07001']);
    expect(codes('腾讯')).toEqual(['TME']);
    expect(codes('aapl')).toEqual(['AAPL']);
  });

  it('returns the first `limit` matches and counts them all', () => {
    const result = searchInstruments(universe, 'tencent', 2);
    expect(result.items.map((item) => item.code)).toEqual(['00700', '07001']);
    expect(result.total).toBe(3);
    expect(searchInstruments(universe, 'nothing here', 3)).toEqual({ items: [], total: 0 });
  });
});
