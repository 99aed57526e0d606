import { toPriceUnits, type PriceUnits } from '@lantau/domain';
import { createRandom, hashSeed, type Random } from '../random';
import type { Candle } from '../simulator/types';
import { spreadTableFor } from '../universe/instrument-spec';
import type { InstrumentReference } from '../universe/types';
import { sessionOpenTime, sessionOpensEndingOn, timeTableOf } from './market-calendar';
import { snapToTick } from './snap-to-tick';

// Deterministic back-filled daily candles, so charts and 52-week figures have data the moment the simulator
// starts. The closes are a geometric random walk generated backwards from the reference price: the last close IS
// the reference price, where the live simulation takes over, and nothing needs rescaling.

/** A daily candle that also names its trading date, 'YYYY-MM-DD' in the market's time zone. */
export interface DailyCandle extends Candle {
  readonly date: string;
}

/** Either the last date and a number of trading days, or the exact dates (the demo clock trades on any day). */
export type DailyHistoryOptions = {
  /** Global seed; each instrument draws its own stream from (seed, market, code). */
  readonly seed: number | string;
} & (
  | {
      /** The last date covered, inclusive; the history ends on the last trading date on or before it. */
      readonly lastDate: string;
      /** How many trading days; about 14 months by default, so a 52-week range exists from the first day. */
      readonly days?: number;
    }
  | {
      /** The dates to cover, oldest first; the last one closes at the reference price. */
      readonly dates: readonly string[];
    }
);

export const DEFAULT_HISTORY_DAYS = 300;

const TRADING_DAYS_PER_YEAR = 252;
/** Overnight gaps are small next to the day's move. */
const GAP_SHARE_OF_DAILY_SD = 0.3;
/** How far the day's extremes reach beyond open and close, in daily standard deviations. */
const WICK_SHARE_OF_DAILY_SD = 0.6;
/** Day-to-day spread of volume around the average (log-normal). */
const VOLUME_LOG_SD = 0.3;

interface DayDraw {
  readonly logReturn: number;
  readonly gap: number;
  readonly upperWick: number;
  readonly lowerWick: number;
  readonly volumeNoise: number;
}

function drawDay(random: Random, dailySd: number): DayDraw {
  return {
    logReturn: random.normal() * dailySd,
    gap: random.normal() * dailySd * GAP_SHARE_OF_DAILY_SD,
    upperWick: Math.abs(random.normal()) * dailySd * WICK_SHARE_OF_DAILY_SD,
    lowerWick: Math.abs(random.normal()) * dailySd * WICK_SHARE_OF_DAILY_SD,
    volumeNoise: random.normal(),
  };
}

/** Shares traded: around the average, more on days that move, whole board lots. */
function dayVolume(instrument: InstrumentReference, draw: DayDraw, dailySd: number): number {
  const moveFactor = dailySd > 0 ? 0.7 + 0.3 * Math.min(4, Math.abs(draw.logReturn) / dailySd) : 1;
  const noise = Math.exp(VOLUME_LOG_SD * draw.volumeNoise - (VOLUME_LOG_SD * VOLUME_LOG_SD) / 2);
  const shares = instrument.averageDailyVolume * moveFactor * noise;
  const lot = instrument.lotSize;
  return Math.max(lot, Math.round(shares / lot) * lot);
}

/** Turnover in currency units (not price units), to the cent: volume times the typical price. */
export function turnoverOf(volume: number, typicalPrice: PriceUnits): number {
  return Math.round((volume * typicalPrice) / 100) / 100;
}

/** Daily candles (with their dates) ending on `lastDate` or over `dates`, oldest first. Same inputs give the same candles. */
export function dailyHistory(instrument: InstrumentReference, options: DailyHistoryOptions): DailyCandle[] {
  const timeTable = timeTableOf(instrument.market, instrument.subMarket);
  const { dates, opens } =
    'dates' in options
      ? { dates: options.dates, opens: options.dates.map((date) => sessionOpenTime(timeTable, date)) }
      : sessionOpensEndingOn(timeTable, options.lastDate, options.days ?? DEFAULT_HISTORY_DAYS);
  const count = dates.length;
  if (count === 0) return [];
  const table = spreadTableFor(instrument);
  const random = createRandom(hashSeed(options.seed, instrument.market, instrument.code, 'daily'));
  const dailySd = instrument.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const reference = toPriceUnits(instrument.referencePrice);

  // Walk backwards: close[i - 1] = close[i] / exp(return[i]). Each day's draws come from the same stream in
  // the same order, so the output depends only on the inputs.
  const draws: DayDraw[] = new Array<DayDraw>(count);
  const closes: number[] = new Array<number>(count);
  let close = reference;
  for (let index = count - 1; index >= 0; index -= 1) {
    const draw = drawDay(random, dailySd);
    draws[index] = draw;
    closes[index] = close;
    close = Math.min(table.max, Math.max(table.min, close / Math.exp(draw.logReturn)));
  }
  const closeBeforeFirst = close;

  const candles: DailyCandle[] = new Array<DailyCandle>(count);
  let previousClose = closeBeforeFirst;
  for (let index = 0; index < count; index += 1) {
    const draw = draws[index] as DayDraw;
    const rawClose = closes[index] as number;
    const closeUnits = index === count - 1 ? reference : snapToTick(table, rawClose, 'nearest');
    const openUnits = snapToTick(table, previousClose * Math.exp(draw.gap), 'nearest');
    const top = Math.max(openUnits, closeUnits);
    const bottom = Math.min(openUnits, closeUnits);
    const high = snapToTick(table, Math.max(top, top * Math.exp(draw.upperWick)), 'up');
    const low = snapToTick(table, Math.min(bottom, bottom * Math.exp(-draw.lowerWick)), 'down');
    const volume = dayVolume(instrument, draw, dailySd);
    candles[index] = {
      date: dates[index] as string,
      time: opens[index] as number,
      open: openUnits,
      high,
      low,
      close: closeUnits,
      volume,
      turnover: turnoverOf(volume, (high + low + closeUnits) / 3),
    };
    previousClose = rawClose;
  }
  return candles;
}
