import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOnTick, toPriceUnits } from '@lantau/domain';
import type { Candle } from '../simulator/types';
import { findInstrument, UNIVERSE } from '../universe/universe';
import { spreadTableFor } from '../universe/instrument-spec';
import type { InstrumentReference } from '../universe/types';
import { aggregateCandles } from './aggregate-candles';
import { dailyHistory } from './daily-history';
import { historyStats } from './history-stats';
import { demoDayWindows, timeTableOf, tradingDays, tradingSessionWindows } from './market-calendar';
import { minuteCandles } from './minute-candles';
import { localDateOf, localMinuteOfDay, zonedTimeToEpoch } from '../time/zoned-time';

const HK_ZONE = 'Asia/Hong_Kong';
const tencent = findInstrument('HK', '00700') as InstrumentReference;
const lastDate = '2026-03-31';

/** Checks every candle without one expect per field, which would make the whole-universe test slow. */
function inconsistencies(instrument: InstrumentReference, candles: readonly Candle[]): string[] {
  const table = spreadTableFor(instrument);
  const problems: string[] = [];
  for (const c of candles) {
    const prices = [c.open, c.high, c.low, c.close];
    if (c.low > Math.min(c.open, c.close) || c.high < Math.max(c.open, c.close)) {
      problems.push(`${instrument.code} ${c.time}: OHLC out of order`);
    }
    if (!prices.every((price) => isOnTick(table, price)))
      problems.push(`${instrument.code} ${c.time}: off tick`);
    if (!(c.volume >= 0 && c.turnover >= 0)) problems.push(`${instrument.code} ${c.time}: negative volume`);
  }
  return problems;
}

function expectConsistent(instrument: InstrumentReference, candles: readonly Candle[]) {
  expect(inconsistencies(instrument, candles)).toEqual([]);
}

describe('trading calendar', () => {
  it('skips weekends and the domain calendar’s holidays', () => {
    // Lunar New Year 2026: 17-19 February are HKEX holidays.
    expect(tradingDays('HK', '2026-02-13', '2026-02-23')).toEqual([
      '2026-02-13',
      '2026-02-16',
      '2026-02-20',
      '2026-02-23',
    ]);
    // Before 2026 there is no calendar: only weekends close (25 December 2025 is a Thursday).
    expect(tradingDays('HK', '2025-12-24', '2025-12-29')).toEqual([
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-29',
    ]);
    expect(tradingDays('US', '2026-07-02', '2026-07-06')).not.toContain('2026-07-03');
  });

  it('knows the sessions, the half days and the demo day', () => {
    const hk = tradingSessionWindows(timeTableOf('HK'), '2026-03-02');
    expect(hk).toEqual([
      {
        start: zonedTimeToEpoch('2026-03-02', '09:30', HK_ZONE),
        end: zonedTimeToEpoch('2026-03-02', '12:00', HK_ZONE),
      },
      {
        start: zonedTimeToEpoch('2026-03-02', '13:00', HK_ZONE),
        end: zonedTimeToEpoch('2026-03-02', '16:00', HK_ZONE),
      },
    ]);
    expect(new Date(hk[0]!.start).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(tradingSessionWindows(timeTableOf('HK'), '2026-12-24')).toHaveLength(1);
    expect(tradingSessionWindows(timeTableOf('HK'), '2026-03-01')).toEqual([]);
    const [demo] = demoDayWindows('2026-03-08', 'America/New_York'); // DST starts: a 23-hour day
    expect(demo!.end - demo!.start).toBe(23 * 3_600_000);
  });

  it('converts wall-clock time in zones with daylight saving', () => {
    expect(new Date(zonedTimeToEpoch('2026-01-05', '09:30', 'America/New_York')).toISOString()).toBe(
      '2026-01-05T14:30:00.000Z',
    );
    expect(new Date(zonedTimeToEpoch('2026-07-06', '09:30', 'America/New_York')).toISOString()).toBe(
      '2026-07-06T13:30:00.000Z',
    );
    const t = zonedTimeToEpoch('2026-07-06', '08:00', 'Europe/London');
    expect(localDateOf(t, 'Europe/London')).toBe('2026-07-06');
    expect(localMinuteOfDay(t, 'Europe/London')).toBe(8 * 60);
  });
});

describe('dailyHistory', () => {
  it('ends on the reference price, on the last trading date, with the asked number of days', () => {
    const candles = dailyHistory(tencent, { seed: 7, lastDate });
    expect(candles).toHaveLength(300);
    const last = candles[candles.length - 1]!;
    expect(last.close).toBe(toPriceUnits(tencent.referencePrice));
    expect(new Date(last.time).toISOString()).toBe('2026-03-31T01:30:00.000Z');
    expect(dailyHistory(tencent, { seed: 7, lastDate: '2026-04-05', days: 10 }).at(-1)!.time).toBe(
      zonedTimeToEpoch('2026-04-02', '09:30', HK_ZONE), // 3 and 6 April are holidays, 4-5 a weekend
    );
    const times = candles.map((c) => c.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('covers exact dates when given them, each candle naming its date', () => {
    const dates = ['2026-03-27', '2026-03-28', '2026-03-29']; // the demo clock also trades at weekends
    const candles = dailyHistory(tencent, { seed: 1, dates });
    expect(candles.map((c) => c.date)).toEqual(dates);
    expect(candles.at(-1)!.close).toBe(toPriceUnits(tencent.referencePrice));
    expect(historyStats(candles, '2026-03-29').previousClose).toBe(candles[1]!.close);
  });

  it('is deterministic: same seed, same candles; another seed, other candles', () => {
    expect(dailyHistory(tencent, { seed: 1, lastDate })).toEqual(
      dailyHistory(tencent, { seed: 1, lastDate }),
    );
    expect(dailyHistory(tencent, { seed: 1, lastDate })).not.toEqual(
      dailyHistory(tencent, { seed: 2, lastDate }),
    );
    const other = findInstrument('HK', '09988')!;
    const closes = (i: InstrumentReference) =>
      dailyHistory(i, { seed: 1, lastDate, days: 50 }).map((c) => c.close / toPriceUnits(i.referencePrice));
    expect(closes(tencent)).not.toEqual(closes(other));
  });

  it('gives consistent candles on tick for every instrument', () => {
    const problems: string[] = [];
    for (const instrument of UNIVERSE) {
      const candles = dailyHistory(instrument, { seed: 'all', lastDate, days: 260 });
      problems.push(...inconsistencies(instrument, candles));
      if (candles.at(-1)?.close !== toPriceUnits(instrument.referencePrice))
        problems.push(`${instrument.code}: last close`);
      if (candles.some((c) => c.volume <= 0)) problems.push(`${instrument.code}: zero volume`);
    }
    expect(problems).toEqual([]);
  });

  it('gives consistent candles for any seed (property)', () => {
    const sample = [
      tencent,
      findInstrument('HK', '27391')!,
      findInstrument('US', 'NVDA')!,
      findInstrument('MA^MZ', '000656')!,
    ];
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.constantFrom(...sample), (seed, instrument) => {
        const candles = dailyHistory(instrument, { seed, lastDate, days: 60 });
        expectConsistent(instrument, candles);
        expect(candles.at(-1)!.close).toBe(toPriceUnits(instrument.referencePrice));
      }),
      { numRuns: 60 },
    );
  });

  it('trades around the average daily volume with turnover near volume × price', () => {
    const candles = dailyHistory(tencent, { seed: 3, lastDate });
    const meanVolume = candles.reduce((s, c) => s + c.volume, 0) / candles.length;
    expect(meanVolume / tencent.averageDailyVolume).toBeGreaterThan(0.7);
    expect(meanVolume / tencent.averageDailyVolume).toBeLessThan(1.3);
    for (const c of candles) {
      const ratio = c.turnover / ((c.volume * c.close) / 10_000);
      expect(ratio).toBeGreaterThan(0.8);
      expect(ratio).toBeLessThan(1.2);
    }
  });

  it('back-fills the whole universe quickly', () => {
    const started = Date.now();
    for (const instrument of UNIVERSE) dailyHistory(instrument, { seed: 'speed', lastDate });
    expect(Date.now() - started).toBeLessThan(1500); // ~100-350 ms measured; slack for slow CI
  });
});

describe('minuteCandles', () => {
  const day = dailyHistory(tencent, { seed: 11, lastDate }).at(-1)!;
  const sessions = tradingSessionWindows(timeTableOf('HK'), lastDate);

  it('fills the trading minutes and agrees with the day', () => {
    const bars = minuteCandles(tencent, day, { seed: 11, sessions });
    expect(bars).toHaveLength(330);
    for (const bar of bars) {
      const minute = localMinuteOfDay(bar.time, HK_ZONE);
      const inMorning = minute >= 9 * 60 + 30 && minute < 12 * 60;
      const inAfternoon = minute >= 13 * 60 && minute < 16 * 60;
      expect(inMorning || inAfternoon).toBe(true);
    }
    expect(bars[0]!.open).toBe(day.open);
    expect(bars.at(-1)!.close).toBe(day.close);
    expect(Math.max(...bars.map((b) => b.high))).toBe(day.high);
    expect(Math.min(...bars.map((b) => b.low))).toBe(day.low);
    expect(bars.reduce((s, b) => s + b.volume, 0)).toBe(day.volume);
    expectConsistent(tencent, bars);
    for (let i = 1; i < bars.length; i += 1) expect(bars[i]!.open).toBe(bars[i - 1]!.close);
  });

  it('puts more volume at the open and close than at midday', () => {
    const bars = minuteCandles(tencent, day, { seed: 11, sessions });
    const sum = (from: number, to: number) => bars.slice(from, to).reduce((s, b) => s + b.volume, 0);
    expect(sum(0, 30)).toBeGreaterThan(sum(150, 180));
    expect(sum(300, 330)).toBeGreaterThan(sum(150, 180));
  });

  it('is deterministic and cuts at upTo without changing earlier bars', () => {
    const full = minuteCandles(tencent, day, { seed: 11, sessions });
    expect(minuteCandles(tencent, day, { seed: 11, sessions })).toEqual(full);
    expect(minuteCandles(tencent, day, { seed: 12, sessions })).not.toEqual(full);
    const upTo = zonedTimeToEpoch(lastDate, '10:00', HK_ZONE);
    expect(minuteCandles(tencent, day, { seed: 11, sessions, upTo })).toEqual(full.slice(0, 30));
  });

  it('covers a whole 24-hour demo day', () => {
    const bars = minuteCandles(tencent, day, { seed: 1, sessions: demoDayWindows(lastDate, HK_ZONE) });
    expect(bars).toHaveLength(1440);
    expect(localMinuteOfDay(bars[0]!.time, HK_ZONE)).toBe(0);
    expect(Math.max(...bars.map((b) => b.high))).toBe(day.high);
  });

  it('agrees with any daily candle for any seed (property)', () => {
    const daily = dailyHistory(findInstrument('HK', '27391')!, { seed: 5, lastDate, days: 40 });
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: daily.length - 1 }),
        fc.integer({ min: 1, max: 400 }),
        (seed, index, minutes) => {
          const d = daily[index]!;
          const start = zonedTimeToEpoch(lastDate, '09:30', HK_ZONE);
          const bars = minuteCandles(findInstrument('HK', '27391')!, d, {
            seed,
            sessions: [{ start, end: start + minutes * 60_000 }],
          });
          expect(bars).toHaveLength(minutes);
          expect(bars[0]!.open).toBe(d.open);
          expect(bars.at(-1)!.close).toBe(d.close);
          expect(Math.max(...bars.map((b) => b.high))).toBe(d.high);
          expect(Math.min(...bars.map((b) => b.low))).toBe(d.low);
          expect(bars.reduce((s, b) => s + b.volume, 0)).toBe(d.volume);
          expectConsistent(findInstrument('HK', '27391')!, bars);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('aggregateCandles', () => {
  const at = (date: string, time: string) => zonedTimeToEpoch(date, time, HK_ZONE);
  const candle = (
    time: number,
    open: number,
    high: number,
    low: number,
    close: number,
    volume = 10,
  ): Candle => ({
    time,
    open,
    high,
    low,
    close,
    volume,
    turnover: volume,
  });

  it('merges minutes into clock-aligned 5- and 60-minute bars', () => {
    const minutes = [
      candle(at('2026-03-02', '09:30'), 10, 12, 9, 11),
      candle(at('2026-03-02', '09:31'), 11, 15, 11, 14),
      candle(at('2026-03-02', '09:34'), 14, 14, 8, 9),
      candle(at('2026-03-02', '09:35'), 9, 10, 9, 10),
      candle(at('2026-03-02', '10:01'), 10, 11, 10, 11),
    ];
    expect(aggregateCandles(minutes, '5m', HK_ZONE)).toEqual([
      { time: at('2026-03-02', '09:30'), open: 10, high: 15, low: 8, close: 9, volume: 30, turnover: 30 },
      { time: at('2026-03-02', '09:35'), open: 9, high: 10, low: 9, close: 10, volume: 10, turnover: 10 },
      { time: at('2026-03-02', '10:00'), open: 10, high: 11, low: 10, close: 11, volume: 10, turnover: 10 },
    ]);
    expect(aggregateCandles(minutes, '60m', HK_ZONE).map((c) => [c.time, c.open, c.close, c.volume])).toEqual(
      [
        [at('2026-03-02', '09:00'), 10, 10, 40],
        [at('2026-03-02', '10:00'), 10, 11, 10],
      ],
    );
    expect(aggregateCandles(minutes, '1m', HK_ZONE)).toEqual(minutes);
  });

  it('merges days into weeks starting Monday and into months', () => {
    const days = [
      candle(at('2026-02-26', '09:30'), 10, 11, 9, 10), // Thursday
      candle(at('2026-02-27', '09:30'), 10, 13, 10, 12), // Friday
      candle(at('2026-03-02', '09:30'), 12, 12, 7, 8), // Monday
      candle(at('2026-03-03', '09:30'), 8, 9, 8, 9),
    ];
    expect(
      aggregateCandles(days, 'week', HK_ZONE).map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume]),
    ).toEqual([
      [at('2026-02-26', '09:30'), 10, 13, 9, 12, 20],
      [at('2026-03-02', '09:30'), 12, 12, 7, 9, 20],
    ]);
    expect(aggregateCandles(days, 'month', HK_ZONE).map((c) => [c.time, c.close])).toEqual([
      [at('2026-02-26', '09:30'), 12],
      [at('2026-03-02', '09:30'), 9],
    ]);
  });

  it('rebuilds the daily candle from its minute bars', () => {
    const day = dailyHistory(tencent, { seed: 2, lastDate }).at(-1)!;
    const bars = minuteCandles(tencent, day, {
      seed: 2,
      sessions: tradingSessionWindows(timeTableOf('HK'), lastDate),
    });
    const [rebuilt] = aggregateCandles(bars, 'day', HK_ZONE);
    expect(rebuilt).toMatchObject({
      time: day.time,
      open: day.open,
      high: day.high,
      low: day.low,
      close: day.close,
      volume: day.volume,
    });
  });
});

describe('historyStats', () => {
  it('takes previous close, month and year bases and the 52-week range from days before the date', () => {
    const at = (date: string) => zonedTimeToEpoch(date, '09:30', HK_ZONE);
    const c = (date: string, close: number, high = close, low = close): Candle => ({
      time: at(date),
      open: close,
      high,
      low,
      close,
      volume: 1,
      turnover: 1,
    });
    const daily = [
      c('2025-01-02', 50, 200, 40), // older than 52 weeks before 2026-03-10
      c('2025-06-02', 90, 95, 85),
      c('2025-12-31', 100),
      c('2026-01-02', 105),
      c('2026-02-27', 110, 120, 60),
      c('2026-03-02', 111),
      c('2026-03-09', 112),
      c('2026-03-10', 500, 500, 1), // the as-of day itself is the live session's, not history's
    ];
    expect(historyStats(daily, '2026-03-10', HK_ZONE)).toEqual({
      previousClose: 112,
      monthOpenReference: 110,
      yearOpenReference: 100,
      high52w: 120,
      low52w: 60,
    });
    expect(historyStats([], '2026-03-10', HK_ZONE)).toEqual({
      previousClose: null,
      monthOpenReference: null,
      yearOpenReference: null,
      high52w: null,
      low52w: null,
    });
  });
});
