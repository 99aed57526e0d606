import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePriceUnits, priceUnitsToString, toPriceUnits } from './price';
import {
  SPREAD_TABLES,
  SPREAD_TABLE_DATA,
  SPREAD_TABLE_IDS,
  isOnTick,
  priceDecimalsOf,
  roundToTick,
  spreadTableIdOf,
  tickSizeAt,
  ticksAway,
} from './spread-tables';

const p = toPriceUnits;
const s = (units: number | undefined) => (units === undefined ? undefined : priceUnitsToString(units));
const HK = SPREAD_TABLES.HK_STOCK_2025;
const HKL = SPREAD_TABLES.HK_LEGACY;

describe('price units', () => {
  it('parses decimal strings exactly', () => {
    expect(parsePriceUnits('0.001')).toBe(10);
    expect(parsePriceUnits('9995')).toBe(99_950_000);
    expect(parsePriceUnits('0.0001')).toBe(1);
    expect(parsePriceUnits(' 12.3 ')).toBe(123_000);
    for (const bad of ['', '-1', '1.00001', 'abc', '1e3', '.5', '1.'])
      expect(parsePriceUnits(bad)).toBeNull();
  });
  it('formats with at least the asked decimals and never loses a digit', () => {
    expect(priceUnitsToString(123_000)).toBe('12.300');
    expect(priceUnitsToString(1_234)).toBe('0.1234');
    expect(priceUnitsToString(50_000, 2)).toBe('5.00');
    expect(priceUnitsToString(50_000, 0)).toBe('5');
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (units) => {
        expect(parsePriceUnits(priceUnitsToString(units, 4))).toBe(units);
      }),
    );
  });
});

// Every band edge of the 2025 HK table: [edge, step below, step above].
const HK_EDGES: [string, string | undefined, string | undefined][] = [
  ['0.01', undefined, '0.001'],
  ['0.25', '0.001', '0.005'],
  ['0.50', '0.005', '0.01'],
  ['10.00', '0.01', '0.01'],
  ['20.00', '0.01', '0.02'],
  ['50.00', '0.02', '0.05'],
  ['100.00', '0.05', '0.10'],
  ['200.00', '0.10', '0.20'],
  ['500.00', '0.20', '0.50'],
  ['1000.00', '0.50', '1.00'],
  ['2000.00', '1.00', '2.00'],
  ['5000.00', '2.00', '5.00'],
  ['9995.00', '5.00', undefined],
];

describe('HK spread table (stocks and REITs, 2025)', () => {
  it.each(HK_EDGES)('at %s steps down by %s and up by %s', (edge, down, up) => {
    const price = p(edge);
    expect(isOnTick(HK, price)).toBe(true);
    expect(s(tickSizeAt(HK, price, 'down'))).toBe(down && s(p(down)));
    expect(s(tickSizeAt(HK, price, 'up'))).toBe(up && s(p(up)));
    expect(s(ticksAway(HK, price, -1))).toBe(down && s(price - p(down)));
    expect(s(ticksAway(HK, price, 1))).toBe(up && s(price + p(up)));
  });
  it('rejects prices off the step of their band', () => {
    for (const bad of [
      '0.0005',
      '0.2505',
      '0.251',
      '0.505',
      '10.005',
      '20.01',
      '50.02',
      '100.05',
      '200.1',
      '500.2',
    ]) {
      expect(isOnTick(HK, p(bad)), bad).toBe(false);
    }
    for (const bad of ['1000.5', '2001', '5002', '9990.5', '10000', '0.009', '0'])
      expect(isOnTick(HK, p(bad))).toBe(false);
    for (const good of [
      '0.011',
      '0.255',
      '0.51',
      '10.01',
      '20.02',
      '50.05',
      '100.1',
      '200.2',
      '500.5',
      '1001',
      '2002',
      '5005',
    ]) {
      expect(isOnTick(HK, p(good)), good).toBe(true);
    }
  });
  it('walks n ticks across band edges', () => {
    expect(s(ticksAway(HK, p('0.248'), 3))).toBe('0.255');
    expect(s(ticksAway(HK, p('0.255'), -3))).toBe('0.248');
    expect(s(ticksAway(HK, p('9.98'), 4))).toBe('10.020');
    expect(s(ticksAway(HK, p('19.99'), 2))).toBe('20.020');
    expect(s(ticksAway(HK, p('0.01'), 240))).toBe('0.250');
    expect(s(ticksAway(HK, p('0.01'), 241))).toBe('0.255');
    expect(ticksAway(HK, p('0.01'), -1)).toBeUndefined();
    expect(ticksAway(HK, p('9995'), 1)).toBeUndefined();
    expect(ticksAway(HK, p('0.2505'), 1)).toBeUndefined();
    expect(ticksAway(HK, p('10'), 0)).toBe(p('10'));
  });
  it('n up then n down returns to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 500 }), (k, n) => {
        const start = ticksAway(HK, HK.min, k);
        if (start === undefined) return;
        const up = ticksAway(HK, start, n);
        if (up === undefined) return;
        expect(isOnTick(HK, up)).toBe(true);
        expect(ticksAway(HK, up, -n)).toBe(start);
        expect(ticksAway(HK, start, n)).toBe(ticksAway(HK, ticksAway(HK, start, 1) ?? -1, n - 1));
      }),
    );
  });
  it('rounds onto the table', () => {
    expect(s(roundToTick(HK, p('20.011'), 'down'))).toBe('20.000');
    expect(s(roundToTick(HK, p('20.011'), 'up'))).toBe('20.020');
    expect(s(roundToTick(HK, p('20.01'), 'nearest'))).toBe('20.020');
    expect(s(roundToTick(HK, p('0.2502'), 'nearest'))).toBe('0.250');
    expect(s(roundToTick(HK, p('0.001'), 'up'))).toBe('0.010');
    expect(roundToTick(HK, p('0.001'), 'down')).toBeUndefined();
  });
});

describe('HK legacy table (ETPs, debt, structured products)', () => {
  it('differs only in the 10-20 and 20-50 bands', () => {
    expect(s(tickSizeAt(HKL, p('10'), 'up'))).toBe('0.020');
    expect(s(tickSizeAt(HKL, p('20'), 'down'))).toBe('0.020');
    expect(s(tickSizeAt(HKL, p('20'), 'up'))).toBe('0.050');
    expect(s(tickSizeAt(HKL, p('50'), 'down'))).toBe('0.050');
    expect(s(tickSizeAt(HKL, p('50'), 'up'))).toBe('0.050');
    expect(s(tickSizeAt(HKL, p('10'), 'down'))).toBe('0.010');
    expect(isOnTick(HKL, p('10.01'))).toBe(false);
    expect(isOnTick(HKL, p('20.02'))).toBe(false);
    expect(isOnTick(HKL, p('20.05'))).toBe(true);
    const differing = SPREAD_TABLE_DATA.HK_LEGACY.bands.filter(
      (band, i) => band.step !== SPREAD_TABLE_DATA.HK_STOCK_2025.bands[i]?.step,
    );
    expect(differing.map((band) => band.from)).toEqual(['10.00', '20.00']);
  });
});

describe('US and China tables', () => {
  const US = SPREAD_TABLES.US;
  const CN = SPREAD_TABLES.CN;
  it('US steps 0.0001 below USD 1 and 0.01 from USD 1', () => {
    expect(isOnTick(US, p('0.9999'))).toBe(true);
    expect(isOnTick(US, p('1.0001'))).toBe(false);
    expect(isOnTick(US, p('1.01'))).toBe(true);
    expect(s(tickSizeAt(US, p('1'), 'down'))).toBe('0.0001');
    expect(s(tickSizeAt(US, p('1'), 'up'))).toBe('0.010');
    expect(s(ticksAway(US, p('0.9999'), 2))).toBe('1.010');
    expect(s(ticksAway(US, p('1.01'), -2))).toBe('0.9999');
    expect(s(ticksAway(US, p('5000'), 100))).toBe('5001.000');
  });
  it('A/B shares step 0.01', () => {
    expect(isOnTick(CN, p('12.34'))).toBe(true);
    expect(isOnTick(CN, p('12.345'))).toBe(false);
    expect(ticksAway(CN, p('0.01'), -1)).toBeUndefined();
  });
  it('steps Shanghai B-shares by 0.001 USD', () => {
    const shanghaiB = SPREAD_TABLES.CN_B_SHANGHAI;
    expect(isOnTick(shanghaiB, p('0.452'))).toBe(true);
    expect(isOnTick(shanghaiB, p('0.4525'))).toBe(false);
    expect(ticksAway(shanghaiB, p('0.452'), 10)).toBe(p('0.462'));
  });
  it('chooses the table by market and instrument type', () => {
    for (const type of ['EQTY', 'REIT']) {
      expect(spreadTableIdOf({ market: 'HK', instrumentType: type })).toBe('HK_STOCK_2025');
    }
    for (const type of ['ETF', 'WRNT', 'CBBC', 'BOND']) {
      expect(spreadTableIdOf({ market: 'HK', instrumentType: type })).toBe('HK_LEGACY');
    }
    expect(spreadTableIdOf({ market: 'HK' })).toBe('HK_STOCK_2025');
    expect(spreadTableIdOf({ market: 'US' })).toBe('US');
    expect(spreadTableIdOf({ market: 'MA^MZ' })).toBe('CN');
    expect(spreadTableIdOf({ market: 'SS^SZ', subMarket: 'SZ' })).toBe('CN');
    expect(spreadTableIdOf({ market: 'SS^SZ', subMarket: 'SS' })).toBe('CN_B_SHANGHAI');
  });
});

describe('Tokyo, Singapore and London tables', () => {
  const narrow = SPREAD_TABLES.JP_TOPIX500;
  const standard = SPREAD_TABLES.JP_STANDARD;
  it('steps TOPIX 500 constituents by 0.1 yen to 1,000, 0.5 to 3,000, 1 to 10,000, 5 to 30,000', () => {
    for (const [price, up] of [
      ['999.9', '0.1'],
      ['1000', '0.5'],
      ['2999.5', '0.5'],
      ['3000', '1'],
      ['10000', '5'],
      ['30000', '10'],
      ['100000', '50'],
    ] as const)
      expect(s(tickSizeAt(narrow, p(price), 'up'))).toBe(s(p(up)));
    expect(isOnTick(narrow, p('2999.5'))).toBe(true);
    expect(isOnTick(narrow, p('2999.51'))).toBe(false);
    expect(isOnTick(narrow, p('3000.5'))).toBe(false);
    expect(s(ticksAway(narrow, p('3000'), -1))).toBe('2999.500');
  });
  it('steps other Tokyo stocks by 1 yen to 3,000, 5 to 5,000, 10 to 30,000, 50 to 50,000', () => {
    expect(isOnTick(standard, p('2999'))).toBe(true);
    expect(isOnTick(standard, p('2999.5'))).toBe(false);
    expect(isOnTick(standard, p('3005'))).toBe(true);
    expect(isOnTick(standard, p('3001'))).toBe(false);
    expect(s(tickSizeAt(standard, p('5000'), 'up'))).toBe('10.000');
    expect(s(tickSizeAt(standard, p('30000'), 'up'))).toBe('50.000');
    expect(s(tickSizeAt(standard, p('50000000'), 'up'))).toBe('100000.000');
  });
  it('steps Singapore stocks by 0.001 below 0.20, 0.005 to 0.995 and 0.01 from 1.00 (SGX-ST Rule 8.3.3)', () => {
    const sg = SPREAD_TABLES.SG_STOCK;
    expect(isOnTick(sg, p('0.199'))).toBe(true);
    expect(isOnTick(sg, p('0.201'))).toBe(false);
    expect(isOnTick(sg, p('0.995'))).toBe(true);
    expect(isOnTick(sg, p('1.005'))).toBe(false);
    expect(s(ticksAway(sg, p('0.20'), -1))).toBe('0.199');
    expect(s(ticksAway(sg, p('0.20'), 1))).toBe('0.205');
    expect(s(ticksAway(sg, p('0.995'), 1))).toBe('1.000');
    expect(s(ticksAway(sg, p('1.00'), 1))).toBe('1.010');
  });
  // RTS 11's table, in pence, for the rows our prices reach: [row from (pence), ticks of bands 1 to 6 (pence)].
  const RTS11_ROWS: [number, number[]][] = [
    [1, [0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002]],
    [50, [0.5, 0.2, 0.1, 0.05, 0.02, 0.01]],
    [100, [1, 0.5, 0.2, 0.1, 0.05, 0.02]],
    [200, [2, 1, 0.5, 0.2, 0.1, 0.05]],
    [500, [5, 2, 1, 0.5, 0.2, 0.1]],
    [1000, [10, 5, 2, 1, 0.5, 0.2]],
    [10000, [100, 50, 20, 10, 5, 2]],
    [50000, [500, 200, 100, 50, 20, 10]],
  ];
  it.each(RTS11_ROWS)(
    'steps London shares from %sp as RTS 11 does, band by band (pounds, not pence)',
    (from, ticks) => {
      ticks.forEach((tickPence, index) => {
        const table = SPREAD_TABLES[`GB_BAND_${index + 1}` as keyof typeof SPREAD_TABLES];
        const up = tickSizeAt(table, p(String(from / 100)), 'up');
        // Ticks finer than 0.01p are taken as 0.01p (one price unit, 0.0001 GBP).
        expect(up).toBe(Math.max(1, Math.round(tickPence * 100)));
      });
    },
  );
  it('prices HSBC (1,080p, band 6) on 0.2p and AstraZeneca (13,500p) on 2p', () => {
    const band6 = SPREAD_TABLES.GB_BAND_6;
    expect(isOnTick(band6, p('10.802'))).toBe(true);
    expect(isOnTick(band6, p('10.801'))).toBe(false);
    expect(isOnTick(band6, p('135.02'))).toBe(true);
    expect(isOnTick(band6, p('135.01'))).toBe(false);
  });
  it('chooses the table from what the market asks of the instrument', () => {
    expect(spreadTableIdOf({ market: 'HK', instrumentType: 'EQTY' })).toBe('HK_STOCK_2025');
    expect(spreadTableIdOf({ market: 'HK', instrumentType: 'ETF' })).toBe('HK_LEGACY');
    expect(spreadTableIdOf({ market: 'SS^SZ', subMarket: 'SS' })).toBe('CN_B_SHANGHAI');
    expect(spreadTableIdOf({ market: 'SS^SZ', subMarket: 'SZ' })).toBe('CN');
    expect(spreadTableIdOf({ market: 'MA^MZ' })).toBe('CN');
    expect(spreadTableIdOf({ market: 'US' })).toBe('US');
    expect(spreadTableIdOf({ market: 'JP', topix500: true })).toBe('JP_TOPIX500');
    expect(spreadTableIdOf({ market: 'JP' })).toBe('JP_STANDARD');
    expect(spreadTableIdOf({ market: 'SG^SI' })).toBe('SG_STOCK');
    expect(spreadTableIdOf({ market: 'GB^GP', liquidityBand: 6 })).toBe('GB_BAND_6');
    expect(spreadTableIdOf({ market: 'GB^GP' })).toBe('GB_BAND_1');
    expect(Object.keys(SPREAD_TABLES).sort()).toEqual([...SPREAD_TABLE_IDS].sort());
  });
  it('types prices with as many decimals as the finest step of the table', () => {
    expect(priceDecimalsOf(SPREAD_TABLES.HK_STOCK_2025)).toBe(3);
    expect(priceDecimalsOf(SPREAD_TABLES.CN)).toBe(2);
    expect(priceDecimalsOf(SPREAD_TABLES.US)).toBe(4);
    expect(priceDecimalsOf(SPREAD_TABLES.JP_TOPIX500)).toBe(1);
    expect(priceDecimalsOf(SPREAD_TABLES.JP_STANDARD)).toBe(0);
    expect(priceDecimalsOf(SPREAD_TABLES.SG_STOCK)).toBe(3);
    expect(priceDecimalsOf(SPREAD_TABLES.GB_BAND_6)).toBe(4);
  });
});
