import { describe, expect, it } from 'vitest';
import { SPREAD_TABLES } from '@lantau/domain';
import { stepPrice, stepQuantity } from './stepping';

const HK = SPREAD_TABLES.HK_STOCK_2025;
const US = SPREAD_TABLES.US;

describe('stepPrice', () => {
  it('steps one tick of the band the price is in', () => {
    expect(stepPrice('380.000', HK, 'up', 3)).toBe('380.200');
    expect(stepPrice('380.000', HK, 'down', 3)).toBe('379.800');
    expect(stepPrice('12.340', HK, 'up', 3)).toBe('12.350');
  });

  it('walks across band edges with the step of the band it enters', () => {
    expect(stepPrice('0.250', HK, 'up', 3)).toBe('0.255');
    expect(stepPrice('0.250', HK, 'down', 3)).toBe('0.249');
    expect(stepPrice('200.000', HK, 'up', 3)).toBe('200.200');
    expect(stepPrice('200.000', HK, 'down', 3)).toBe('199.900');
    expect(stepPrice('1.00', US, 'down', 2)).toBe('0.9999');
  });

  it('lands an off-tick price on the tick it was heading to', () => {
    expect(stepPrice('380.05', HK, 'up', 3)).toBe('380.200');
    expect(stepPrice('380.05', HK, 'down', 3)).toBe('380.000');
  });

  it('starts from the live price, on the table, when nothing is typed', () => {
    expect(stepPrice('', HK, 'up', 3, '380.13')).toBe('380.200');
    expect(stepPrice('', HK, 'down', 3)).toBe('0.010');
  });

  it('stops at the ends of the table', () => {
    expect(stepPrice('0.010', HK, 'down', 3)).toBeUndefined();
    expect(stepPrice('9995.000', HK, 'up', 3)).toBeUndefined();
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
