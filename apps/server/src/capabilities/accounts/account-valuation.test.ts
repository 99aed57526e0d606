import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { MarketCode } from '@lantau/contract';
import type { AccountBalances, CashBalance, SecurityBalance } from '../ledger';
import { marginHeadroomOf, valueAccount, type ValuationInput } from './account-valuation';
import type { ValuationData } from './valuation-data';

const d = (value: Decimal.Value) => new Decimal(value);
const rates: Record<string, string> = { HKD: '1', USD: '7.8' };
const data: ValuationData = {
  marginRatio: (market) => d(market === 'HK' ? '0.5' : '0'),
  toHkd: (currency, amount) => amount.times(rates[currency] ?? 1),
  fromHkd: (currency, amount) => amount.dividedBy(rates[currency] ?? 1),
};
const cash = (currency: 'HKD' | 'USD', total: string, onHold = '0'): CashBalance => ({
  currency,
  settled: d(total),
  unsettled: d(0),
  onHold: d(onHold),
  available: d(total).minus(onHold),
});
const shares = (
  market: MarketCode,
  stockCode: string,
  quantity: number,
  averageCost: string,
): SecurityBalance => ({
  market,
  stockCode,
  quantity,
  settledQuantity: quantity,
  onHold: 0,
  sellable: quantity,
  boughtToday: 0,
  averageCost: d(averageCost),
});
const price = (last: string, previousClose: string, currency: 'HKD' | 'USD' = 'HKD') => ({
  name: { en_US: 'X', zh_HK: 'X', zh_CN: 'X' },
  currency,
  lotSize: 100,
  last: d(last),
  previousClose: d(previousClose),
});

function input(balances: AccountBalances, overrides: Partial<ValuationInput> = {}): ValuationInput {
  return {
    accountType: 'MARGIN',
    creditLimit: d(100000),
    balances,
    data,
    priceOf: (market) => (market === 'HK' ? price('400', '390') : price('10', '10', 'USD')),
    ...overrides,
  };
}

describe('account valuation', () => {
  const holding = shares('HK', '00700', 1000, '350');

  it('values positions in their currency and totals in HKD', () => {
    const figures = valueAccount(
      input(
        { cash: [cash('HKD', '1000', '200'), cash('USD', '100')], securities: [holding] },
        { accountType: 'CASH' },
      ),
    );
    expect(figures.positions[0]).toMatchObject({
      marketValue: '400000.00',
      unrealisedPnl: '50000.00',
      unrealisedPnlPercent: '14.29',
      todayPnl: '10000.00',
      averageCost: '350.000',
      costEdited: false,
    });
    // Cash 1,000 + 100 x 7.8; a cash account's buying power is its available cash (on hold excluded).
    expect(figures.totals).toMatchObject({ cash: '1780.00', netAssets: '401780.00', buyingPower: '1580.00' });
    expect(figures.margin).toBeNull();
  });

  it("uses the client's own cost for P/L when edited", () => {
    const figures = valueAccount(
      input({ cash: [], securities: [holding] }, { costOverrides: new Map([['HK|00700', d('420')]]) }),
    );
    expect(figures.positions[0]).toMatchObject({
      averageCost: '420.000',
      costEdited: true,
      unrealisedPnl: '-20000.00',
    });
  });

  it('lends against holdings within the credit limit, and calls margin below maintenance', () => {
    // Loan value 400,000 x 0.5 = 200,000, capped at the 100,000 limit.
    const healthy = valueAccount(input({ cash: [cash('HKD', '5000')], securities: [holding] }));
    expect(healthy.totals.buyingPower).toBe('105000.00');
    expect(healthy.margin).toMatchObject({ state: 'NORMAL', marginValue: '200000.00', loan: '0.00' });

    // Borrowed 350,000: equity 50,000 < maintenance 400,000 x 0.25.
    const called = valueAccount(input({ cash: [cash('HKD', '-350000')], securities: [holding] }));
    expect(called.margin).toMatchObject({ state: 'MARGIN_CALL', loan: '350000.00', equity: '50000.00' });
    expect(called.totals.buyingPower).toBe('0.00');
  });

  it("gives the ledger a margin account's headroom in the hold's currency", () => {
    const balances = { cash: [cash('HKD', '5000'), cash('USD', '100')], securities: [holding] };
    // Buying power 5,000 + 780 + 100,000 HKD; in USD 13,561.54, less the USD 100 it has.
    expect(marginHeadroomOf(input(balances), 'HKD').toFixed()).toBe('100780');
    expect(marginHeadroomOf(input(balances), 'USD').toDecimalPlaces(2).toFixed()).toBe('13461.54');
  });
});
