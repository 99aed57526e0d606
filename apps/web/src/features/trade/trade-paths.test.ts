import { describe, expect, it } from 'vitest';
import { tradeParams, tradeTargetFromParams } from '../../shared/url/trade-paths';

describe('trade links', () => {
  it('carry the instrument, the side and the account through the sealed query', () => {
    const target = { market: 'HK', stockCode: '00700', side: 'SELL', accountNumber: 'VIC300101' } as const;
    expect(tradeTargetFromParams(tradeParams(target))).toEqual(target);
    expect(tradeTargetFromParams({ market: 'US', stockCode: 'AAPL' })).toEqual({
      market: 'US',
      stockCode: 'AAPL',
    });
  });

  it('ignore what is not a market, a side or a stock code', () => {
    expect(tradeTargetFromParams({ market: 'XX', stockCode: '00700' })).toBeUndefined();
    expect(tradeTargetFromParams({ market: 'HK' })).toBeUndefined();
    expect(tradeTargetFromParams({ market: 'HK', stockCode: '00700', side: 'HOLD' })).toEqual({
      market: 'HK',
      stockCode: '00700',
    });
  });
});
