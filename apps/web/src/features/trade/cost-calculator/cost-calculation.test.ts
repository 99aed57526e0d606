import { describe, expect, it } from 'vitest';
import type { FeeSchedule } from '@lantau/contract';
import { calculateCost, type CostInput } from './cost-calculation';

/** A Hong Kong schedule with the rates of hk-market.md and a 0.03% brokerage with an HKD 3 minimum. */
const schedule: FeeSchedule = {
  scheduleID: 'TEST-HK',
  market: 'HK',
  currency: 'HKD',
  effectiveFrom: '2025-08-01',
  rates: [
    {
      item: 'BROKERAGE',
      ratePercent: '0.03',
      fixed: null,
      minimum: '3',
      maximum: null,
      rounding: 'CENT',
      sides: ['BUY', 'SELL'],
      exemptInstrumentTypes: [],
    },
    {
      item: 'STAMP_DUTY',
      ratePercent: '0.1',
      fixed: null,
      minimum: null,
      maximum: null,
      rounding: 'UP_TO_DOLLAR',
      sides: ['BUY', 'SELL'],
      exemptInstrumentTypes: ['ETF'],
    },
    {
      item: 'TRADING_FEE',
      ratePercent: '0.00565',
      fixed: null,
      minimum: null,
      maximum: null,
      rounding: 'CENT',
      sides: ['BUY', 'SELL'],
      exemptInstrumentTypes: [],
    },
    {
      item: 'SETTLEMENT_FEE',
      ratePercent: '0.002',
      fixed: null,
      minimum: '2',
      maximum: '100',
      rounding: 'CENT',
      sides: ['BUY', 'SELL'],
      exemptInstrumentTypes: [],
    },
  ],
};

const input = (overrides: Partial<CostInput>): CostInput => ({
  side: 'BUY',
  mode: 'quantity',
  price: '380',
  amount: '',
  quantity: '100',
  lotSize: 100,
  instrumentType: 'EQTY',
  schedule,
  ...overrides,
});

describe('cost calculator', () => {
  it('prices a quantity to the cent: consideration, each fee, and the total', () => {
    const outcome = calculateCost(input({}));
    expect(outcome).toMatchObject({
      kind: 'result',
      result: {
        lots: 1,
        quantity: 100,
        consideration: '38000.00',
        // 11.40 brokerage, 38 stamp duty, 2.15 trading fee, 2.00 settlement (its minimum).
        fees: [
          { item: 'BROKERAGE', amount: '11.40' },
          { item: 'STAMP_DUTY', amount: '38.00' },
          { item: 'TRADING_FEE', amount: '2.15' },
          { item: 'SETTLEMENT_FEE', amount: '2.00' },
        ],
        totalFees: '53.55',
        total: '38053.55',
      },
    });
    expect(calculateCost(input({ side: 'SELL' }))).toMatchObject({ result: { total: '37946.45' } });
  });

  it('turns an amount into the most whole lots it pays for, fees included', () => {
    // Two lots cost 76,000 plus 105.09 in fees (22.80 + 76 + 4.29 + 2): 76,105 is not enough, 76,105.09 is.
    expect(calculateCost(input({ mode: 'amount', amount: '76105' }))).toMatchObject({
      result: { lots: 1, quantity: 100 },
    });
    expect(calculateCost(input({ mode: 'amount', amount: '76105.09' }))).toMatchObject({
      result: { lots: 2, quantity: 200 },
    });
  });

  it('says when the amount does not cover one lot', () => {
    expect(calculateCost(input({ mode: 'amount', amount: '38000' }))).toEqual({ kind: 'belowOneLot' });
    expect(calculateCost(input({ mode: 'amount', amount: '100' }))).toEqual({ kind: 'belowOneLot' });
  });

  it('waits for a price and an amount or quantity', () => {
    expect(calculateCost(input({ price: '' }))).toEqual({ kind: 'incomplete' });
    expect(calculateCost(input({ quantity: '0' }))).toEqual({ kind: 'incomplete' });
    expect(calculateCost(input({ mode: 'amount', amount: 'x' }))).toEqual({ kind: 'incomplete' });
  });
});
