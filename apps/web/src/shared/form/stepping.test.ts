import { describe, expect, it } from 'vitest';
import { SPREAD_TABLES } from '@lantau/domain';
import { stepPrice, stepQuantity } from './stepping';

const HK = SPREAD_TABLES.HK_STOCK_2025;
const US = SPREAD_TABLES.US;

describe('stepPrice', () => {
  // [what the case shows, typed price, table, direction, decimals, live price, expected]
  it.each([
    ['steps one tick up in its band', '380.000', HK, 'up', 3, undefined, '380.200'],
    ['steps one tick down in its band', '380.000', HK, 'down', 3, undefined, '379.800'],
    ['steps on a lower band', '12.340', HK, 'up', 3, undefined, '12.350'],
    ['enters the band above with its step', '0.250', HK, 'up', 3, undefined, '0.255'],
    ['enters the band below with its step', '0.250', HK, 'down', 3, undefined, '0.249'],
    ['leaves a band edge upwards', '200.000', HK, 'up', 3, undefined, '200.200'],
    ['leaves a band edge downwards', '200.000', HK, 'down', 3, undefined, '199.900'],
    ['crosses the US table below a dollar', '1.00', US, 'down', 2, undefined, '0.9999'],
    ['lands an off-tick price on the tick above', '380.05', HK, 'up', 3, undefined, '380.200'],
    ['lands an off-tick price on the tick below', '380.05', HK, 'down', 3, undefined, '380.000'],
    ['starts from the live price when nothing is typed', '', HK, 'up', 3, '380.13', '380.200'],
    ['starts at the bottom of the table without a live price', '', HK, 'down', 3, undefined, '0.010'],
    ['stops at the bottom of the table', '0.010', HK, 'down', 3, undefined, undefined],
    ['stops at the top of the table', '9995.000', HK, 'up', 3, undefined, undefined],
  ] as const)('%s', (_case, price, table, direction, decimals, live, expected) => {
    expect(stepPrice(price, table, direction, decimals, live)).toBe(expected);
  });
});

describe('stepQuantity', () => {
  // [what the case shows, typed quantity, lot size, direction, expected]
  it.each([
    ['adds a whole lot', '100', 100, 'up', '200'],
    ['removes a whole lot', '300', 100, 'down', '200'],
    ['rounds an odd quantity up to the lot it was heading to', '150', 100, 'up', '200'],
    ['rounds an odd quantity down to the lot it was heading to', '150', 100, 'down', '100'],
    ['never steps below one lot', '100', 100, 'down', '100'],
    ['starts at one lot', '', 500, 'up', '500'],
    ['takes less than a lot up to one lot', '40', 100, 'down', '100'],
  ] as const)('%s', (_case, quantity, lotSize, direction, expected) => {
    expect(stepQuantity(quantity, lotSize, direction)).toBe(expected);
  });
});
