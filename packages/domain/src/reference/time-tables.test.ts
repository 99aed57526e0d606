import { describe, expect, it } from 'vitest';
import { marketTimeTables, marketTimeZone } from './time-tables';
import { marketSettlementCurrencies } from './market-currencies';
import * as calendars from './holiday-calendars';
import { currencyReferences } from './currencies';
import { productLines } from './product-lines';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('market time tables', () => {
  it('covers exactly the markets that have settlement currencies', () => {
    const timeTableMarkets = new Set(marketTimeTables.map((table) => table.market));
    expect([...timeTableMarkets].sort()).toEqual(Object.keys(marketSettlementCurrencies).sort());
  });

  it('splits caret markets into their sub-markets', () => {
    const subMarkets = (market: string) =>
      marketTimeTables.filter((table) => table.market === market).map((table) => table.subMarket);
    expect(subMarkets('MA^MZ')).toEqual(['MA', 'MZ']);
    expect(subMarkets('SS^SZ')).toEqual(['SS', 'SZ']);
    expect(subMarkets('HK')).toEqual(['HK']);
    for (const table of marketTimeTables) expect(table.market.split('^')).toContain(table.subMarket);
  });

  it('has valid time zones and ordered, non-overlapping sessions', () => {
    for (const table of marketTimeTables) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: table.timeZone })).not.toThrow();
      expect(table.sessions.length).toBeGreaterThan(0);
      let previousEnd = 0;
      for (const session of table.sessions) {
        expect(session.start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(session.end).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(minutes(session.start)).toBeGreaterThanOrEqual(previousEnd);
        expect(minutes(session.end)).toBeGreaterThan(minutes(session.start));
        previousEnd = minutes(session.end);
      }
    }
  });

  it('keeps Hong Kong on its 09:30 open and 16:10 close', () => {
    const hk = marketTimeTables.find((table) => table.market === 'HK');
    expect(hk?.timeZone).toBe('Asia/Hong_Kong');
    expect(hk?.sessions.find((session) => session.kind === 'MORNING')?.start).toBe('09:30');
    expect(hk?.sessions.at(-1)).toEqual({ kind: 'CLOSING_AUCTION', start: '16:00', end: '16:10' });
  });
});

describe('holiday calendars', () => {
  // The unmaintained calendar is empty on purpose: markets whose holidays nobody keeps yet.
  const maintained = Object.entries(calendars).filter(([name]) => name !== 'unmaintainedCalendar');

  it.each(maintained)('%s lists real weekdays of 2026-2027, sorted, without repeats', (_, calendar) => {
    for (const days of [calendar.holidays, calendar.halfDays]) {
      expect([...new Set(days)].sort()).toEqual(days);
      for (const day of days) {
        expect(day).toMatch(/^202[67]-\d{2}-\d{2}$/);
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
        expect([1, 2, 3, 4, 5], day).toContain(weekday(day));
      }
    }
    for (const day of calendar.halfDays) expect(calendar.holidays).not.toContain(day);
  });

  it('has the main closures of both years', () => {
    expect(calendars.hongKongCalendar.holidays).toEqual(
      expect.arrayContaining(['2026-02-17', '2026-10-01', '2027-02-08']),
    );
    expect(calendars.hongKongCalendar.halfDays).toContain('2026-12-24');
    expect(calendars.mainlandCalendar.holidays).toEqual(expect.arrayContaining(['2026-02-16', '2026-10-07']));
    expect(calendars.newYorkCalendar.holidays).toEqual(expect.arrayContaining(['2026-11-26', '2027-07-05']));
    expect(calendars.newYorkCalendar.halfDays).toContain('2026-11-27');
    // Tokyo's Silver Week, Singapore's Vesak Day moved off a Sunday, London's Boxing Day moved off a Saturday.
    expect(calendars.tokyoCalendar.holidays).toEqual(
      expect.arrayContaining(['2026-09-21', '2026-09-22', '2026-09-23']),
    );
    expect(calendars.singaporeCalendar.holidays).toEqual(
      expect.arrayContaining(['2026-02-17', '2026-06-01']),
    );
    expect(calendars.londonCalendar.holidays).toEqual(expect.arrayContaining(['2026-12-28', '2027-03-29']));
  });

  it('gives the world markets their calendars, one per sub-market', () => {
    const holidaysOf = (subMarket: string) =>
      marketTimeTables.find((table) => table.subMarket === subMarket)?.holidays;
    expect(holidaysOf('JP')).toBe(calendars.tokyoCalendar.holidays);
    for (const subMarket of ['SG', 'SI'])
      expect(holidaysOf(subMarket)).toBe(calendars.singaporeCalendar.holidays);
    for (const subMarket of ['GB', 'GP'])
      expect(holidaysOf(subMarket)).toBe(calendars.londonCalendar.holidays);
  });

  it('closes northbound trading whenever either side is closed', () => {
    for (const day of [...calendars.hongKongCalendar.holidays, ...calendars.mainlandCalendar.holidays]) {
      expect(calendars.northboundCalendar.holidays).toContain(day);
    }
    // Hong Kong's Easter Monday is a mainland trading day, but northbound is shut.
    expect(calendars.mainlandCalendar.holidays).not.toContain('2026-04-07');
    expect(calendars.northboundCalendar.holidays).toContain('2026-04-07');
  });
});

describe('settlement currencies and product lines', () => {
  const knownCurrencies = new Set(currencyReferences.map((currency) => currency.code));

  it('only names known currencies', () => {
    for (const [market, currencies] of Object.entries(marketSettlementCurrencies)) {
      expect(currencies.length, market).toBeGreaterThan(0);
      for (const currency of currencies) expect(knownCurrencies, `${market} ${currency}`).toContain(currency);
    }
    for (const line of productLines)
      for (const currency of line.currencies) expect(knownCurrencies).toContain(currency);
  });

  it('settles A-shares in renminbi and the product lines in known markets', () => {
    expect(marketSettlementCurrencies['MA^MZ']).toEqual(['CNY']);
    for (const line of productLines) {
      for (const market of line.markets) expect(Object.keys(marketSettlementCurrencies)).toContain(market);
    }
    expect(productLines.map((line) => line.prodLineCode)).toEqual(['SEC', 'IPO', 'GREY', 'FUND', 'FX']);
  });
});

describe('marketTimeZone', () => {
  it('names the zone each market trades in, from the time tables', () => {
    expect(marketTimeZone('HK')).toBe('Asia/Hong_Kong');
    expect(marketTimeZone('MA^MZ')).toBe('Asia/Shanghai');
    expect(marketTimeZone('US')).toBe('America/New_York');
    expect(marketTimeZone('JP')).toBe('Asia/Tokyo');
    expect(marketTimeZone('XX')).toBeUndefined();
  });
});
