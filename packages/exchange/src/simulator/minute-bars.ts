import type { PriceUnits } from '@lantau/domain';
import type { Candle } from './types';

// The minute candles of one trading day: the back-filled bars up to the simulator's start, then bars built
// from live trades. Candles are immutable: a trade replaces the current bar with a new object.

const MINUTE = 60_000;

export class MinuteBars {
  private readonly bars: Candle[];

  constructor(
    generated: readonly Candle[],
    /** Whether a minute lies in continuous trading, so quiet minutes there get flat bars (no gaps). */
    private readonly isTradingMinute: (time: number) => boolean,
  ) {
    this.bars = [...generated];
  }

  get all(): readonly Candle[] {
    return this.bars;
  }

  get last(): Candle | undefined {
    return this.bars[this.bars.length - 1];
  }

  /** Bars starting at or before `endTime`. */
  upTo(endTime: number): Candle[] {
    let end = this.bars.length;
    while (end > 0 && (this.bars[end - 1] as Candle).time > endTime) end -= 1;
    return this.bars.slice(0, end);
  }

  addTrade(time: number, price: PriceUnits, quantity: number): void {
    const start = time - (time % MINUTE);
    const last = this.last;
    const turnover = (price * quantity) / 10_000;
    if (last !== undefined && last.time === start) {
      this.bars[this.bars.length - 1] = {
        time: start,
        open: last.open,
        high: Math.max(last.high, price),
        low: Math.min(last.low, price),
        close: price,
        volume: last.volume + quantity,
        turnover: last.turnover + turnover,
      };
      return;
    }
    if (last !== undefined && last.time < start) this.fillQuiet(last, start);
    this.bars.push({
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
  private fillQuiet(last: Candle, until: number): void {
    let count = 0;
    for (let t = last.time + MINUTE; t < until && count < 1_440; t += MINUTE, count += 1) {
      if (!this.isTradingMinute(t)) continue;
      const close = last.close;
      this.bars.push({ time: t, open: close, high: close, low: close, close, volume: 0, turnover: 0 });
    }
  }
}
