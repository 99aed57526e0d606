import type { PriceUnits } from '@lantau/domain';
import { CandleColumns } from './candle-columns';
import type { Candle } from './types';

// The minute candles of one trading day: the back-filled bars up to the simulator's start, then bars built
// from live trades, as columns (candle-columns.ts).

const MINUTE = 60_000;

export class MinuteBars extends CandleColumns {
  constructor(
    generated: readonly Candle[],
    /** Whether a minute lies in continuous trading, so quiet minutes there get flat bars (no gaps). */
    private readonly isTradingMinute: (time: number) => boolean,
  ) {
    super(generated);
  }

  /** Bars starting at or before `endTime`. */
  upTo(endTime: number): Candle[] {
    return this.candles(this.countUpTo(endTime));
  }

  addTrade(time: number, price: PriceUnits, quantity: number): void {
    const start = time - (time % MINUTE);
    const turnover = (price * quantity) / 10_000;
    const lastIndex = this.length - 1;
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
}
