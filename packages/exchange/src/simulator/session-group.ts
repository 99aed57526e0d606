import { SessionClock, type PhaseInfo } from '../sessions/session-clock';
import type { ExchangeTimetable, SessionSegment, TradingDay } from '../sessions/trading-day';
import { tradingDay } from '../sessions/trading-day';
import type { UniverseMarket } from '../universe/types';
import type { ClockMode } from './types';

/**
 * The instruments of one exchange (market and sub-market) and where that exchange's timetable stands. The
 * simulator walks `time` forward segment by segment, so transitions happen at their exact instants whatever
 * the tick size.
 */
export class SessionGroup<T> {
  readonly clock: SessionClock;
  /** A second clock for arbitrary lookups (VCM window, quiet minutes), so `clock` keeps today cached. */
  private readonly lookup: SessionClock;
  readonly instruments: T[] = [];
  time: number;
  segment: SessionSegment;
  day: TradingDay;

  constructor(
    readonly market: UniverseMarket,
    readonly table: ExchangeTimetable,
    readonly mode: ClockMode,
    start: number,
    /** One instrument's own timetable (a new issue); the exchange's when omitted. */
    private readonly ownDay?: (date: string) => TradingDay,
  ) {
    this.clock = new SessionClock(table, mode, ownDay);
    this.lookup = new SessionClock(table, mode, ownDay);
    const info = this.clock.at(start);
    this.time = start;
    this.segment = info.segment;
    this.day = info.day;
  }

  get key(): string {
    return `${this.table.market}|${this.table.subMarket}`;
  }

  at(time: number): PhaseInfo {
    return this.lookup.at(time);
  }

  dayOf(date: string): TradingDay {
    return this.ownDay?.(date) ?? tradingDay(this.table, date, this.mode);
  }

  /** Whether a minute starting at `time` is in continuous trading. */
  isTradingMinute(time: number): boolean {
    const phase = this.lookup.at(time).phase;
    return phase === 'CONTINUOUS' || phase === 'GREY_MARKET';
  }

  /** The VCM session key at `time`: continuous, 15 minutes after the session start, 20 before the day's end. */
  vcmSession(time: number): string | null {
    const info = this.lookup.at(time);
    const segment = info.segment;
    if (segment.phase !== 'CONTINUOUS' || time < segment.start + 15 * 60_000) return null;
    let close = segment.end;
    for (const s of info.day.segments) if (s.phase === 'CONTINUOUS') close = Math.max(close, s.end);
    if (time >= close - 20 * 60_000) return null;
    return `${info.day.date}|${segment.session ?? 0}`;
  }
}
