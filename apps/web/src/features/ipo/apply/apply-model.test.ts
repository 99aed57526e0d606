import { describe, expect, it } from 'vitest';
import { hkdAccount, openIpo, usdAccount } from '../test/ipo-fixtures';
import {
  applyFigures,
  applyRequest,
  applySchema,
  initialValues,
  loanProblems,
  type ApplyValues,
} from './apply-model';

const values = (changes: Partial<ApplyValues>): ApplyValues => ({
  ...initialValues(openIpo, [hkdAccount]),
  ...changes,
});

function problemsOf(changes: Partial<ApplyValues>, accounts = [hkdAccount, usdAccount]) {
  const result = applySchema(openIpo, accounts).safeParse(values(changes));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('the apply form model', () => {
  it('starts at the first account with the currency, one lot, cash, the largest ratio', () => {
    expect(initialValues(openIpo, [usdAccount, hkdAccount])).toEqual({
      accountNumber: 'LTU1004C',
      quantity: '500',
      type: 'CASH',
      loanPercent: '90',
      termsAgreed: false,
    });
  });

  it('gives the figures of a financed application as the domain does (the server holds the same)', () => {
    const figures = applyFigures(
      openIpo,
      values({ quantity: '20000', type: 'FINANCED', loanPercent: '90' }),
    )!;
    expect(figures.amount.toFixed(2)).toBe('201570.00');
    expect(figures.loanAmount.toFixed(2)).toBe('181413.00');
    expect(figures.interest.toFixed(2)).toBe('134.99'); // 181413 x 3.88% x 7 / 365
    expect(figures.ownPart.toFixed(2)).toBe('20157.00');
    expect(figures.totalDue.toFixed(2)).toBe('20391.99');
    const cash = applyFigures(openIpo, values({ quantity: '1000' }))!;
    expect(cash.totalDue.toFixed(2)).toBe('10128.50');
    expect(applyFigures(openIpo, values({ quantity: '700' }))).toBeUndefined();
  });

  it('checks the loan at once with checkIpoLoan', () => {
    expect(loanProblems(openIpo, values({ type: 'FINANCED', quantity: '20000', loanPercent: '95' }))).toEqual(
      ['RATIO_OVER_MAXIMUM'],
    );
    // 500 shares at 90%: a loan of 4535.32, under the smallest loan of 10000.
    expect(loanProblems(openIpo, values({ type: 'FINANCED', quantity: '500', loanPercent: '90' }))).toEqual([
      'LOAN_BELOW_MINIMUM',
    ]);
  });

  it('names each problem by its text key, on its field', () => {
    expect(problemsOf({ termsAgreed: true })).toEqual({});
    expect(problemsOf({ accountNumber: 'LTU1004U', termsAgreed: true })).toEqual({
      accountNumber: 'ipo:apply.problems.currency',
    });
    expect(problemsOf({ quantity: '700', termsAgreed: true })).toEqual({
      quantity: 'ipo:apply.problems.quantity',
    });
    expect(problemsOf({ type: 'FINANCED', quantity: '20000', loanPercent: '95', termsAgreed: true })).toEqual(
      {
        loanPercent: 'ipo:apply.problems.loan.RATIO_OVER_MAXIMUM',
      },
    );
    expect(problemsOf({})).toEqual({ termsAgreed: 'ipo:apply.problems.terms' });
  });

  it('sends the ratio as a fraction, and only for a financed application', () => {
    expect(applyRequest(openIpo, values({ type: 'FINANCED', quantity: '20000', loanPercent: '90' }))).toEqual(
      {
        ipoID: 'IPO-1',
        accountNumber: 'LTU1004C',
        quantity: 20000,
        type: 'FINANCED',
        loanRatio: '0.9',
        termsAgreed: true,
      },
    );
    expect(applyRequest(openIpo, values({ quantity: '1000' }))).not.toHaveProperty('loanRatio');
  });
});
