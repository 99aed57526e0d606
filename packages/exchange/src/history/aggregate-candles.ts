import type { Candle, CandlePeriod } from '../simulator/types';
import { mondayOf } from '../time/calendar-dates';
import { localDateOf, localMinuteOfDay, MINUTE_MS } from '../time/zoned-time';

// Longer candles from shorter ones, in the market's own time zone: minute bars into 5/15/30/60-minute bars
// aligned on the local clock (09:30, 09:35 ...), and daily bars into weeks (starting Monday) and months.

const MINUTES_PER_PERIOD: Partial<Record<CandlePeriod, number>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '60m': 60,
};

/**
 * The bucket a candle falls in, and the time stamp that bucket carries. Intraday buckets carry their clock
 * start (a 60-minute bar from 09:00 holds 09:30-09:59 in Hong Kong); day, week and month buckets carry the
 * time of their first candle (the first session open), because a week that starts on a holiday opens later.
 */
function bucketOf(candle: Candle, period: CandlePeriod, timeZone: string): { key: string; time?: number } {
  const minutes = MINUTES_PER_PERIOD[period];
  if (minutes !== undefined) {
    const start = candle.time - (localMinuteOfDay(candle.time, timeZone) % minutes) * MINUTE_MS;
    const alignedStart = start - (start % MINUTE_MS);
    return { key: String(alignedStart), time: alignedStart };
  }
  const date = localDateOf(candle.time, timeZone);
  if (period === 'day') return { key: date };
  if (period === 'week') return { key: mondayOf(date) };
  return { key: date.slice(0, 7) };
}

/** Candles (oldest first) merged into `period` candles, oldest first. */
export function aggregateCandles(
  candles: readonly Candle[],
  period: CandlePeriod,
  timeZone: string,
): Candle[] {
  const merged: Candle[] = [];
  let currentKey: string | undefined;
  for (const candle of candles) {
    const bucket = bucketOf(candle, period, timeZone);
    const last = merged[merged.length - 1];
    if (last && bucket.key === currentKey) {
      merged[merged.length - 1] = {
        time: last.time,
        open: last.open,
        high: Math.max(last.high, candle.high),
        low: Math.min(last.low, candle.low),
        close: candle.close,
        volume: last.volume + candle.volume,
        turnover: Math.round((last.turnover + candle.turnover) * 100) / 100,
      };
    } else {
      merged.push({ ...candle, time: bucket.time ?? candle.time });
      currentKey = bucket.key;
    }
  }
  return merged;
}
