import { describe, expect, it } from 'vitest';
import type { Candle } from '@lantau/contract';
import { barAfterTrade, chartTime, lastAverage, movingAverage, toBars } from './chart-data';

const at = (hour: number, minute: number) => Date.UTC(2026, 0, 5, hour, minute);
const candle = (time: number, close: string): Candle => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 100,
  turnover: '0',
});

describe('chart data', () => {
  it("shows HK bars on Hong Kong's clock (UTC+8)", () => {
    expect(chartTime(at(1, 30), 'HK')).toBe(at(9, 30) / 1000);
    expect(toBars([candle(at(1, 30), '380.200')], 'HK')[0]).toMatchObject({ close: 380.2, volume: 100 });
  });

  it('averages closes as decimals over the window, from the first full window', () => {
    const candles = ['0.1', '0.2', '0.3', '0.4'].map((close, index) => candle(at(1, index), close));
    const points = movingAverage(candles, 3, 'HK');
    expect(points.map((point) => point.value)).toEqual([0.2, 0.3]);
    expect(lastAverage([1, 2, 3, 4], 2)).toBe(3.5);
    expect(lastAverage([1], 2)).toBeUndefined();
  });

  it('updates the last bar with a trade in its period, and opens a new bar after it', () => {
    const last = toBars([candle(at(2, 0), '380.000')], 'HK')[0];
    const trade = (time: number, price: string) => ({ time, price, quantity: 50, aggressor: 'BUY' as const });
    const same = barAfterTrade(last, trade(at(2, 0) + 30_000, '381.000'), '1m', 'HK');
    expect(same).toMatchObject({ time: last!.time, high: 381, close: 381, volume: 150 });
    const next = barAfterTrade(same, trade(at(2, 1) + 5_000, '379.000'), '1m', 'HK');
    expect(next).toMatchObject({ time: last!.time + 60, open: 379, close: 379, volume: 50 });
    expect(barAfterTrade(next, trade(at(1, 0), '1.000'), '1m', 'HK')).toBeUndefined();
    const fiveMinutes = barAfterTrade(last, trade(at(2, 4), '382.000'), '5m', 'HK');
    expect(fiveMinutes?.time).toBe(last!.time);
    expect(barAfterTrade(last, trade(at(3, 0), '383.000'), 'day', 'HK')).toMatchObject({ close: 383 });
  });
});
