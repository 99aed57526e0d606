import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, moneyText } from '../format';
import {
  DEFAULT_FEE_SCHEDULES,
  considerationOf,
  estimateFees,
  feeRate,
  scheduleInForce,
  type FeeSchedule,
  type FeeTrade,
} from './index';

const inForce = (market: string, date = '2026-11-23', currency?: string): FeeSchedule => {
  const found = scheduleInForce(DEFAULT_FEE_SCHEDULES, market, date, { currency });
  if (!found) throw new Error(`no schedule for ${market} on ${date}`);
  return found;
};
const HK = inForce('HK');
const line = (schedule: FeeSchedule, trade: FeeTrade, item: string) =>
  estimateFees(schedule, trade).lines.find((candidate) => candidate.item === item)?.amount;
const hkBuy = (consideration: string, instrumentType = 'EQTY'): FeeTrade => ({
  side: 'BUY',
  consideration,
  quantity: 100,
  instrumentType,
});

describe('Hong Kong fees, to the cent', () => {
  it('buy 100 00700 at 500: every line and the total', () => {
    const estimate = estimateFees(HK, { ...hkBuy('0'), consideration: considerationOf('500', 100) });
    expect(estimate.lines).toEqual([
      { item: 'BROKERAGE', amount: '15.00' },
      { item: 'STAMP_DUTY', amount: '50.00' },
      { item: 'TRADING_FEE', amount: '2.83' },
      { item: 'SFC_LEVY', amount: '1.35' },
      { item: 'AFRC_LEVY', amount: '0.08' },
      { item: 'SETTLEMENT_FEE', amount: '2.00' },
    ]);
    expect(estimate.total).toBe('71.26');
  });
  it('settlement fee: minimum 2 up to 100,000 of consideration, maximum 100 from 5,000,000', () => {
    expect(line(HK, hkBuy('1'), 'SETTLEMENT_FEE')).toBe('2.00');
    expect(line(HK, hkBuy('99999'), 'SETTLEMENT_FEE')).toBe('2.00');
    expect(line(HK, hkBuy('100000'), 'SETTLEMENT_FEE')).toBe('2.00');
    expect(line(HK, hkBuy('100500'), 'SETTLEMENT_FEE')).toBe('2.01');
    expect(line(HK, hkBuy('4999500'), 'SETTLEMENT_FEE')).toBe('99.99');
    expect(line(HK, hkBuy('5000000'), 'SETTLEMENT_FEE')).toBe('100.00');
    expect(line(HK, hkBuy('5000001'), 'SETTLEMENT_FEE')).toBe('100.00');
    expect(line(HK, hkBuy('80000000'), 'SETTLEMENT_FEE')).toBe('100.00');
  });
  it('stamp duty rounds up to the dollar (0.01 becomes 1) and spares ETFs', () => {
    expect(line(HK, hkBuy('10'), 'STAMP_DUTY')).toBe('1.00');
    expect(line(HK, hkBuy('1000'), 'STAMP_DUTY')).toBe('1.00');
    expect(line(HK, hkBuy('1000.01'), 'STAMP_DUTY')).toBe('2.00');
    expect(line(HK, hkBuy('50000'), 'STAMP_DUTY')).toBe('50.00');
    expect(line(HK, { ...hkBuy('50000'), side: 'SELL' }, 'STAMP_DUTY')).toBe('50.00');
    expect(line(HK, hkBuy('50000', 'ETF'), 'STAMP_DUTY')).toBeUndefined();
  });
  it('brokerage: 0.03% with a minimum of 3', () => {
    expect(line(HK, hkBuy('1'), 'BROKERAGE')).toBe('3.00');
    expect(line(HK, hkBuy('9999'), 'BROKERAGE')).toBe('3.00');
    expect(line(HK, hkBuy('10000'), 'BROKERAGE')).toBe('3.00');
    expect(line(HK, hkBuy('10050'), 'BROKERAGE')).toBe('3.02');
  });
  it('levies round half up to the cent', () => {
    expect(line(HK, hkBuy('10000'), 'AFRC_LEVY')).toBe('0.02');
    expect(line(HK, hkBuy('3333'), 'AFRC_LEVY')).toBe('0.00');
    expect(line(HK, hkBuy('3334'), 'AFRC_LEVY')).toBe('0.01');
    expect(line(HK, hkBuy('10000'), 'TRADING_FEE')).toBe('0.57');
  });
  it('charges nothing for nothing traded', () => {
    expect(estimateFees(HK, hkBuy('0'))).toEqual({
      lines: HK.rates.map((rate) => ({ item: rate.item, amount: '0.00' })),
      total: '0.00',
    });
  });
});

describe('mainland and US fees', () => {
  it('A-shares through Stock Connect: both transfer fees each side, stamp duty on sells only', () => {
    const trade: FeeTrade = { side: 'SELL', consideration: '10000', quantity: 1000 };
    const sell = estimateFees(inForce('MA^MZ'), trade);
    expect(sell.lines).toEqual([
      { item: 'BROKERAGE', amount: '3.00' },
      { item: 'HANDLING_FEE', amount: '0.34' },
      { item: 'OTHER', amount: '0.20' },
      // 0.001% to ChinaClear and 0.002% to HKSCC.
      { item: 'TRANSFER_FEE', amount: '0.10' },
      { item: 'HKSCC_TRANSFER_FEE', amount: '0.20' },
      { item: 'STAMP_DUTY', amount: '5.00' },
    ]);
    expect(sell.total).toBe('8.84');
    const buy = estimateFees(inForce('MA^MZ'), { ...trade, side: 'BUY' });
    expect(buy.lines.map((line) => line.item)).toContain('HKSCC_TRANSFER_FEE');
    expect(buy.total).toBe('3.84');
  });
  it('yen fees are whole yen (the yen has no minor unit), rounded half up; amounts print without decimals', () => {
    const JP = inForce('JP');
    expect(JP.currency).toBe('JPY');
    // 0.1% of 300,450 is 300.45 yen: 300 yen.
    expect(estimateFees(JP, { side: 'BUY', consideration: '300450', quantity: 100 })).toEqual({
      lines: [{ item: 'BROKERAGE', amount: '300' }],
      total: '300',
    });
    // 0.1% of 300,550 is 300.55 yen: 301 yen.
    expect(estimateFees(JP, { side: 'SELL', consideration: '300550', quantity: 100 }).total).toBe('301');
    expect(moneyText('300050', 'JPY')).toBe('300050');
    expect(moneyText('299950.5', 'JPY')).toBe('299950.5');
    expect(moneyText('10', 'HKD')).toBe('10.00');
    expect(formatMoney('1234567', 'JPY')).toBe('1,234,567');
    expect(formatMoney('1234.5', 'HKD')).toBe('1,234.50');
  });
  it('B-shares in the currency of their exchange', () => {
    expect(inForce('SS^SZ', '2026-11-23', 'USD').currency).toBe('USD');
    expect(inForce('SS^SZ', '2026-11-23', 'HKD').currency).toBe('HKD');
  });
  it('US: brokerage per share with a minimum; SEC fee and FINRA TAF (capped) on sells', () => {
    const US = inForce('US');
    const sell = (quantity: number, price: string): FeeTrade => ({
      side: 'SELL',
      quantity,
      consideration: considerationOf(price, quantity),
    });
    expect(estimateFees(US, sell(1000, '10')).lines).toEqual([
      { item: 'BROKERAGE', amount: '5.00' },
      { item: 'SEC_FEE', amount: '0.28' },
      { item: 'FINRA_TAF', amount: '0.17' },
    ]);
    expect(line(US, sell(100, '10'), 'BROKERAGE')).toBe('1.00');
    expect(line(US, sell(200, '10'), 'BROKERAGE')).toBe('1.00');
    expect(line(US, sell(201, '10'), 'BROKERAGE')).toBe('1.01');
    expect(line(US, sell(50_000, '1'), 'FINRA_TAF')).toBe('8.30');
    expect(line(US, sell(60_000, '1'), 'FINRA_TAF')).toBe('8.30');
    expect(line(US, sell(49_999, '1'), 'FINRA_TAF')).toBe('8.30');
    expect(line(US, sell(49_900, '1'), 'FINRA_TAF')).toBe('8.28');
    expect(estimateFees(US, { ...sell(1000, '10'), side: 'BUY' }).lines.map((l) => l.item)).toEqual([
      'BROKERAGE',
    ]);
  });
});

describe('dated schedules', () => {
  it('picks the latest schedule effective on the date', () => {
    expect(line(inForce('HK', '2023-11-16'), hkBuy('50000'), 'STAMP_DUTY')).toBe('65.00');
    expect(line(inForce('HK', '2023-11-17'), hkBuy('50000'), 'STAMP_DUTY')).toBe('50.00');
    expect(scheduleInForce(DEFAULT_FEE_SCHEDULES, 'HK', '2022-12-31')).toBeUndefined();
    expect(scheduleInForce(DEFAULT_FEE_SCHEDULES, 'KR', '2026-11-23')).toBeUndefined();
  });
  it("prefers the broker's own schedule, else the default", () => {
    const own: FeeSchedule = {
      ...HK,
      scheduleID: 'B01-HK-HKD-2025-01-01',
      brokerCode: 'B01',
      effectiveFrom: '2025-01-01',
      rates: [feeRate('BROKERAGE', { ratePercent: '0.25', minimum: '100', sides: ['BUY', 'SELL'] })],
    };
    const schedules = [...DEFAULT_FEE_SCHEDULES, own];
    expect(scheduleInForce(schedules, 'HK', '2026-01-01', { brokerCode: 'B01' })).toBe(own);
    expect(scheduleInForce(schedules, 'HK', '2024-12-31', { brokerCode: 'B01' })?.scheduleID).toBe(
      'DEFAULT-HK-HKD-2023-11-17',
    );
    expect(scheduleInForce(schedules, 'HK', '2026-01-01', { brokerCode: 'B02' })?.brokerCode).toBeUndefined();
    expect(scheduleInForce(schedules, 'HK', '2026-01-01')?.brokerCode).toBeUndefined();
  });
});

describe('fee properties', () => {
  const cents = fc.integer({ min: 1, max: 10_000_000_000 }).map((value) => new Decimal(value).div(100));
  it('every line is to the cent, within its minimum and maximum, and the total is their sum', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('BUY' as const, 'SELL' as const), (consideration, side) => {
        const estimate = estimateFees(HK, { side, consideration, quantity: 100, instrumentType: 'EQTY' });
        const sum = estimate.lines.reduce((total, item) => total.plus(item.amount), new Decimal(0));
        expect(sum.toFixed(2)).toBe(estimate.total);
        for (const { amount } of estimate.lines) expect(amount).toMatch(/^\d+\.\d\d$/);
        const settlement = new Decimal(line(HK, { side, consideration, quantity: 100 }, 'SETTLEMENT_FEE')!);
        expect(settlement.gte(2) && settlement.lte(100)).toBe(true);
        const stamp = new Decimal(line(HK, { side, consideration, quantity: 100 }, 'STAMP_DUTY')!);
        expect(stamp.isInteger()).toBe(true);
        expect(stamp.gte(consideration.times('0.001'))).toBe(true);
        expect(stamp.lt(consideration.times('0.001').plus(1))).toBe(true);
      }),
    );
  });
  it('fees never fall as the consideration rises', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a.lte(b) ? [a, b] : [b, a];
        const total = (consideration: Decimal) =>
          new Decimal(estimateFees(HK, { side: 'SELL', consideration, quantity: 100 }).total);
        expect(total(low).lte(total(high))).toBe(true);
      }),
    );
  });
});
