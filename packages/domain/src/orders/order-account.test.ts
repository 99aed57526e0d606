import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  effectiveBcan,
  formatBcan,
  isValidCeNumber,
  isValidInvestorId,
  isValidTypedBcan,
  orderAccountProblems,
  orderInvestorId,
  stripBcan,
} from './order-account';

const problems = (...args: Parameters<typeof orderAccountProblems>) =>
  orderAccountProblems(...args).map(({ field, problem }) => `${field}:${problem}`);

describe('order account panel (CE number and BCAN)', () => {
  it('CE numbers are three letters and three digits', () => {
    expect(isValidCeNumber('ABC123')).toBe(true);
    for (const bad of ['AB1234', 'ABCD12', 'abc12', 'ABC1234', '123ABC', 'AB C12']) {
      expect(isValidCeNumber(bad), bad).toBe(false);
    }
  });
  it('BCANs use the ### ### #### mask, spaces stripped, a number of at least 100', () => {
    expect(formatBcan('1234567890')).toBe('123 456 7890');
    expect(formatBcan('12345')).toBe('123 45');
    expect(formatBcan('123456789012')).toBe('123 456 7890');
    expect(stripBcan('123 456 7890')).toBe('1234567890');
    expect(isValidTypedBcan('123 456 7890')).toBe(true);
    expect(isValidTypedBcan('100')).toBe(true);
    expect(isValidTypedBcan('99')).toBe(false);
    expect(isValidTypedBcan('12a')).toBe(false);
    expect(isValidTypedBcan('12345678901')).toBe(false);
    expect(isValidTypedBcan('123 456 78901')).toBe(false);
  });
  it('without an option: both or neither', () => {
    expect(problems(null, '', '', false)).toEqual([]);
    expect(problems(null, 'ABC123', '123 456 7890', false)).toEqual([]);
    expect(problems(null, '', '123 456 7890', false)).toEqual(['ceNumber:CE_BCAN_INVALID']);
    expect(problems(null, 'ABC123', '', false)).toEqual(['bcan:CE_BCAN_INVALID']);
    expect(problems(null, 'AB123', '1234', false)).toEqual(['ceNumber:CE_BCAN_INVALID']);
    expect(problems(null, 'ABC123', '12', false)).toEqual(['bcan:CE_BCAN_INVALID']);
  });
  it('an RRI account needs a BCAN', () => {
    expect(problems(null, '', '', true)).toEqual(['bcan:BCAN_REQUIRED']);
    expect(problems(null, 'ABC123', '', true)).toEqual(['bcan:BCAN_REQUIRED']);
    expect(problems(null, 'ABC123', '1234', true)).toEqual([]);
    expect(problems('SELL', '', '', true)).toEqual([]);
  });
  it('Sell sets BCAN 1, Aggregated 2; the typed BCAN is then ignored', () => {
    expect(effectiveBcan('SELL', '999')).toBe('1');
    expect(effectiveBcan('AGGREGATED', '')).toBe('2');
    expect(effectiveBcan(null, '123 456')).toBe('123456');
    expect(problems('AGGREGATED', 'ABC123', 'x', false)).toEqual([]);
    expect(problems('SELL', 'bad', '', false)).toEqual(['ceNumber:CE_BCAN_INVALID']);
  });
  it('any valid CE with any BCAN of 3 to 10 digits from 100 passes, masked or not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{3}\d{3}$/),
        fc.integer({ min: 100, max: 9_999_999_999 }),
        fc.boolean(),
        (ce, bcan, masked) => {
          const typed = masked ? formatBcan(String(bcan)) : String(bcan);
          expect(orderAccountProblems(null, ce, typed, true)).toEqual([]);
        },
      ),
    );
  });
});

describe('investor identification sent with an order (HKIDR, northbound)', () => {
  const account = { ceNumber: 'LTU001', bcan: '100101' };
  it("carries the account's CE number and BCAN in Hong Kong and northbound, nothing elsewhere", () => {
    expect(orderInvestorId('HK', undefined, account)).toEqual(account);
    expect(orderInvestorId('MA^MZ', { option: null, ceNumber: '', bcan: '' }, account)).toEqual(account);
    expect(orderInvestorId('US', undefined, account)).toBeNull();
    expect(orderInvestorId('SS^SZ', undefined, account)).toBeNull();
  });
  it("carries the panel's CE number and BCAN when the client gave them, an option's BCAN under the account's CE", () => {
    expect(
      orderInvestorId('HK', { option: null, ceNumber: 'ABC123', bcan: '123 456 7890' }, account),
    ).toEqual({
      ceNumber: 'ABC123',
      bcan: '1234567890',
    });
    expect(orderInvestorId('HK', { option: 'SELL', ceNumber: '', bcan: '' }, account)).toEqual({
      ceNumber: 'LTU001',
      bcan: '1',
    });
    expect(orderInvestorId('HK', { option: 'AGGREGATED', ceNumber: 'ABC123', bcan: '' }, account)).toEqual({
      ceNumber: 'ABC123',
      bcan: '2',
    });
  });
  it('takes a CE number of three letters and three digits and a BCAN of one to ten digits, not zero', () => {
    expect(isValidInvestorId(account)).toBe(true);
    expect(isValidInvestorId({ ceNumber: 'LTU001', bcan: '1' })).toBe(true);
    expect(isValidInvestorId({ ceNumber: '', bcan: '100101' })).toBe(false);
    expect(isValidInvestorId({ ceNumber: 'LTU001', bcan: '' })).toBe(false);
    expect(isValidInvestorId({ ceNumber: 'LTU001', bcan: '000' })).toBe(false);
    expect(isValidInvestorId({ ceNumber: 'LTU001', bcan: '12345678901' })).toBe(false);
  });
});
