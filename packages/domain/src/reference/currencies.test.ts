import { describe, expect, it } from 'vitest';
import { currencyReferences, FIXED_DEPOSIT_SUFFIX } from './currencies';

describe('currency references', () => {
  it('lists about sixty distinct codes', () => {
    const codes = currencyReferences.map((currency) => currency.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(60);
    expect(codes.slice(0, 4)).toEqual(['HKD', 'CNY', 'CNH', 'USD']);
  });

  it('names every currency in the three languages', () => {
    for (const { code, name } of currencyReferences) {
      expect(code).toMatch(/^[A-Z]{3}(_FD)?$/);
      for (const text of [name.en_US, name.zh_HK, name.zh_CN])
        expect(text.trim().length, code).toBeGreaterThan(0);
      expect(name.en_US, code).not.toMatch(/[\u4e00-\u9fff]/);
      expect(name.zh_HK, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('derives each fixed deposit from a cash currency', () => {
    const byCode = new Map(currencyReferences.map((currency) => [currency.code, currency]));
    const deposits = currencyReferences.filter((currency) => currency.code.endsWith(FIXED_DEPOSIT_SUFFIX));
    expect(deposits.map((currency) => currency.code)).toContain('HKD_FD');
    for (const deposit of deposits) {
      const base = byCode.get(deposit.code.slice(0, 3));
      expect(base, deposit.code).toBeDefined();
      expect(deposit.name.en_US).toBe(`${base?.name.en_US} Fixed Deposit`);
      expect(deposit.name.zh_HK.startsWith(base?.name.zh_HK ?? '?')).toBe(true);
    }
  });

  it('writes Traditional and Simplified differently where the characters differ', () => {
    const byCode = new Map(currencyReferences.map((currency) => [currency.code, currency.name]));
    expect(byCode.get('GBP')).toEqual({ en_US: 'British Pound', zh_HK: '英鎊', zh_CN: '英镑' });
    expect(byCode.get('CNY')?.zh_HK).toBe('人民幣');
    expect(byCode.get('CNY')?.zh_CN).toBe('人民币');
  });
});
