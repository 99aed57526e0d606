import type { InstrumentRuntime } from './instrument-runtime';
import { continuousWindows } from './instrument-runtime';
import { aggregateCandles, localDateOf, minuteCandles, sessionOpenTime } from './deps';
import type { Candle, CandlePeriod } from './types';

// Candles of any period, history and live merged: daily history plus the live day's bar for day/week/month;
// for intraday periods today's minute bars, then earlier days' bars (kept for days the simulator ran, else
// regenerated from that day's daily candle, deterministically, and cached).

const MAX_LIMIT = 5_000;
/** Intraday requests reach back at most this many trading days. */
const MAX_DAYS_BACK = 60;
const CACHE_DAYS = 200;

export class CandleStore {
  private readonly cache = new Map<string, readonly Candle[]>();

  constructor(private readonly seed: number) {}

  candles(rt: InstrumentRuntime, period: CandlePeriod, limit: number, endTime: number): Candle[] {
    const count = Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit)));
    if (count === 0) return [];
    const timeZone = rt.group.table.timeZone;
    if (period === 'day' || period === 'week' || period === 'month') {
      const days: Candle[] = rt.daily.candles();
      const today = todayBar(rt);
      if (today !== undefined) days.push(today);
      const bars = period === 'day' ? days : aggregateCandles(days, period, timeZone);
      return lastUpTo(bars, endTime, count);
    }
    const chunks: Candle[][] = [];
    let total = 0;
    const collect = (minutes: readonly Candle[]) => {
      const inRange = minutes.filter((bar) => bar.time <= endTime);
      const bars = period === '1m' ? inRange : aggregateCandles(inRange, period, timeZone);
      chunks.unshift(bars);
      total += bars.length;
    };
    collect(rt.minutes.candles());
    for (
      let i = rt.daily.length - 1, back = 0;
      i >= 0 && total < count && back < MAX_DAYS_BACK;
      i -= 1, back += 1
    ) {
      collect(this.minutesOf(rt, rt.daily.at(i) as Candle));
    }
    return chunks.flat().slice(-count);
  }

  private minutesOf(rt: InstrumentRuntime, day: Candle): readonly Candle[] {
    const date = localDateOf(day.time, rt.group.table.timeZone);
    const live = rt.pastMinutes.get(date);
    if (live !== undefined) return live.candles();
    const key = `${rt.key}|${date}`;
    let bars = this.cache.get(key);
    if (bars === undefined) {
      bars = minuteCandles(rt.ref, day, {
        seed: this.seed,
        sessions: continuousWindows(rt.group.dayOf(date).segments),
      });
      if (this.cache.size >= CACHE_DAYS) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, bars);
    }
    return bars;
  }
}

function todayBar(rt: InstrumentRuntime): Candle | undefined {
  if (rt.open === null || rt.high === null || rt.low === null || rt.last === null) return undefined;
  return {
    time: sessionOpenTime(rt.group.table, rt.date),
    open: rt.open,
    high: rt.high,
    low: rt.low,
    close: rt.last,
    volume: rt.volume,
    turnover: rt.turnover,
  };
}

function lastUpTo(bars: readonly Candle[], endTime: number, count: number): Candle[] {
  let end = bars.length;
  while (end > 0 && (bars[end - 1] as Candle).time > endTime) end -= 1;
  return bars.slice(Math.max(0, end - count), end);
}
