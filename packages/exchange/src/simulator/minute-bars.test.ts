import { describe, expect, it } from 'vitest';
import type { PriceUnits } from '@lantau/domain';
import { MinuteBars } from './minute-bars';
import type { Candle } from './types';

const MINUTE = 60_000;
const open = Date.UTC(2026, 10, 27, 1, 30);
const units = (value: number) => value as PriceUnits;
const bar = (minute: number, price: number, volume = 100): Candle => ({
  time: open + minute * MINUTE,
  open: units(price),
  high: units(price + 10),
  low: units(price - 10),
  close: units(price + 5),
  volume,
  turnover: (price * volume) / 10_000,
});
const everyMinuteTrades = () => true;

describe('a day of minute bars', () => {
  it('gives back the back-filled bars as they were given', () => {
    const generated = [bar(0, 1_000), bar(1, 1_005), bar(2, 990)];
    const bars = new MinuteBars(generated, everyMinuteTrades);
    expect(bars.length).toBe(3);
    expect(bars.candles()).toEqual(generated);
    expect(bars.candles(2)).toEqual(generated.slice(0, 2));
    expect(bars.last).toEqual(generated[2]);
    expect(bars.at(3)).toBeUndefined();
  });

  it('folds a trade into the current minute and starts a bar in the next', () => {
    const bars = new MinuteBars([bar(0, 1_000)], everyMinuteTrades);
    bars.addTrade(open + 30_000, units(1_020), 200);
    expect(bars.last).toEqual({
      time: open,
      open: 1_000,
      high: 1_020,
      low: 990,
      close: 1_020,
      volume: 300,
      turnover: (1_000 * 100 + 1_020 * 200) / 10_000,
    });
    bars.addTrade(open + MINUTE + 1, units(1_030), 50);
    expect(bars.last).toEqual({
      time: open + MINUTE,
      open: 1_030,
      high: 1_030,
      low: 1_030,
      close: 1_030,
      volume: 50,
      turnover: (1_030 * 50) / 10_000,
    });
  });

  it('fills quiet trading minutes with flat bars at the last close, and skips minutes outside trading', () => {
    const lunch = open + 3 * MINUTE;
    const bars = new MinuteBars([bar(0, 1_000)], (time) => time !== lunch);
    bars.addTrade(open + 5 * MINUTE, units(1_010), 10);
    expect(bars.candles().map((candle) => (candle.time - open) / MINUTE)).toEqual([0, 1, 2, 4, 5]);
    const flat = bars.at(1);
    expect(flat).toEqual({
      time: open + MINUTE,
      open: 1_005,
      high: 1_005,
      low: 1_005,
      close: 1_005,
      volume: 0,
      turnover: 0,
    });
  });

  it('keeps every bar as the day outgrows the room it started with', () => {
    const bars = new MinuteBars([], everyMinuteTrades);
    for (let minute = 0; minute < 1_000; minute += 1)
      bars.addTrade(open + minute * MINUTE, units(1_000 + minute), 1);
    expect(bars.length).toBe(1_000);
    expect(bars.at(999)?.close).toBe(1_999);
    expect(bars.at(0)?.close).toBe(1_000);
    expect(bars.upTo(open + 9 * MINUTE)).toHaveLength(10);
  });

  it('hands out copies: changing a bar read does not change the day', () => {
    const bars = new MinuteBars([bar(0, 1_000)], everyMinuteTrades);
    (bars.at(0) as { close: number }).close = 1;
    expect(bars.at(0)?.close).toBe(1_005);
  });
});
