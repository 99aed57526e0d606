import type { PriceUnits } from '@lantau/domain';
import type { Candle } from '../simulator/types';
import { addDays } from '../time/calendar-dates';
import { localDateOf } from '../time/zoned-time';

// The figures a quote takes from history. All of them look only at days BEFORE `asOfDate`: the live session's
// own prices are the simulator's to fold in (today's high may well be a new 52-week high).

export interface HistoryStats {
  /** Close of the last trading day before `asOfDate`. */
  readonly previousClose: PriceUnits | null;
  /** Last close before the month of `asOfDate` began: the base of the month-to-date change. */
  readonly monthOpenReference: PriceUnits | null;
  /** Last close before the year of `asOfDate` began: the base of the year-to-date change. */
  readonly yearOpenReference: PriceUnits | null;
  /** Highest high and lowest low of the 52 weeks (364 days) before `asOfDate`. */
  readonly high52w: PriceUnits | null;
  readonly low52w: PriceUnits | null;
}

const DAYS_IN_52_WEEKS = 364;

function requireTimeZone(timeZone: string | undefined): string {
  if (timeZone === undefined) throw new Error('historyStats needs a time zone for candles without a date');
  return timeZone;
}

/**
 * Statistics from daily candles (oldest first) as of a trading date 'YYYY-MM-DD'. A candle's date is its `date`
 * when it has one (dailyHistory's candles do), else the local date of its time in `timeZone`.
 */
export function historyStats(
  daily: readonly (Candle & { readonly date?: string })[],
  asOfDate: string,
  timeZone?: string,
): HistoryStats {
  const monthStart = `${asOfDate.slice(0, 7)}-01`;
  const yearStart = `${asOfDate.slice(0, 4)}-01-01`;
  const rangeStart = addDays(asOfDate, -DAYS_IN_52_WEEKS);
  let previousClose: PriceUnits | null = null;
  let monthOpenReference: PriceUnits | null = null;
  let yearOpenReference: PriceUnits | null = null;
  let high52w: PriceUnits | null = null;
  let low52w: PriceUnits | null = null;
  for (const candle of daily) {
    const date = candle.date ?? localDateOf(candle.time, requireTimeZone(timeZone));
    if (date >= asOfDate) break;
    previousClose = candle.close;
    if (date < monthStart) monthOpenReference = candle.close;
    if (date < yearStart) yearOpenReference = candle.close;
    if (date >= rangeStart) {
      high52w = high52w === null ? candle.high : Math.max(high52w, candle.high);
      low52w = low52w === null ? candle.low : Math.min(low52w, candle.low);
    }
  }
  return { previousClose, monthOpenReference, yearOpenReference, high52w, low52w };
}
