import type { PriceUnits } from '@lantau/domain';
import type { Candle } from './types';

// Candles kept as columns of numbers, not as an object per candle. Every instrument of the universe holds a day
// of minute bars and a year of daily candles: as objects (each with two boxed numbers) they were about half of
// the process's live heap, and the garbage collector walks every live object at each old-space collection,
// which a node streaming to thousands of sockets feels as pauses. A typed array is one object whatever its
// length. Readers get Candle objects built on demand.

/** Room for this many candles beyond the first ones before the columns grow (by half). */
const HEADROOM = 64;

const fields = ['time', 'open', 'high', 'low', 'close', 'volume', 'turnover'] as const;
type Columns = Record<(typeof fields)[number], Float64Array>;

export class CandleColumns {
  protected columns: Columns;
  private count = 0;

  constructor(candles: readonly Candle[]) {
    this.columns = columnsOf(candles.length + HEADROOM);
    for (const candle of candles) this.push(candle);
  }

  get length(): number {
    return this.count;
  }

  /** The candle at `index` (0: the oldest), built anew on each call. */
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

  /** The first `count` candles (all of them by default), oldest first. */
  candles(count = this.count): Candle[] {
    const candles: Candle[] = [];
    for (let index = 0; index < Math.min(count, this.count); index += 1)
      candles.push(this.at(index) as Candle);
    return candles;
  }

  /** How many candles start at or before `endTime` (times ascend). */
  protected countUpTo(endTime: number): number {
    let end = this.count;
    while (end > 0 && (this.columns.time[end - 1] as number) > endTime) end -= 1;
    return end;
  }

  protected push(candle: Candle): void {
    if (this.count === this.columns.time.length) this.grow();
    const at = this.count;
    const { time, open, high, low, close, volume, turnover } = this.columns;
    time[at] = candle.time;
    open[at] = candle.open;
    high[at] = candle.high;
    low[at] = candle.low;
    close[at] = candle.close;
    volume[at] = candle.volume;
    turnover[at] = candle.turnover;
    this.count = at + 1;
  }

  private grow(): void {
    const larger = columnsOf(Math.ceil(this.columns.time.length * 1.5));
    for (const field of fields) larger[field].set(this.columns[field]);
    this.columns = larger;
  }
}

function columnsOf(capacity: number): Columns {
  return Object.fromEntries(fields.map((field) => [field, new Float64Array(capacity)])) as Columns;
}
