import type { DepthLevel } from '../types';
import type { QuoteState } from './types';

// Level-1 history of one instrument for the delayed plan: at most one record a second (when the quote changed),
// kept for RETENTION_MS. A record is compact; a QuoteState is rebuilt from it on read.

export const DELAYED_RETENTION_MS = 17 * 60_000;
export const DELAYED_MIN_INTERVAL_MS = 1_000;

/** The level-1 fields of a QuoteState, with the best bid and ask instead of the depth. */
interface DelayedRecord extends Pick<
  QuoteState,
  | 'time'
  | 'seq'
  | 'phase'
  | 'previousClose'
  | 'last'
  | 'open'
  | 'high'
  | 'low'
  | 'volume'
  | 'turnover'
  | 'iep'
  | 'iev'
> {
  readonly bid: DepthLevel | undefined;
  readonly ask: DepthLevel | undefined;
}

const NONE: readonly never[] = [];

export class DelayedQuotes {
  private records: DelayedRecord[] = [];
  private head = 0;
  private recordedSeq = -1;

  get lastRecordTime(): number {
    const last = this.records[this.records.length - 1];
    return last === undefined ? -Infinity : last.time;
  }

  /** Whether `quote` is newer than the last record and a record is allowed at `time`. */
  due(quote: QuoteState, time: number): boolean {
    return quote.seq !== this.recordedSeq && time - this.lastRecordTime >= DELAYED_MIN_INTERVAL_MS;
  }

  record(quote: QuoteState, time: number): void {
    this.recordedSeq = quote.seq;
    this.records.push({
      time,
      seq: quote.seq,
      phase: quote.phase,
      previousClose: quote.previousClose,
      last: quote.last,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      volume: quote.volume,
      turnover: quote.turnover,
      bid: quote.bids[0],
      ask: quote.asks[0],
      iep: quote.iep,
      iev: quote.iev,
    });
    this.prune(time);
  }

  /** The newest record at or before `time`, as a quote over `current`'s static fields; undefined if none. */
  at(time: number, current: QuoteState): QuoteState | undefined {
    let lo = this.head;
    let hi = this.records.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.records[mid] as DelayedRecord).time <= time) lo = mid + 1;
      else hi = mid;
    }
    const record = lo > this.head ? this.records[lo - 1] : undefined;
    if (record === undefined) return undefined;
    const { bid, ask, ...fields } = record;
    return {
      ...current,
      ...fields,
      bids: bid ? [bid] : NONE,
      asks: ask ? [ask] : NONE,
      bidBrokers: NONE,
      askBrokers: NONE,
      trades: NONE,
      vcm: null,
      cas: null,
      pos: null,
    };
  }

  /** Drops records older than the retention, keeping the newest of them as the base for the oldest reads. */
  private prune(now: number): void {
    const cutoff = now - DELAYED_RETENTION_MS;
    while (
      this.head + 1 < this.records.length &&
      (this.records[this.head + 1] as DelayedRecord).time <= cutoff
    ) {
      this.head += 1;
    }
    if (this.head > 512) {
      this.records = this.records.slice(this.head);
      this.head = 0;
    }
  }
}
