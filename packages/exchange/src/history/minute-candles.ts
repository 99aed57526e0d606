import type { PriceUnits, SpreadTable } from '@lantau/domain';
import { createRandom, hashSeed, type Random } from '../random';
import type { Candle } from '../simulator/types';
import { spreadTableFor } from '../universe/instrument-spec';
import type { InstrumentReference } from '../universe/types';
import { turnoverOf } from './daily-history';
import type { SessionWindow } from './market-calendar';
import { snapToTick } from './snap-to-tick';
import { MINUTE_MS } from '../time/zoned-time';

// The minute bars of one day, derived from that day's daily candle so the intraday chart and the daily chart
// always agree: the path is a Brownian bridge from the open to the close, pinned to touch the day's high and low
// at random minutes, and volume follows the usual U-shape (busy open and close, quiet middle). Generated lazily,
// per instrument and day; callers cache.

export interface MinuteCandleOptions {
  /** Global seed; the day's stream comes from (seed, market, code, day). */
  readonly seed: number | string;
  /** When trading happens that day: the market's sessions, or a whole local day for the demo clock. */
  readonly sessions: readonly SessionWindow[];
  /** Keep only bars that started before this instant (the rest of the day has not happened yet). */
  readonly upTo?: number;
}

/** How much a bar's wicks reach past its open and close, relative to the per-minute step. */
const BAR_WICK_SHARE = 0.5;
/** Volume weight at the middle of the day relative to its ends (the bottom of the U). */
const U_SHAPE_FLOOR = 0.35;
const VOLUME_NOISE_SD = 0.4;

function minuteStarts(sessions: readonly SessionWindow[]): number[] {
  const starts: number[] = [];
  for (const session of sessions) {
    for (let time = session.start; time < session.end; time += MINUTE_MS) starts.push(time);
  }
  return starts;
}

/** Two distinct interior minutes where the path touches the high and the low. */
function extremeIndices(random: Random, points: number): { high: number; low: number } {
  const interior = points - 2;
  const high = 1 + random.int(interior);
  let low = 1 + random.int(interior - 1);
  if (low >= high) low += 1;
  return { high, low };
}

/** Values at points 0..n of a Brownian bridge through the given anchors (sorted by index). */
function bridgePath(
  random: Random,
  anchors: readonly { readonly index: number; readonly value: number }[],
  stepSd: number,
): number[] {
  const last = anchors[anchors.length - 1];
  const path = new Array<number>((last?.index ?? 0) + 1).fill(0);
  for (let a = 0; a + 1 < anchors.length; a += 1) {
    const from = anchors[a];
    const to = anchors[a + 1];
    if (!from || !to) continue;
    const span = to.index - from.index;
    const walk = [0];
    for (let step = 1; step <= span; step += 1) walk.push((walk[step - 1] ?? 0) + random.normal() * stepSd);
    const end = walk[span] ?? 0;
    for (let step = 0; step <= span; step += 1) {
      const share = span === 0 ? 0 : step / span;
      path[from.index + step] =
        from.value + (to.value - from.value) * share + (walk[step] ?? 0) - share * end;
    }
  }
  return path;
}

/** Splits the day's volume over the bars in a U-shape; the bars add up to the day's volume exactly. */
function spreadVolume(random: Random, total: number, bars: number): number[] {
  const weights: number[] = [];
  for (let index = 0; index < bars; index += 1) {
    const x = bars === 1 ? 0 : (2 * index) / (bars - 1) - 1; // -1 at the open, +1 at the close
    weights.push((U_SHAPE_FLOOR + (1 - U_SHAPE_FLOOR) * x * x) * Math.exp(VOLUME_NOISE_SD * random.normal()));
  }
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const volumes = weights.map((weight) => Math.floor((total * weight) / sum));
  const assigned = volumes.reduce((acc, volume) => acc + volume, 0);
  volumes[bars - 1] = (volumes[bars - 1] ?? 0) + total - assigned; // the rounding rest goes to the close
  return volumes;
}

interface MinuteBarPrices {
  open: PriceUnits;
  high: PriceUnits;
  low: PriceUnits;
  close: PriceUnits;
}

function barsFromPath(
  random: Random,
  table: SpreadTable,
  day: Candle,
  path: readonly PriceUnits[],
  stepSd: number,
): MinuteBarPrices[] {
  const bars: MinuteBarPrices[] = [];
  for (let index = 0; index + 1 < path.length; index += 1) {
    const open = path[index] as PriceUnits;
    const close = path[index + 1] as PriceUnits;
    const reachUp = Math.abs(random.normal()) * stepSd * BAR_WICK_SHARE;
    const reachDown = Math.abs(random.normal()) * stepSd * BAR_WICK_SHARE;
    bars.push({
      open,
      close,
      high: Math.min(day.high, snapToTick(table, Math.max(open, close) + reachUp, 'up')),
      low: Math.max(day.low, snapToTick(table, Math.min(open, close) - reachDown, 'down')),
    });
  }
  return bars;
}

/** The minute bars of the day `day` (a daily candle) over `sessions`, oldest first. */
export function minuteCandles(
  instrument: InstrumentReference,
  day: Candle,
  options: MinuteCandleOptions,
): Candle[] {
  const starts = minuteStarts(options.sessions);
  const count = starts.length;
  if (count === 0) return [];
  const table = spreadTableFor(instrument);
  const random = createRandom(
    hashSeed(options.seed, instrument.market, instrument.code, 'minutes', day.time),
  );
  const range = day.high - day.low;
  const stepSd = (0.5 * range) / Math.sqrt(count);

  // Points 0..count are the prices at each bar boundary: bar i opens at point i and closes at point i + 1.
  const anchors = [{ index: 0, value: day.open }];
  if (count >= 3) {
    const extremes = extremeIndices(random, count + 1);
    anchors.push({ index: extremes.high, value: day.high }, { index: extremes.low, value: day.low });
    anchors.sort((left, right) => left.index - right.index);
  }
  anchors.push({ index: count, value: day.close });
  const path = bridgePath(random, anchors, stepSd).map((value, index) =>
    index === 0
      ? day.open
      : index === count
        ? day.close
        : snapToTick(table, Math.min(day.high, Math.max(day.low, value)), 'nearest'),
  );
  const bars = barsFromPath(random, table, day, path, stepSd);

  // Make sure the day's extremes appear exactly once even when the path never reached them (too few bars).
  const highest = bars.reduce((best, bar, index) => (bar.high > (bars[best]?.high ?? -1) ? index : best), 0);
  const lowest = bars.reduce(
    (best, bar, index) => (bar.low < (bars[best]?.low ?? Infinity) ? index : best),
    0,
  );
  const highestBar = bars[highest];
  const lowestBar = bars[lowest];
  if (highestBar) highestBar.high = day.high;
  if (lowestBar) lowestBar.low = day.low;

  const volumes = spreadVolume(random, day.volume, count);
  const candles: Candle[] = [];
  for (let index = 0; index < count; index += 1) {
    const time = starts[index] as number;
    if (options.upTo !== undefined && time >= options.upTo) break;
    const bar = bars[index] as MinuteBarPrices;
    const volume = volumes[index] as number;
    candles.push({
      time,
      ...bar,
      volume,
      turnover: turnoverOf(volume, (bar.open + bar.high + bar.low + bar.close) / 4),
    });
  }
  return candles;
}
