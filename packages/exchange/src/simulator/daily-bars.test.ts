import { describe, expect, it } from 'vitest';
import type { PriceUnits } from '@lantau/domain';
import type { DailyCandle } from '../history/daily-history';
import { DailyBars } from './daily-bars';

const units = (value: number) => value as PriceUnits;
const day = (date: string, close: number): DailyCandle => ({
  date,
  time: Date.parse(`${date}T01:30:00Z`),
  open: units(close - 20),
  high: units(close + 30),
  low: units(close - 40),
  close: units(close),
  volume: 1_000,
  turnover: 123.45,
});

describe("an instrument's daily candles", () => {
  it('gives back the history as it was given, each candle with its date', () => {
    const history = [day('2026-11-24', 1_000), day('2026-11-25', 1_010), day('2026-11-26', 990)];
    const bars = new DailyBars(history);
    expect(bars.length).toBe(3);
    expect(bars.candles()).toEqual(history);
    expect(bars.at(1)).toEqual(history[1]);
    expect(bars.at(3)).toBeUndefined();
  });

  it('adds a finished day with the date it traded on, past the room it started with', () => {
    const bars = new DailyBars([day('2026-01-01', 1_000)]);
    for (let index = 0; index < 300; index += 1) {
      const { date: _date, ...candle } = day('2026-11-27', 1_000 + index);
      bars.add(candle, `2026-11-27#${index}`);
    }
    expect(bars.length).toBe(301);
    expect(bars.at(300)).toEqual({ ...day('2026-11-27', 1_299), date: '2026-11-27#299' });
    expect(bars.at(0)?.date).toBe('2026-01-01');
  });
});
