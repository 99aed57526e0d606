import { addDays, dayOfWeek } from '../time/calendar-dates';
import { minutesOf, zonedMinuteToEpoch } from '../time/zoned-time';
import type { TradingSession } from '@lantau/domain';
import type { MarketPhase } from '../simulator/types';
import type { BookPhase } from '../types';

// One local day of one exchange as a list of contiguous segments from local midnight to the next, each with
// the market phase shown to users and the book phase the matching engine runs in. The session times come from
// the domain time tables; the finer Hong Kong steps (no-cancel, random matching, blocking, closing reference)
// are fixed offsets inside them, as HKEX defines them.

export type ClockModeLike = 'calendar' | 'demo';
export type UncrossKind = 'opening' | 'closing';

export interface SessionSegment {
  readonly phase: MarketPhase;
  readonly start: number;
  readonly end: number;
  readonly bookPhase: BookPhase;
  /** Whether resting orders may be cancelled (HK lunch: only from 12:30; no-cancel auction steps: no). */
  readonly cancelAllowed: boolean;
  /** Continuous segments are numbered within the day (VCM allows one trigger per session). */
  readonly session?: number;
  /** An auction uncrosses in this segment: at its start, or at a seeded random moment inside it (HK). */
  readonly uncross?: { readonly kind: UncrossKind; readonly random: boolean };
  /** Entering this segment ends the trading day: unfilled orders expire. */
  readonly endOfDay?: boolean;
}

export interface TradingDay {
  readonly date: string;
  readonly timeZone: string;
  readonly trading: boolean;
  readonly halfDay: boolean;
  readonly start: number;
  readonly end: number;
  readonly segments: readonly SessionSegment[];
}

export interface ExchangeTimetable {
  readonly market: string;
  readonly subMarket: string;
  readonly timeZone: string;
  readonly sessions: readonly TradingSession[];
  readonly holidays: readonly string[];
  readonly halfDays: readonly string[];
}

type Template = Omit<SessionSegment, 'start' | 'end'> & { readonly from: number; readonly to: number };

const DAY_MINUTES = 24 * 60;
/** New York's early close. */
const US_HALF_DAY_CLOSE = minutesOf('13:00');

export function isTradingDate(table: ExchangeTimetable, date: string): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6 && !table.holidays.includes(date);
}

/** The segments of a local date; `demo` trades continuously all day, every day. */
export function tradingDay(table: ExchangeTimetable, date: string, mode: ClockModeLike): TradingDay {
  const start = zonedMinuteToEpoch(date, 0, table.timeZone);
  const end = zonedMinuteToEpoch(addDays(date, 1), 0, table.timeZone);
  let templates: Template[];
  let trading = true;
  const halfDay = mode === 'calendar' && table.halfDays.includes(date);
  if (mode === 'demo') {
    templates = [
      {
        phase: 'CONTINUOUS',
        from: 0,
        to: DAY_MINUTES,
        bookPhase: 'continuous',
        cancelAllowed: true,
        session: 0,
      },
    ];
  } else if (!isTradingDate(table, date)) {
    trading = false;
    const phase: MarketPhase = dayOfWeek(date) === 0 || dayOfWeek(date) === 6 ? 'CLOSED' : 'HOLIDAY';
    templates = [{ phase, from: 0, to: DAY_MINUTES, bookPhase: 'closed', cancelAllowed: true }];
  } else if (table.market === 'HK') {
    templates = hongKongDay(table.sessions, halfDay);
  } else {
    templates = genericDay(table.sessions, {
      usHalfDay: table.market === 'US' && halfDay,
      mainland: table.market === 'MA^MZ' || table.market === 'SS^SZ',
    });
  }
  const segments = templates
    .filter((t) => t.to > t.from)
    .map(({ from, to, ...rest }) => ({
      ...rest,
      start: from === 0 ? start : zonedMinuteToEpoch(date, from, table.timeZone),
      end: to >= DAY_MINUTES ? end : zonedMinuteToEpoch(date, to, table.timeZone),
    }));
  return { date, timeZone: table.timeZone, trading, halfDay, start, end, segments };
}

function find(sessions: readonly TradingSession[], kind: TradingSession['kind']): TradingSession | undefined {
  return sessions.find((s) => s.kind === kind);
}

/** HKEX: the pre-opening and closing auction sessions in their sub-steps; half days end after the morning. */
function hongKongDay(sessions: readonly TradingSession[], halfDay: boolean): Template[] {
  const pre = minutesOf(find(sessions, 'PRE_OPENING')?.start ?? '09:00');
  const morning = find(sessions, 'MORNING') ?? { start: '09:30', end: '12:00' };
  const afternoon = find(sessions, 'AFTERNOON') ?? { start: '13:00', end: '16:00' };
  const out: Template[] = [
    { phase: 'CLOSED', from: 0, to: pre, bookPhase: 'closed', cancelAllowed: true },
    { phase: 'PRE_OPENING', from: pre, to: pre + 15, bookPhase: 'pre-opening', cancelAllowed: true },
    {
      phase: 'PRE_OPENING_NO_CANCEL',
      from: pre + 15,
      to: pre + 20,
      bookPhase: 'pre-opening-no-cancel',
      cancelAllowed: false,
    },
    {
      phase: 'RANDOM_MATCHING',
      from: pre + 20,
      to: pre + 22,
      bookPhase: 'pre-opening-no-cancel',
      cancelAllowed: false,
      uncross: { kind: 'opening', random: true },
    },
    {
      phase: 'BLOCKING',
      from: pre + 22,
      to: minutesOf(morning.start),
      bookPhase: 'closed',
      cancelAllowed: false,
    },
    {
      phase: 'CONTINUOUS',
      from: minutesOf(morning.start),
      to: minutesOf(morning.end),
      bookPhase: 'continuous',
      cancelAllowed: true,
      session: 0,
    },
  ];
  let close = minutesOf(morning.end);
  if (!halfDay) {
    const lunchStart = minutesOf(morning.end);
    close = minutesOf(afternoon.end);
    out.push(
      // Orders may be cancelled again only from 12:30.
      { phase: 'LUNCH', from: lunchStart, to: lunchStart + 30, bookPhase: 'closed', cancelAllowed: false },
      {
        phase: 'LUNCH',
        from: lunchStart + 30,
        to: minutesOf(afternoon.start),
        bookPhase: 'closed',
        cancelAllowed: true,
      },
      {
        phase: 'CONTINUOUS',
        from: minutesOf(afternoon.start),
        to: close,
        bookPhase: 'continuous',
        cancelAllowed: true,
        session: 1,
      },
    );
  }
  out.push(
    { phase: 'CLOSING_REFERENCE', from: close, to: close + 1, bookPhase: 'closed', cancelAllowed: false },
    {
      phase: 'CLOSING_AUCTION',
      from: close + 1,
      to: close + 6,
      bookPhase: 'closing-auction',
      cancelAllowed: true,
    },
    {
      phase: 'CLOSING_NO_CANCEL',
      from: close + 6,
      to: close + 8,
      bookPhase: 'closing-auction-no-cancel',
      cancelAllowed: false,
    },
    {
      phase: 'RANDOM_CLOSE',
      from: close + 8,
      to: close + 10,
      bookPhase: 'closing-auction-no-cancel',
      cancelAllowed: false,
      uncross: { kind: 'closing', random: true },
    },
    {
      phase: 'CLOSED',
      from: close + 10,
      to: DAY_MINUTES,
      bookPhase: 'closed',
      cancelAllowed: true,
      endOfDay: true,
    },
  );
  return out;
}

/**
 * Every other exchange from its session list: a pre-opening call auction (the mainland's last five minutes
 * without cancel) uncrossed when it ends, continuous sessions with an optional lunch, and an optional closing
 * call uncrossed at the close. US pre- and post-market are not simulated: the market shows CLOSED then.
 */
function genericDay(
  sessions: readonly TradingSession[],
  { usHalfDay, mainland }: { usHalfDay: boolean; mainland: boolean },
): Template[] {
  const out: Template[] = [];
  let cursor = 0;
  let session = 0;
  let pendingOpening = false;
  let pendingClosing = false;
  for (const s of sessions) {
    let from = minutesOf(s.start);
    let to = minutesOf(s.end);
    if (s.kind === 'PRE_MARKET' || s.kind === 'POST_MARKET') continue;
    if (usHalfDay) to = Math.min(to, US_HALF_DAY_CLOSE);
    if (from >= to) continue;
    if (from > cursor) {
      const gap: Template = pendingOpening
        ? {
            phase: 'BLOCKING',
            from: cursor,
            to: from,
            bookPhase: 'closed',
            cancelAllowed: false,
            uncross: { kind: 'opening', random: false },
          }
        : { phase: 'CLOSED', from: cursor, to: from, bookPhase: 'closed', cancelAllowed: true };
      if (pendingOpening) pendingOpening = false;
      out.push(gap);
    }
    from = Math.max(from, cursor);
    switch (s.kind) {
      case 'PRE_OPENING':
        if (mainland) {
          out.push(
            { phase: 'PRE_OPENING', from, to: from + 5, bookPhase: 'pre-opening', cancelAllowed: true },
            {
              phase: 'PRE_OPENING_NO_CANCEL',
              from: from + 5,
              to,
              bookPhase: 'pre-opening-no-cancel',
              cancelAllowed: false,
            },
          );
        } else {
          out.push({ phase: 'PRE_OPENING', from, to, bookPhase: 'pre-opening', cancelAllowed: true });
        }
        pendingOpening = true;
        break;
      case 'LUNCH':
        out.push({ phase: 'LUNCH', from, to, bookPhase: 'closed', cancelAllowed: true });
        break;
      case 'CLOSING_AUCTION':
        out.push({
          phase: 'CLOSING_AUCTION',
          from,
          to,
          // The mainland closing call accepts orders but no cancellations.
          bookPhase: mainland ? 'closing-auction-no-cancel' : 'closing-auction',
          cancelAllowed: !mainland,
        });
        pendingClosing = true;
        break;
      default:
        out.push({
          phase: 'CONTINUOUS',
          from,
          to,
          bookPhase: 'continuous',
          cancelAllowed: true,
          session: session++,
          ...(pendingOpening ? { uncross: { kind: 'opening' as const, random: false } } : {}),
        });
        pendingOpening = false;
    }
    cursor = to;
  }
  out.push({
    phase: 'CLOSED',
    from: cursor,
    to: DAY_MINUTES,
    bookPhase: 'closed',
    cancelAllowed: true,
    endOfDay: true,
    ...(pendingClosing ? { uncross: { kind: 'closing' as const, random: false } } : {}),
  });
  return out;
}
