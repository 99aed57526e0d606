import type { PriceUnits } from '@lantau/domain';
import type { Candle } from './types';

// The minute candles of one trading day: the back-filled bars up to the simulator's start, then bars built
// from live trades. Kept as columns of numbers, not as an object per bar: every instrument of the universe holds
// a day of minutes (hundreds of bars each, a third of the process's live heap as objects), and the garbage
// collector walks every live object at each old-space collection, which a node streaming to thousands of
// sockets feels as pauses. A typed array is one object whatever its length. Readers get Candle objects built
// on demand.

const MINUTE = 60_000;
/** Room for this many live minutes beyond the back-filled ones before the columns grow (by half). */
const HEADROOM = 64;

const fields = ['time', 'open', 'high', 'low', 'close', 'volume', 'turnover'] as const;

export class MinuteBars {
  private columns: Record<(typeof fields)[number], Float64Array>;
  private count = 0;

  constructor(
    generated: readonly Candle[],
    /** Whether a minute lies in continuous trading, so quiet minutes there get flat bars (no gaps). */
    private readonly isTradingMinute: (time: number) => boolean,
  ) {
    this.columns = columnsOf(generated.length + HEADROOM);
    for (const bar of generated) this.push(bar);
  }

  get length(): number {
    return this.count;
  }

  /** The bar at `index` (0: the day's first), built anew on each call. */
  at(index: number): Candle | undefined {
    if (index < 0 || index >= this.count) return undefined;
    const { time, open, high, low, close, volume, turnover } = this.columns;
    return {
      time: time[index] as number,
      open: open[index] as PriceUnits,
      high: high[index] as PriceUnits,
      low: low[index] as PriceUnits,
      close: close[index] as PriceUnits,
      volume: volume[index] as number,
      turnover: turnover[index] as number,
    };
  }

  get last(): Candle | undefined {
    return this.at(this.count - 1);
  }

  /** The first `count` bars (all of them by default), oldest first. */
  candles(count = this.count): Candle[] {
    const bars: Candle[] = [];
    for (let index = 0; index < Math.min(count, this.count); index += 1) bars.push(this.at(index) as Candle);
    return bars;
  }

  /** Bars starting at or before `endTime`. */
  upTo(endTime: number): Candle[] {
    let end = this.count;
    while (end > 0 && (this.columns.time[end - 1] as number) > endTime) end -= 1;
    return this.candles(end);
  }

  addTrade(time: number, price: PriceUnits, quantity: number): void {
    const start = time - (time % MINUTE);
    const turnover = (price * quantity) / 10_000;
    const lastIndex = this.count - 1;
    const lastTime = lastIndex >= 0 ? (this.columns.time[lastIndex] as number) : undefined;
    if (lastTime === start) {
      const { high, low, close, volume, turnover: turnovers } = this.columns;
      high[lastIndex] = Math.max(high[lastIndex] as number, price);
      low[lastIndex] = Math.min(low[lastIndex] as number, price);
      close[lastIndex] = price;
      volume[lastIndex] = (volume[lastIndex] as number) + quantity;
      turnovers[lastIndex] = (turnovers[lastIndex] as number) + turnover;
      return;
    }
    if (lastTime !== undefined && lastTime < start)
      this.fillQuiet(lastTime, this.columns.close[lastIndex] as PriceUnits, start);
    this.push({
      time: start,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: quantity,
      turnover,
    });
  }

  /** Flat bars for trading minutes without trades between the last bar and `until` (capped: one day). */
  private fillQuiet(lastTime: number, close: PriceUnits, until: number): void {
    let count = 0;
    for (let t = lastTime + MINUTE; t < until && count < 1_440; t += MINUTE, count += 1) {
      if (!this.isTradingMinute(t)) continue;
      this.push({ time: t, open: close, high: close, low: close, close, volume: 0, turnover: 0 });
    }
  }

  private push(bar: Candle): void {
    if (this.count === this.columns.time.length) this.grow();
    const at = this.count;
    const { time, open, high, low, close, volume, turnover } = this.columns;
    time[at] = bar.time;
    open[at] = bar.open;
    high[at] = bar.high;
    low[at] = bar.low;
    close[at] = bar.close;
    volume[at] = bar.volume;
    turnover[at] = bar.turnover;
    this.count = at + 1;
  }

  private grow(): void {
    const larger = columnsOf(Math.ceil(this.columns.time.length * 1.5));
    for (const field of fields) larger[field].set(this.columns[field]);
    this.columns = larger;
  }
}

function columnsOf(capacity: number): Record<(typeof fields)[number], Float64Array> {
  return Object.fromEntries(fields.map((field) => [field, new Float64Array(capacity)])) as Record<
    (typeof fields)[number],
    Float64Array
  >;
}
