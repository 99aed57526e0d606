import { describe, expect, it } from 'vitest';
import { quoteSchema } from '@lantau/contract';
import { mapQuote, percentChange, type QuoteView } from './quote-mapper';
import { quoteState, tencentCall } from './test-fixtures';

const level2: QuoteView = {
  feedPlan: 'LEVEL2',
  delayed: false,
  updateTime: 1_790_000_000_000,
  depth: 10,
  brokerQueue: true,
  trades: 20,
  underlyingPrice: null,
};
const delayed: QuoteView = { ...level2, feedPlan: 'DELAYED', delayed: true, depth: 1, brokerQueue: false };

describe('mapQuote', () => {
  it('fills every field of the Quote entity from the state and the instrument', () => {
    const quote = mapQuote(quoteState(), level2);
    expect(quoteSchema.parse(quote)).toEqual(quote);
    expect(quote).toMatchObject({
      market: 'HK',
      stockCode: '00700',
      simulated: true,
      previousClose: '380.000',
      nominal: '383.800',
      change: '3.800',
      changePct: '1.00',
      changePctMTD: '3.73',
      changePctYTD: '-4.05',
      open: '381.000',
      high: '385.000',
      low: '379.400',
      turnover: '472000123.46',
      high52w: '420.000',
      low52w: '290.000',
      dividend: '3.40',
      flags: {
        suspended: false,
        shortSell: true,
        marginTrade: true,
        preOpening: false,
        vcmCoolingOff: false,
        closingAuction: false,
      },
      equity: {
        pe: '19.19',
        dividendYield: '0.89',
        eps: '20.00',
        nav: '95.10',
        marketCap: '3454200000000.00',
      },
      warrant: null,
    });
    expect(quote.bids).toHaveLength(10);
    expect(quote.bids[0]).toEqual({ price: '383.600', quantity: 1000, orders: 1 });
    // 40 slots at most; spread markers keep their place.
    expect(quote.bidBrokers).toHaveLength(40);
    expect(quote.bidBrokers[0]).toEqual({ kind: 'spread', spread: 1 });
    expect(quote.bidBrokers[1]).toEqual({ kind: 'broker', brokerId: '1001', brokerName: 'Broker 1' });
    expect(quote.trades).toHaveLength(20);
    expect(quote.trades[0]).toMatchObject({ price: '383.800', aggressor: 'BUY' });
  });

  it('shows one level and no broker queue on the delayed view', () => {
    const quote = mapQuote(quoteState(), delayed);
    expect(quote).toMatchObject({ feedPlan: 'DELAYED', delayed: true, bidBrokers: [], askBrokers: [] });
    expect([quote.bids.length, quote.asks.length]).toEqual([1, 1]);
  });

  it('leaves the changes empty before the first trade, and the broker queue to HK', () => {
    const quote = mapQuote(quoteState({ last: null }), level2);
    expect(quote).toMatchObject({ nominal: null, change: null, changePct: null });
    // The month and year changes still compare the previous close with their references.
    expect(quote.changePctMTD).toBe('2.70');
    const us = quoteState({ instrument: { ...quoteState().instrument, market: 'US', code: 'AAPL' } });
    expect(mapQuote(us, level2).bidBrokers).toEqual([]);
  });

  it('fills the auction panels, the VCM band and the flags they imply', () => {
    const band = { reference: 3_800_000, lower: 3_610_000, upper: 3_990_000 };
    const quote = mapQuote(
      quoteState({
        phase: 'CLOSING_AUCTION',
        vcm: { ...band, coolingOffStart: 1_789_999_990_000, coolingOffEnd: 1_790_000_290_000 },
        cas: { ...band, imbalanceSide: 'sell', imbalanceQuantity: 4000 },
        pos: { ...band, imbalanceSide: null, imbalanceQuantity: 0 },
        iep: 3_830_000,
        iev: 120_000,
      }),
      level2,
    );
    expect(quote.flags).toMatchObject({ closingAuction: true, vcmCoolingOff: true, preOpening: false });
    expect(quote.cas).toEqual({
      reference: '380.000',
      lower: '361.000',
      upper: '399.000',
      imbalanceDirection: 'SELL',
      imbalanceQuantity: 4000,
    });
    expect(quote.pos?.imbalanceDirection).toBe('NONE');
    expect(quote.vcm).toMatchObject({ reference: '380.000', coolingOffEnd: 1_790_000_290_000 });
    expect([quote.iep, quote.iev]).toEqual(['383.000', 120_000]);
  });

  it('computes a warrant premium and gearing from the underlying price', () => {
    const warrant = quoteState({ instrument: tencentCall, last: 1500, previousClose: 1400 });
    const quote = mapQuote(warrant, { ...level2, underlyingPrice: '383.800' });
    // Break-even 400 + 0.15 x 100 = 415, 8.13% above 383.8; gearing 383.8 / 15 = 25.59.
    expect(quote.warrant).toEqual({
      kind: 'CALL',
      underlying: '00700',
      issuer: 'HSBC',
      strike: '400.000',
      callLevel: null,
      maturity: '2026-12-30',
      conversionRatio: '100',
      premium: '8.13',
      gearing: '25.59',
    });
    expect(quote.equity).toBeNull();
    expect(mapQuote(warrant, level2).warrant).toMatchObject({ premium: null, gearing: null });
  });
});

describe('percentChange', () => {
  it('rounds half up to 2 decimals and needs a base', () => {
    expect(percentChange(30_000, 30_001)).toBe('0.00');
    expect(percentChange(30_000, 30_015)).toBe('0.05');
    expect(percentChange(0, 10)).toBeNull();
    expect(percentChange(null, 10)).toBeNull();
  });
});
