import { marketTimeZone, timeZoneOffsetMs } from '@lantau/domain';
import Decimal from 'decimal.js';
import type { Candle, MarketCode, TradeTick } from '@lantau/contract';
import type { ChartPeriod } from '../api/get-candles';

// The chart draws on a canvas in pixels, so this is the one place prices become binary floats: for drawing
// only, never for arithmetic that is shown as a number (moving averages are summed as decimals first).

/** Seconds since the epoch, shifted so the chart's UTC axis reads the market's own clock. */
export type ChartTime = number;

export interface Bar {
  time: ChartTime;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface LinePoint {
  time: ChartTime;
  value: number;
}

export function chartTime(epochMs: number, market: MarketCode): ChartTime {
  const zone = marketTimeZone(market);
  const shifted = zone ? epochMs + timeZoneOffsetMs(epochMs, zone) : epochMs;
  return Math.floor(shifted / 1000);
}

export function toBars(candles: readonly Candle[], market: MarketCode): Bar[] {
  return candles.map((candle) => ({
    time: chartTime(candle.time, market),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: candle.volume,
  }));
}

/** Simple moving average of the closes over `length` bars, from the first bar that has enough history. */
export function movingAverage(candles: readonly Candle[], length: number, market: MarketCode): LinePoint[] {
  const points: LinePoint[] = [];
  let sum = new Decimal(0);
  candles.forEach((candle, index) => {
    sum = sum.plus(candle.close);
    if (index >= length) sum = sum.minus(candles[index - length]!.close);
    if (index >= length - 1) {
      points.push({ time: chartTime(candle.time, market), value: sum.dividedBy(length).toNumber() });
    }
  });
  return points;
}

/** The last moving-average point after the last close changed (closes oldest first). */
export function lastAverage(closes: readonly number[], length: number): number | undefined {
  if (closes.length < length) return undefined;
  const window = closes.slice(-length);
  return window.reduce((total, close) => total + close, 0) / length;
}

const periodSeconds: Partial<Record<ChartPeriod, number>> = {
  intraday: 60,
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '60m': 3600,
};

/**
 * The bar a trade leaves behind: the last bar updated when the trade falls in its period, else a new bar. Day,
 * week and month bars only ever update the last bar (their boundaries follow the market's calendar, which the
 * next candle load brings). Trades older than the last bar change nothing.
 */
export function barAfterTrade(
  last: Bar | undefined,
  trade: TradeTick,
  period: ChartPeriod,
  market: MarketCode,
): Bar | undefined {
  const time = chartTime(trade.time, market);
  const tradePrice = Number(trade.price);
  const seconds = periodSeconds[period];
  const start = seconds ? time - (time % seconds) : last?.time;
  if (start === undefined) return undefined;
  if (last && start < last.time) return undefined;
  if (!last || start > last.time) {
    if (!seconds) return undefined;
    return {
      time: start,
      open: tradePrice,
      high: tradePrice,
      low: tradePrice,
      close: tradePrice,
      volume: trade.quantity,
    };
  }
  return {
    ...last,
    high: Math.max(last.high, tradePrice),
    low: Math.min(last.low, tradePrice),
    close: tradePrice,
    volume: last.volume + trade.quantity,
  };
}
