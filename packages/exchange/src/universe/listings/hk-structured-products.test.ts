import { describe, expect, it } from 'vitest';
import { hkStructuredProduct } from './hk-structured-products';

describe('hkStructuredProduct', () => {
  it('names a warrant from its issuer, underlying, kind, maturity month and series', () => {
    const row = ['13475', 'HS', '00700', 'CALL', '688.00', '2026-12-30', 'A', '0.670', 1.3, 4000000] as const;
    const warrant = hkStructuredProduct(row);
    expect(warrant.name).toEqual({
      en_US: 'HS-TENCT@EC2612A',
      zh_HK: '騰訊滙豐2612購A',
      zh_CN: '腾讯汇丰2612购A',
    });
    expect(warrant.type).toBe('WRNT');
    expect(warrant.warrant).toEqual({
      kind: 'CALL',
      underlying: '00700',
      issuer: 'HSBC',
      strike: '688.00',
      maturity: '2026-12-30',
      conversionRatio: 100,
    });
    expect(warrant.linked).toEqual(['00700']);
  });

  it('names a CBBC the CBBC way and keeps its call level', () => {
    const row = [
      '62406',
      'BP',
      'HSI',
      'BEAR',
      '26900',
      '2026-08-28',
      'D',
      '0.134',
      1.6,
      23000000,
      '26700',
    ] as const;
    const cbbc = hkStructuredProduct(row);
    expect(cbbc.name).toEqual({ en_US: 'BP#HSIRP2608D', zh_HK: '恒指法巴2608熊D', zh_CN: '恒指法巴2608熊D' });
    expect(cbbc.type).toBe('CBBC');
    expect(cbbc.warrant?.callLevel).toBe('26700');
    expect(cbbc.warrant?.conversionRatio).toBe(10000);
  });

  it('refuses an issuer or underlying it does not know', () => {
    expect(() =>
      hkStructuredProduct(['10000', 'XX', '00700', 'CALL', '1', '2026-12-30', 'A', '1', 1, 1]),
    ).toThrow(/10000/);
  });
});
