import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  electionPreview,
  electionRequest,
  initialDraft,
  isDraftValid,
  mixedRange,
} from './election-draft';
import { dividend } from './test/dividend-fixture';

describe('the election form starts', () => {
  it('at all cash (the default) with half the shares ready for a mixed split', () => {
    expect(initialDraft(dividend())).toEqual({ option: 'CASH', mixedShares: 400 });
  });

  it('at the election already made, its split included', () => {
    const election = { option: 'MIXED' as const, scripShares: 150, electedAt: '2026-11-23T01:00:00Z' };
    expect(initialDraft(dividend({ election }))).toEqual({ option: 'MIXED', mixedShares: 150 });
  });
});

describe('the mixed split', () => {
  it('takes from 1 share to one fewer than held', () => {
    expect(mixedRange(800)).toEqual({ min: 1, max: 799 });
    const item = dividend();
    expect(isDraftValid(item, { option: 'MIXED', mixedShares: 1 })).toBe(true);
    expect(isDraftValid(item, { option: 'MIXED', mixedShares: 799 })).toBe(true);
  });

  it('refuses none, all, more than held, and a fraction of a share', () => {
    const item = dividend();
    for (const mixedShares of [0, 800, 801, 12.5, Number.NaN]) {
      expect(isDraftValid(item, { option: 'MIXED', mixedShares }), String(mixedShares)).toBe(false);
    }
  });

  it('is impossible with a single share, while all cash and all scrip stay open', () => {
    const item = dividend({ sharesHeld: 1, grossAmount: '0.78' });
    expect(mixedRange(1)).toBeNull();
    expect(isDraftValid(item, { option: 'MIXED', mixedShares: 1 })).toBe(false);
    expect(isDraftValid(item, { option: 'SCRIP', mixedShares: 0 })).toBe(true);
  });

  it('does not matter to all cash or all scrip', () => {
    expect(isDraftValid(dividend(), { option: 'CASH', mixedShares: 0 })).toBe(true);
    expect(isDraftValid(dividend(), { option: 'SCRIP', mixedShares: 9999 })).toBe(true);
  });
});

describe('the live preview', () => {
  it('all cash: the whole dividend in cash', () => {
    expect(electionPreview(dividend(), { option: 'CASH', mixedShares: 400 })).toEqual({
      cash: '624.00',
      newShares: 0,
      scripCost: '0.00',
    });
  });

  it('all scrip: 624.00 buys 10 shares at 61.5 (615.00); the 9.00 short of an eleventh is cash', () => {
    expect(electionPreview(dividend(), { option: 'SCRIP', mixedShares: 400 })).toEqual({
      cash: '9.00',
      newShares: 10,
      scripCost: '615.00',
    });
  });

  it('mixed, 150 shares in scrip: their 117.00 buys 1 share, 55.50 of it and 507.00 from the rest in cash', () => {
    expect(electionPreview(dividend(), { option: 'MIXED', mixedShares: 150 })).toEqual({
      cash: '562.50',
      newShares: 1,
      scripCost: '61.50',
    });
  });

  it('mixed too small for one share: all of it in cash', () => {
    expect(electionPreview(dividend(), { option: 'MIXED', mixedShares: 78 })).toEqual({
      cash: '624.00',
      newShares: 0,
      scripCost: '0.00',
    });
  });

  it('rounds a cash amount down to the cent, never paying more than declared', () => {
    const item = dividend({
      sharesHeld: 333,
      announcement: { ...dividend().announcement, cashRate: '0.1234', scripPrice: '7' },
    });
    // 333 x 0.1234 = 41.0922: scrip buys 5 shares (35.00), 6.0922 is paid as 6.09.
    expect(electionPreview(item, { option: 'SCRIP', mixedShares: 0 })).toEqual({
      cash: '6.09',
      newShares: 5,
      scripCost: '35.00',
    });
  });
});

describe('the election request', () => {
  it('carries a scrip share count for a mixed split only', () => {
    const item = dividend();
    expect(electionRequest(item, { option: 'MIXED', mixedShares: 150 })).toEqual({
      accountNumber: 'LTU100101',
      option: 'MIXED',
      scripShares: 150,
    });
    expect(electionRequest(item, { option: 'SCRIP', mixedShares: 150 })).toEqual({
      accountNumber: 'LTU100101',
      option: 'SCRIP',
    });
  });

  it('keeps its Idempotency-Key on a retry of the same election and takes a new one for a changed election', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const cash = { accountNumber: 'LTU100101', option: 'CASH' as const };
    const first = attemptFor(null, cash, newKey);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, { ...cash }, newKey)).toBe(first);
    const scrip = attemptFor(first, { ...cash, option: 'SCRIP' }, newKey);
    expect(scrip.key).toBe('key-2');
  });
});
