import { describe, expect, it } from 'vitest';
import {
  isProfessionalOnlyNorthbound,
  northboundLinkOf,
  northboundQuotaProblem,
  professionalInvestorProblem,
} from './northbound-quota';

describe('Stock Connect northbound', () => {
  it('tells Shanghai Connect from Shenzhen Connect by the code: each has its own daily quota', () => {
    for (const code of ['600519', '601318', '603259', '605499', '688981'])
      expect(northboundLinkOf(code)).toBe('SSE');
    for (const code of ['000858', '001979', '002594', '300750', '301269'])
      expect(northboundLinkOf(code)).toBe('SZSE');
  });
  it('counts buys against the quota left, never sells', () => {
    expect(northboundQuotaProblem('BUY', '101', '100')).toBe('NORTHBOUND_QUOTA');
    expect(northboundQuotaProblem('BUY', '100', '100')).toBeNull();
    expect(northboundQuotaProblem('SELL', '1000', '0')).toBeNull();
  });
  it('keeps ChiNext and STAR shares for institutional professional investors: others may sell, not buy', () => {
    for (const code of ['300750', '301269', '688981', '689009'])
      expect(isProfessionalOnlyNorthbound('MA^MZ', code)).toBe(true);
    for (const code of ['600519', '000858', '002594', '003816'])
      expect(isProfessionalOnlyNorthbound('MA^MZ', code)).toBe(false);
    // A Hong Kong code that happens to start the same is no ChiNext share.
    expect(isProfessionalOnlyNorthbound('HK', '30075')).toBe(false);
    expect(professionalInvestorProblem('MA^MZ', '300750', 'BUY', false)).toBe('PROFESSIONAL_INVESTOR_ONLY');
    expect(professionalInvestorProblem('MA^MZ', '300750', 'BUY', true)).toBeNull();
    expect(professionalInvestorProblem('MA^MZ', '300750', 'SELL', false)).toBeNull();
    expect(professionalInvestorProblem('MA^MZ', '600519', 'BUY', false)).toBeNull();
  });
});
