import { describe, expect, it } from 'vitest';
import { hongKongBanks } from './banks';

describe('Hong Kong banks', () => {
  it('has distinct three-digit clearing codes, in ascending order', () => {
    const codes = hongKongBanks.map((bank) => bank.bankCode);
    expect(codes.length).toBeGreaterThanOrEqual(15);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    expect([...codes].sort()).toEqual(codes);
  });

  it('gives each bank a Hong Kong SWIFT code and names in three languages', () => {
    for (const bank of hongKongBanks) {
      expect(bank.swiftCode, bank.bankCode).toMatch(/^[A-Z]{4}HK[A-Z0-9]{2}$/);
      expect(bank.name.en_US).toMatch(/[A-Za-z]/);
      expect(bank.name.zh_HK).toMatch(/[\u4e00-\u9fff]/);
      expect(bank.name.zh_CN).toMatch(/[\u4e00-\u9fff]/);
    }
    const hsbc = hongKongBanks.find((bank) => bank.bankCode === '004');
    expect(hsbc?.swiftCode).toBe('HSBCHKHH');
    expect(hsbc?.name.zh_CN).toBe('香港上海汇丰银行有限公司');
  });

  it('marks FPS and eDDA support, with some banks lacking eDDA', () => {
    expect(hongKongBanks.every((bank) => bank.fps)).toBe(true);
    expect(hongKongBanks.some((bank) => !bank.edda)).toBe(true);
  });
});
