import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hongKongCalendar } from '../reference';
import {
  addDays,
  addTradingDays,
  businessDateOf,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  sellableSameDay,
  settlementDate,
} from './index';

describe('settlement dates over the markets holiday calendars', () => {
  it('HK settles T+2, stepping over weekends and Christmas', () => {
    expect(settlementDate('HK', '2026-11-20', 'BUY', 'cash')).toBe('2026-11-24');
    expect(settlementDate('HK', '2026-11-20', 'SELL', 'security')).toBe('2026-11-24');
    // 24 December is a half day (it trades); 25 December a holiday.
    expect(settlementDate('HK', '2026-12-23', 'BUY', 'cash')).toBe('2026-12-28');
  });
  it('US settles T+1 (Thanksgiving closed, the day after a half day)', () => {
    expect(settlementDate('US', '2026-11-25', 'SELL', 'cash')).toBe('2026-11-27');
    expect(settlementDate('US', '2026-11-23', 'BUY', 'security')).toBe('2026-11-24');
  });
  it('A-shares: securities on T, cash on T+1 over both markets closures', () => {
    expect(settlementDate('MA^MZ', '2026-09-30', 'BUY', 'security')).toBe('2026-09-30');
    expect(settlementDate('MA^MZ', '2026-09-30', 'SELL', 'cash')).toBe('2026-10-08');
    // A Hong Kong-only holiday closes northbound too.
    expect(settlementDate('MA^MZ', '2026-10-16', 'SELL', 'cash')).toBe('2026-10-20');
  });
  it('B-shares settle T+3', () => {
    expect(settlementDate('SS^SZ', '2026-09-29', 'BUY', 'cash')).toBe('2026-10-09');
    expect(settlementDate('SS^SZ', '2026-11-23', 'SELL', 'security')).toBe('2026-11-26');
  });
  it('Tokyo, Singapore and London settle T+2 over their own holidays', () => {
    // Friday, then Labour Thanksgiving Day (Monday 23 November).
    expect(settlementDate('JP', '2026-11-20', 'BUY', 'cash')).toBe('2026-11-25');
    // Friday, then Vesak Day observed on Monday 1 June.
    expect(settlementDate('SG^SI', '2026-05-29', 'SELL', 'security')).toBe('2026-06-03');
    // Thursday before Easter: Good Friday and Easter Monday closed.
    expect(settlementDate('GB^GP', '2026-04-02', 'BUY', 'cash')).toBe('2026-04-08');
    expect(['JP', 'SG^SI', 'GB^GP'].map(sellableSameDay)).toEqual([true, true, true]);
  });
  it('markets without a maintained calendar settle T+2 over weekends', () => {
    expect(settlementDate('TW', '2026-11-20', 'BUY', 'cash')).toBe('2026-11-24');
  });
  it('A- and B-shares bought today cannot be sold today', () => {
    expect(['HK', 'US', 'MA^MZ', 'SS^SZ'].map(sellableSameDay)).toEqual([true, true, false, false]);
  });
});

describe('business dates', () => {
  it('takes the calendar date in Asia/Shanghai unless told otherwise', () => {
    expect(businessDateOf(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(businessDateOf(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(businessDateOf(Date.parse('2026-11-24T03:00:00Z'), 'America/New_York')).toBe('2026-11-23');
  });
  it('steps to the next and previous trading day', () => {
    expect(nextTradingDay('HK', '2026-12-24')).toBe('2026-12-28');
    expect(nextTradingDay('HK', '2026-11-21')).toBe('2026-11-23');
    expect(previousTradingDay('HK', '2026-12-28')).toBe('2026-12-24');
    expect(addTradingDays('HK', '2026-12-25', 0)).toBe('2026-12-28');
  });
  it('every settlement date is a trading day, on or after the trade, and never earlier for a later trade', () => {
    const dates = fc.integer({ min: 0, max: 700 }).map((offset) => addDays('2026-01-01', offset));
    fc.assert(
      fc.property(dates, dates, fc.constantFrom('HK', 'US', 'MA^MZ', 'SS^SZ'), (a, b, market) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const settleEarly = settlementDate(market, early, 'BUY', 'cash');
        expect(settleEarly >= early).toBe(true);
        expect(settleEarly <= settlementDate(market, late, 'BUY', 'cash')).toBe(true);
        if (market === 'HK') expect(isTradingDay(hongKongCalendar, settleEarly)).toBe(true);
      }),
    );
  });
});
