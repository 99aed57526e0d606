import { describe, expect, it } from 'vitest';
import { displayStockCode, formatAmount, formatPercent, formatPrice } from './index';

describe('formatPrice', () => {
  it('shows three decimals, grouped, rounding half up', () => {
    expect(formatPrice('1234.5')).toBe('1,234.500');
    expect(formatPrice(0.0005)).toBe('0.001');
    expect(formatPrice('381.2449')).toBe('381.245');
    expect(formatPrice('-1234567.1')).toBe('-1,234,567.100');
  });
  it('keeps decimal exactness where binary floats would drift', () => {
    expect(formatPrice('0.1').replace(/0+$/, '')).toBe('0.1');
    expect(formatPrice('1.0005')).toBe('1.001');
  });
});

describe('formatPercent', () => {
  it('shows two decimals with a sign', () => {
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent('-0.5')).toBe('-0.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent('0.004')).toBe('0.00%');
    expect(formatPercent('0.005')).toBe('+0.01%');
  });
});

describe('formatAmount', () => {
  it('groups and keeps two decimals', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('100')).toBe('100.00');
    expect(formatAmount('5', 0)).toBe('5');
  });
});

describe('displayStockCode', () => {
  it('pads Hong Kong codes to five digits', () => {
    expect(displayStockCode('HK', '700')).toBe('00700');
    expect(displayStockCode('HK', '09988')).toBe('09988');
  });
  it('leaves other markets alone', () => {
    expect(displayStockCode('US', 'AAPL')).toBe('AAPL');
    expect(displayStockCode('MA^MZ', '600519')).toBe('600519');
  });
});
