import type { DailyCandle } from '../history/daily-history';
import { CandleColumns } from './candle-columns';
import type { Candle } from './types';

// An instrument's daily candles before its current day, as columns (candle-columns.ts), each with its trading
// date. The dates are interned: every instrument of a market trades on the same few hundred dates, so they
// share the strings instead of holding a year of copies each.

const internedDates = new Map<string, string>();
const interned = (date: string) => {
  const known = internedDates.get(date);
  if (known !== undefined) return known;
  internedDates.set(date, date);
  return date;
};

export class DailyBars extends CandleColumns {
  private readonly dates: string[];

  constructor(candles: readonly DailyCandle[]) {
    super(candles);
    this.dates = candles.map((candle) => interned(candle.date));
  }

  /** A finished day's candle, `date` its trading date. */
  add(candle: Candle, date: string): void {
    this.push(candle);
    this.dates.push(interned(date));
  }

  override at(index: number): DailyCandle | undefined {
    const candle = super.at(index);
    return candle && { ...candle, date: this.dates[index] as string };
  }

  override candles(count = this.length): DailyCandle[] {
    return super.candles(count) as DailyCandle[];
  }
}
