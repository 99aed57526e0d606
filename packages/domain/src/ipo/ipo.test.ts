import { describe, expect, it } from 'vitest';
import { ballotAllotment } from './ipo-ballot';
import { eipoDisplayStatus } from './eipo-status';
import { checkIpoTerms } from './ipo-terms';
import { checkIpoLoan, ipoAllotmentMoney, ipoApplicationAmount, ipoApplicationFigures } from './ipo-money';

const terms = {
  maxRatio: '0.90',
  annualRate: '0.0388',
  minLoan: '10000',
  maxLoan: '5000000',
  perTransactionLimit: '2000000',
  financingDays: 7,
};

describe('IPO money', () => {
  it('prices an application at the maximum offer price plus 1.00785, to the cent', () => {
    expect(ipoApplicationAmount(500, '12.34').toFixed(2)).toBe('6218.43'); // 6170 x 1.00785 = 6218.4345
    expect(ipoApplicationAmount(1000, '10').toFixed(2)).toBe('10078.50');
  });

  it('gives every figure of a financed application', () => {
    const figures = ipoApplicationFigures({
      quantity: 20000,
      maxOfferPrice: '10',
      handlingFee: '100',
      loanRatio: '0.9',
      terms,
    });
    expect(figures.amount.toFixed(2)).toBe('201570.00');
    expect(figures.loanAmount.toFixed(2)).toBe('181413.00');
    expect(figures.interest.toFixed(2)).toBe('134.99'); // 181413 x 0.0388 x 7 / 365 = 134.9893
    expect(figures.ownPart.toFixed(2)).toBe('20157.00');
    expect(figures.totalDue.toFixed(2)).toBe('20391.99');
  });

  it('checks the loan rules of spec section 5', () => {
    expect(checkIpoLoan({ amount: '201570', ratio: '0.9', terms })).toEqual([]);
    expect(checkIpoLoan({ amount: '201570', ratio: '0.95', terms })).toEqual(['RATIO_OVER_MAXIMUM']);
    expect(checkIpoLoan({ amount: '5000', ratio: '0.5', terms })).toEqual(['LOAN_BELOW_MINIMUM']);
    expect(checkIpoLoan({ amount: '3000000', ratio: '0.9', terms })).toEqual(['OVER_TRANSACTION_LIMIT']);
    expect(checkIpoLoan({ amount: '201570', ratio: '0.9', terms, poolRemaining: '1000' })).toEqual([
      'POOL_EXHAUSTED',
    ]);
    expect(checkIpoLoan({ amount: '201570', ratio: '0.9', terms: null })).toEqual(['NOT_OFFERED']);
  });

  it('refunds the unallotted money and repays the loan first', () => {
    const money = ipoAllotmentMoney({
      amount: '201570',
      loanAmount: '181413',
      allottedQuantity: 1000,
      finalPrice: '9',
    });
    expect(money.allottedAmount.toFixed(2)).toBe('9070.65');
    expect(money.refund.toFixed(2)).toBe('192499.35');
    expect(money.clientCash.toFixed(2)).toBe('11086.35');
  });
});

describe('eIPO display status', () => {
  it('follows the spec mapping', () => {
    expect(eipoDisplayStatus('ACK', 'S')).toBe('RECEIVED');
    expect(eipoDisplayStatus('AEE', 'A')).toBe('RECEIVED');
    expect(eipoDisplayStatus('BOE', 'X')).toBe('CANCELLED');
    expect(eipoDisplayStatus('REJ', null)).toBe('REJECTED');
    expect(eipoDisplayStatus('ACP', null)).toBe('ACCEPTED');
    expect(eipoDisplayStatus('CLS', null)).toBe('ALLOTTED');
    expect(eipoDisplayStatus('PTC', null)).toBe('PENDING');
  });
});

describe('ballot', () => {
  const draw = (seed: number) => {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
  };

  it('allots in full when undersubscribed', () => {
    const result = ballotAllotment(
      [
        { id: 'a', quantity: 1000 },
        { id: 'b', quantity: 500 },
      ],
      5000,
      500,
      draw(1),
    );
    expect([...result.values()]).toEqual([1000, 500]);
  });

  it('gives one lot each before a second, never more than offered or applied', () => {
    const entries = Array.from({ length: 10 }, (_, index) => ({ id: `x${index}`, quantity: 2000 }));
    const result = ballotAllotment(entries, 6000, 500, draw(7));
    const values = [...result.values()];
    expect(values.reduce((a, b) => a + b, 0)).toBe(6000);
    expect(values.filter((value) => value === 500)).toHaveLength(8);
    expect(values.filter((value) => value === 1000)).toHaveLength(2);
    expect(ballotAllotment(entries, 6000, 500, draw(7))).toEqual(result);
    const scarce = [...ballotAllotment(entries, 4000, 500, draw(3)).values()];
    expect(scarce.filter((value) => value === 500)).toHaveLength(8);
    expect(scarce.filter((value) => value === 0)).toHaveLength(2);
  });
});

describe('IPO terms', () => {
  const good = {
    offerPriceLow: '9.50',
    offerPriceHigh: '10.00',
    lotSize: 500,
    sharesOffered: 1_000_000,
    quantities: [500, 1000, 2000],
    financing: { ...terms, pool: '100000000' },
    openAt: '2026-12-01T09:00:00+08:00',
    financedCutoffAt: '2026-12-03T09:00:00+08:00',
    cashCutoffAt: '2026-12-04T09:00:00+08:00',
    closeAt: '2026-12-04T12:00:00+08:00',
    priceFixingDate: '2026-12-05',
    resultsDate: '2026-12-07',
    greyMarketDate: '2026-12-07',
    listingDate: '2026-12-08',
  };
  it('accepts terms in order and names the first problem of others', () => {
    expect(checkIpoTerms(good)).toBeNull();
    expect(checkIpoTerms({ ...good, cashCutoffAt: '2026-12-02T09:00:00+08:00' })).toBe('DATES_OUT_OF_ORDER');
    expect(checkIpoTerms({ ...good, listingDate: '2026-12-07' })).toBe('DATES_OUT_OF_ORDER');
    expect(checkIpoTerms({ ...good, offerPriceLow: '10.5' })).toBe('PRICE_RANGE');
    expect(checkIpoTerms({ ...good, quantities: [500, 750] })).toBe('QUANTITIES');
    expect(checkIpoTerms({ ...good, quantities: [1000, 500] })).toBe('QUANTITIES');
    expect(checkIpoTerms({ ...good, financing: { ...good.financing, maxRatio: '1' } })).toBe('FINANCING');
    expect(checkIpoTerms({ ...good, financing: { ...good.financing, minLoan: '6000000' } })).toBe(
      'FINANCING',
    );
    expect(checkIpoTerms({ ...good, financing: null })).toBeNull();
  });
});
