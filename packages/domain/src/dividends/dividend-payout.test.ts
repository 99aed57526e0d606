import { describe, expect, it } from 'vitest';
import { dividendPayout, scripSharesOf } from './dividend-payout';

const figures = (payout: ReturnType<typeof dividendPayout>) => ({
  gross: payout.gross.toFixed(2),
  cashAmount: payout.cashAmount.toFixed(2),
  scripQuantity: payout.scripQuantity,
  scripCost: payout.scripCost.toFixed(),
});

describe('dividendPayout', () => {
  it('pays all in cash, rounded down to the cent', () => {
    expect(
      figures(dividendPayout({ sharesHeld: 333, cashRate: '0.123', scripPrice: null, scripShares: 0 })),
    ).toEqual({ gross: '40.95', cashAmount: '40.95', scripQuantity: 0, scripCost: '0' });
  });

  it('issues whole scrip shares and pays the fraction in cash', () => {
    // 400 x 2.40 = 960.00; 960 / 370 = 2 shares (740.00), 220.00 in cash.
    expect(
      figures(dividendPayout({ sharesHeld: 400, cashRate: '2.4', scripPrice: '370', scripShares: 400 })),
    ).toEqual({ gross: '960.00', cashAmount: '220.00', scripQuantity: 2, scripCost: '740' });
  });

  it('splits a mixed election: the cash part plus the scrip part left over', () => {
    // 800 x 0.52 = 416.00; 500 shares' dividend 260.00 / 60.15 = 4 shares (240.60); cash 416 - 240.60 = 175.40.
    expect(
      figures(dividendPayout({ sharesHeld: 800, cashRate: '0.52', scripPrice: '60.15', scripShares: 500 })),
    ).toEqual({ gross: '416.00', cashAmount: '175.40', scripQuantity: 4, scripCost: '240.6' });
  });

  it('never takes more scrip than the shares held', () => {
    const capped = dividendPayout({ sharesHeld: 100, cashRate: '1', scripPrice: '10', scripShares: 900 });
    expect(capped.scripQuantity).toBe(10);
    expect(capped.cashAmount.toFixed(2)).toBe('0.00');
  });

  it('names the scrip shares of each option', () => {
    expect(scripSharesOf('CASH', 400, 100)).toBe(0);
    expect(scripSharesOf('SCRIP', 400, 0)).toBe(400);
    expect(scripSharesOf('MIXED', 400, 100)).toBe(100);
    expect(scripSharesOf('MIXED', 50, 100)).toBe(50);
  });
});
