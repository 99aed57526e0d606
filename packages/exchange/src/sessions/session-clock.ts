import { marketTimeTables } from '@lantau/domain';
import type { ClockMode, MarketPhase } from '../simulator/types';
import type { UniverseMarket } from '../universe/types';
import { tradingDay, type ExchangeTimetable, type SessionSegment, type TradingDay } from './trading-day';
import { localDateOf } from '../time/zoned-time';

export interface PhaseInfo {
  readonly phase: MarketPhase;
  /** The local date, 'YYYY-MM-DD' in the exchange's zone. */
  readonly tradingDate: string;
  /** When the phase next changes. */
  readonly nextTransition: number;
  readonly segment: SessionSegment;
  readonly day: TradingDay;
}

/** The timetables of a universe market's exchanges: 'MA^MZ' has MA and MZ, 'SS^SZ' has SS and SZ. */
export function timetablesOf(market: UniverseMarket): readonly ExchangeTimetable[] {
  return marketTimeTables.filter((table) => table.market === market);
}

export function timetableOf(market: UniverseMarket, subMarket?: string): ExchangeTimetable {
  const tables = timetablesOf(market);
  const table = tables.find((t) => t.subMarket === subMarket) ?? tables[0];
  if (table === undefined) throw new Error(`No timetable for market ${market}`);
  return table;
}

/**
 * The phase of one exchange over time. It keeps the current day's segments, so the many calls per second the
 * simulator makes are a short scan, and Intl (slow) runs once a day.
 */
export class SessionClock {
  private day: TradingDay | undefined;
  private index = 0;

  constructor(
    readonly table: ExchangeTimetable,
    readonly mode: ClockMode,
    /** The day's segments: the exchange's timetable, or one instrument's own (a new issue's grey market). */
    private readonly dayOf: (date: string) => TradingDay = (date) => tradingDay(table, date, mode),
  ) {}

  at(time: number): PhaseInfo {
    let day = this.day;
    if (day === undefined || time < day.start || time >= day.end) {
      day = this.dayOf(localDateOf(time, this.table.timeZone));
      this.day = day;
      this.index = 0;
    }
    const segments = day.segments;
    let index = this.index;
    const current = segments[index];
    if (current === undefined || time < current.start) index = 0;
    while (index < segments.length - 1 && time >= (segments[index] as SessionSegment).end) index += 1;
    this.index = index;
    const segment = segments[index] as SessionSegment;
    return { phase: segment.phase, tradingDate: day.date, nextTransition: segment.end, segment, day };
  }
}

const clocks = new Map<string, SessionClock>();

/** The phase of a market at an instant, its trading date and when the phase next changes. */
export function phaseAt(
  market: UniverseMarket,
  time: number,
  mode: ClockMode,
  subMarket?: string,
): PhaseInfo {
  const table = timetableOf(market, subMarket);
  const key = `${table.market}|${table.subMarket}|${mode}`;
  let clock = clocks.get(key);
  if (clock === undefined) {
    clock = new SessionClock(table, mode);
    clocks.set(key, clock);
  }
  return clock.at(time);
}
