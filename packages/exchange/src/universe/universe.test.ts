import { describe, expect, it } from 'vitest';
import { isOnTick, SPREAD_TABLES, toPriceUnits } from '@lantau/domain';
import { findInstrument, instrumentsOf, UNIVERSE } from './universe';
import {
  aShareDailyLimitPercent,
  instrumentSpecFor,
  spreadTableFor,
  spreadTableIdOfInstrument,
} from './instrument-spec';
import type { UniverseInstrumentType, UniverseMarket } from './types';

const count = (market: UniverseMarket, type?: UniverseInstrumentType) =>
  UNIVERSE.filter((i) => i.market === market && (type === undefined || i.type === type)).length;

describe('universe counts', () => {
  it('lists at least 200 Hong Kong instruments of every type', () => {
    expect(count('HK')).toBeGreaterThanOrEqual(200);
    expect(count('HK', 'EQTY')).toBeGreaterThanOrEqual(120);
    expect(count('HK', 'ETF')).toBeGreaterThanOrEqual(15);
    expect(count('HK', 'REIT')).toBeGreaterThanOrEqual(5);
    expect(count('HK', 'WRNT')).toBeGreaterThanOrEqual(30);
    expect(count('HK', 'CBBC')).toBeGreaterThanOrEqual(20);
  });
  it('lists 50 A-shares, 10 B-shares, 100 US stocks and a few elsewhere', () => {
    expect(count('MA^MZ')).toBe(50);
    expect(count('SS^SZ')).toBe(10);
    expect(count('US')).toBe(100);
    for (const market of ['JP', 'SG^SI', 'GB^GP'] as const) {
      expect(count(market)).toBeGreaterThanOrEqual(4);
      expect(count(market)).toBeLessThanOrEqual(6);
    }
  });
});

describe('universe data', () => {
  it('has unique codes per market, and finds each instrument by market and code', () => {
    const keys = UNIVERSE.map((i) => `${i.market}|${i.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const instrument of UNIVERSE)
      expect(findInstrument(instrument.market, instrument.code)).toBe(instrument);
    expect(findInstrument('HK', '99999')).toBeUndefined();
    expect(findInstrument('US', '00700')).toBeUndefined();
    expect(instrumentsOf('US')).toHaveLength(100);
  });

  it.each(UNIVERSE.map((i) => [`${i.market} ${i.code}`, i] as const))(
    '%s is complete and on tick',
    (_, i) => {
      expect(i.name.en_US.trim()).not.toBe('');
      expect(i.name.zh_HK.trim()).not.toBe('');
      expect(i.name.zh_CN.trim()).not.toBe('');
      expect(isOnTick(spreadTableFor(i), toPriceUnits(i.referencePrice))).toBe(true);
      expect(Number.isInteger(i.lotSize) && i.lotSize > 0).toBe(true);
      expect(i.volatility).toBeGreaterThan(0);
      expect(i.averageDailyVolume).toBeGreaterThan(0);
      if (i.type === 'EQTY' || i.type === 'REIT') {
        expect(i.equity).toBeDefined();
        expect(i.sharesOutstanding).toBeGreaterThan(0);
      }
    },
  );

  it('follows each market’s code format, currency and lot', () => {
    for (const i of UNIVERSE) {
      if (i.market === 'HK') {
        expect(i.code).toMatch(/^\d{5}$/);
        expect(i.currency).toBe('HKD');
      }
      if (i.market === 'MA^MZ') {
        expect(i.subMarket === 'MA' ? i.code : '').toMatch(i.subMarket === 'MA' ? /^6\d{5}$/ : /^$/);
        if (i.subMarket === 'MZ') expect(i.code).toMatch(/^(000|001|002|003|300|301)\d{3}$/);
        expect([i.currency, i.lotSize]).toEqual(['CNY', 100]);
      }
      if (i.market === 'SS^SZ') {
        expect(i.code).toMatch(i.subMarket === 'SS' ? /^900\d{3}$/ : /^200\d{3}$/);
        expect([i.currency, i.lotSize]).toEqual([i.subMarket === 'SS' ? 'USD' : 'HKD', 100]);
      }
      if (i.market === 'US') expect([i.currency, i.lotSize, i.subMarket]).toEqual(['USD', 1, 'US']);
      if (i.market === 'JP') expect([i.currency, i.lotSize]).toEqual(['JPY', 100]);
      if (i.market === 'SG^SI') expect([i.currency, i.lotSize, i.subMarket]).toEqual(['SGD', 100, 'SG']);
      if (i.market === 'GB^GP') expect([i.currency, i.lotSize, i.subMarket]).toEqual(['GBP', 1, 'GB']);
    }
  });

  it('gives warrants and CBBCs terms in the real code ranges, on existing underlyings', () => {
    for (const i of UNIVERSE.filter((x) => x.type === 'WRNT' || x.type === 'CBBC')) {
      const code = Number(i.code);
      if (i.type === 'WRNT') expect(code >= 10000 && code <= 29999).toBe(true);
      else expect(code >= 50000 && code <= 69999).toBe(true);
      const terms = i.warrant;
      expect(terms).toBeDefined();
      if (!terms) continue;
      expect(terms.maturity >= '2026-01-01' && terms.maturity <= '2027-12-31').toBe(true);
      expect(terms.conversionRatio).toBeGreaterThan(0);
      if (terms.underlying !== 'HSI') expect(findInstrument('HK', terms.underlying)).toBeDefined();
      if (i.type === 'CBBC') {
        const strike = Number(terms.strike);
        const callLevel = Number(terms.callLevel);
        expect(terms.kind === 'BULL' ? callLevel > strike : callLevel < strike).toBe(true);
      }
    }
  });

  it('links only to instruments that exist (an H share to its A share and back)', () => {
    for (const i of UNIVERSE) {
      for (const code of i.linked ?? []) {
        if (code === 'HSI') continue;
        const found = UNIVERSE.some((other) => other.code === code);
        expect(found, `${i.code} -> ${code}`).toBe(true);
      }
    }
    expect(findInstrument('HK', '00939')?.linked).toEqual(['601939']);
    expect(findInstrument('MA^MZ', '601939')?.linked).toEqual(['00939']);
  });

  it('marks index constituents for the volatility control mechanism at 10%', () => {
    expect(findInstrument('HK', '00700')?.vcmTriggerPercent).toBe(10);
    expect(findInstrument('HK', '00823')?.vcmTriggerPercent).toBe(10);
    expect(findInstrument('HK', '13475')?.vcmTriggerPercent).toBeUndefined();
  });
});

describe('instrumentSpecFor', () => {
  it('uses the HK stock table for stocks and REITs and the older table for ETFs and structured products', () => {
    const spec = (code: string) => instrumentSpecFor(findInstrument('HK', code) ?? UNIVERSE[0]!);
    expect(spec('00700')).toMatchObject({ market: 'HK', lotSize: 100, previousClose: toPriceUnits('610') });
    expect(spec('00700').spreadTable).toBe(SPREAD_TABLES.HK_STOCK_2025);
    expect(spec('00823').spreadTable).toBe(SPREAD_TABLES.HK_STOCK_2025);
    expect(spec('02800').spreadTable).toBe(SPREAD_TABLES.HK_LEGACY);
    expect(spec('13475').spreadTable).toBe(SPREAD_TABLES.HK_LEGACY);
    expect(spec('50312').spreadTable).toBe(SPREAD_TABLES.HK_LEGACY);
  });

  it('books every instrument on the table its quotes and orders name (one choice: the domain spreadTableIdOf)', () => {
    for (const instrument of UNIVERSE) {
      expect(instrumentSpecFor(instrument).spreadTable.id, `${instrument.market} ${instrument.code}`).toBe(
        spreadTableIdOfInstrument(instrument),
      );
    }
    expect(instrumentSpecFor(findInstrument('SS^SZ', '900901')!).spreadTable).toBe(
      SPREAD_TABLES.CN_B_SHANGHAI,
    );
    expect(instrumentSpecFor(findInstrument('SS^SZ', '200596')!).spreadTable).toBe(SPREAD_TABLES.CN);
  });

  it('applies A-share limits and the broker buy lot', () => {
    const moutai = findInstrument('MA^MZ', '600519')!;
    expect(instrumentSpecFor(moutai, { aShareBuyLotSize: 200 })).toMatchObject({
      market: 'CN_A',
      buyLotSize: 200,
      dailyLimitPercent: 10,
    });
    expect(instrumentSpecFor(moutai).buyLotSize).toBe(100);
    expect(aShareDailyLimitPercent(findInstrument('MA^MZ', '300750')!)).toBe(20);
    const riskWarned = UNIVERSE.filter((i) => i.riskWarning);
    expect(riskWarned.length).toBeGreaterThan(0);
    for (const i of riskWarned) expect(instrumentSpecFor(i).dailyLimitPercent).toBe(5);
  });

  it('builds B-share, US and generic specs, and honours a given previous close', () => {
    expect(instrumentSpecFor(findInstrument('SS^SZ', '900901')!, { bShareBuyLotSize: 1000 })).toMatchObject({
      market: 'CN_B',
      buyLotSize: 1000,
    });
    expect(instrumentSpecFor(findInstrument('US', 'AAPL')!).continuousOrderTypes).toContain('market');
    const toyota = instrumentSpecFor(findInstrument('JP', '7203')!, { previousClose: toPriceUnits('2990') });
    expect(toyota).toMatchObject({ lotSize: 100, previousClose: toPriceUnits('2990') });
    expect(toyota.continuousOrderTypes).toEqual(['limit']);
  });

  it("puts Tokyo, Singapore and London on their exchanges' own tick tables, not a generic 0.01", () => {
    const table = (market: UniverseMarket, code: string) =>
      instrumentSpecFor(findInstrument(market, code)!).spreadTable;
    expect(table('JP', '7203')).toBe(SPREAD_TABLES.JP_TOPIX500);
    expect(table('SG^SI', 'D05')).toBe(SPREAD_TABLES.SG_STOCK);
    expect(table('GB^GP', 'HSBA')).toBe(SPREAD_TABLES.GB_BAND_6);
    // A Tokyo stock outside TOPIX 500 steps on the standard table.
    const smallCap = { ...findInstrument('JP', '7203')!, code: '9999', topix500: false };
    expect(instrumentSpecFor(smallCap).spreadTable).toBe(SPREAD_TABLES.JP_STANDARD);
    expect(isOnTick(table('JP', '7203'), toPriceUnits('2999.5'))).toBe(true);
    expect(isOnTick(table('JP', '7203'), toPriceUnits('2999.51'))).toBe(false);
  });
});
