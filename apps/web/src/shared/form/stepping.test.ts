import { describe, expect, it } from 'vitest';
import { SPREAD_TABLES } from '@lantau/domain';
import { stepPrice, stepQuantity } from './stepping';

const HK = SPREAD_TABLES.HK_STOCK_2025;
const US = SPREAD_TABLES.US;

type PriceStep = [
  from: string,
  table: typeof HK,
  direction: 'up' | 'down',
  decimals: number,
  expected: string | undefined,
  live?: string,
];

// Each rule with the steps that show it: from a price, on a table, one tick up or down.
const priceRules: [rule: string, steps: PriceStep[]][] = [
  [
    'steps one tick of the band the price is in',
    [
      ['380.000', HK, 'up', 3, '380.200'],
      ['380.000', HK, 'down', 3, '379.800'],
      ['12.340', HK, 'up', 3, '12.350'],
    ],
  ],
  [
    'walks across band edges with the step of the band it enters',
    [
      ['0.250', HK, 'up', 3, '0.255'],
      ['0.250', HK, 'down', 3, '0.249'],
      ['200.000', HK, 'up', 3, '200.200'],
      ['200.000', HK, 'down', 3, '199.900'],
      ['1.00', US, 'down', 2, '0.9999'],
    ],
  ],
  [
    'lands an off-tick price on the tick it was heading to',
    [
      ['380.05', HK, 'up', 3, '380.200'],
      ['380.05', HK, 'down', 3, '380.000'],
    ],
  ],
  [
    'starts from the live price, on the table, when nothing is typed',
    [
      ['', HK, 'up', 3, '380.200', '380.13'],
      ['', HK, 'down', 3, '0.010'],
    ],
  ],
  [
    'stops at the ends of the table',
    [
      ['0.010', HK, 'down', 3, undefined],
      ['9995.000', HK, 'up', 3, undefined],
    ],
  ],
];

describe('stepPrice', () => {
  it.each(priceRules)('%s', (_rule, steps) => {
    for (const [from, table, direction, decimals, expected, live] of steps) {
      expect(stepPrice(from, table, direction, decimals, live)).toBe(expected);
    }
  });
});

describe('stepQuantity', () => {
  it('adds and removes whole lots', () => {
    expect(stepQuantity('100', 100, 'up')).toBe('200');
    expect(stepQuantity('300', 100, 'down')).toBe('200');
  });

  it('rounds an odd quantity to the lot it was heading to', () => {
    expect(stepQuantity('150', 100, 'up')).toBe('200');
    expect(stepQuantity('150', 100, 'down')).toBe('100');
  });

  it('never steps below one lot, and starts at one lot', () => {
    expect(stepQuantity('100', 100, 'down')).toBe('100');
    expect(stepQuantity('', 500, 'up')).toBe('500');
    expect(stepQuantity('40', 100, 'down')).toBe('100');
  });
});
