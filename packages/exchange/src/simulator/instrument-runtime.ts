import { roundToTick, toPriceUnits, type PriceUnits } from '@lantau/domain';
import { FairValue } from '../agents/fair-value';
import { agentBroker, type AgentContext } from '../agents/liquidity-agents';
import { OrderBook } from '../order-book';
import { addDays } from '../time/calendar-dates';
import type { SessionSegment } from '../sessions/trading-day';
import type { ExchangeEvent, InstrumentSpec, TradeEvent } from '../types';
import type { InstrumentReference } from '../universe/types';
import { VcmMonitor } from '../vcm/vcm-monitor';
import { DelayedQuotes } from './delayed-quotes';
import {
  createRandom,
  dailyHistory,
  hashSeed,
  historyStats,
  instrumentSpecFor,
  isTradingDay,
  minuteCandles,
  sessionOpenTime,
  type HistoryStats,
  type InstrumentSpecOptions,
  type Random,
} from './deps';
import { DailyBars } from './daily-bars';
import { MinuteBars } from './minute-bars';
import type { SessionGroup } from './session-group';
import type { Candle, ClientExecution, ClientOrderTag, ClockMode, QuoteState, TradePrint } from './types';

// Everything the simulator keeps about one instrument: its book for the current trading day, the agents' state,
// the day's running figures, history and the delayed-quote records. The book's events update the figures.

/** Trading days of daily history back-filled at creation (a year and a bit, for 52-week ranges and charts). */
export const HISTORY_DAYS = 300;
const MAX_TRADES = 50;

export interface RuntimeOptions {
  readonly seed: number;
  readonly mode: ClockMode;
  readonly now: () => number;
  readonly specOptions: InstrumentSpecOptions;
  readonly execution: (execution: ClientExecution) => void;
  readonly vcmTriggered: (runtime: InstrumentRuntime) => void;
  /** Every book event, for audits and conservation tests. */
  readonly bookEvent?: (runtime: InstrumentRuntime, event: ExchangeEvent) => void;
}

export class InstrumentRuntime implements AgentContext {
  readonly key: string;
  readonly referenceUnits: PriceUnits;
  readonly random: Random;
  readonly fair: FairValue;
  readonly lots: number;
  readonly delayed = new DelayedQuotes();
  /** Open client orders: id to owner and the investor identification the order carried. */
  readonly clientOrders = new Map<string, ClientOrderTag>();
  spec: InstrumentSpec;
  book: OrderBook;
  /** Set by the simulator right after construction (it needs the simulator's platform broker). */
  quote!: QuoteState;
  vcm: VcmMonitor | null = null;

  /** The trading date the day's figures belong to. */
  date: string;
  previousClose: PriceUnits;
  open: PriceUnits | null = null;
  high: PriceUnits | null = null;
  low: PriceUnits | null = null;
  last: PriceUnits | null = null;
  volume = 0;
  turnover = 0;
  trades: readonly TradePrint[] = [];
  /** Daily candles before `date`, oldest first (time: the session open, as history/ stamps them). */
  readonly daily: DailyBars;
  stats: HistoryStats;
  minutes: MinuteBars;
  /**
   * The minute bars generated at creation (the delayed plan's source before the simulator started): the first
   * `generatedCount` bars of the first day's `MinuteBars`, which live bars only follow.
   */
  readonly generated: { readonly bars: MinuteBars; readonly count: number };
  /** Past days' minute bars, by trading date (a week of them). */
  readonly pastMinutes = new Map<string, MinuteBars>();
  closingReference: PriceUnits | null = null;
  /** Start of the segment whose random uncross this instrument has done. */
  uncrossedIn = -1;
  lastStep: number;
  /** 0 unchanged, 1 minor (phase, flags), 2 major (price, depth, trades). */
  change = 0;
  seq = 0;
  private ids = 0;
  /** Trades before the current book, so client trade ids stay unique across days (each book counts from 1). */
  private tradeBase = 0;
  private tradeCount = 0;

  constructor(
    readonly ref: InstrumentReference,
    readonly group: SessionGroup<InstrumentRuntime>,
    private readonly options: RuntimeOptions,
  ) {
    const now = options.now();
    this.key = `${ref.market}|${ref.code}`;
    this.referenceUnits = toPriceUnits(ref.referencePrice);
    this.random = createRandom(hashSeed(options.seed, ref.market, ref.code, 'agents'));
    // The data day: today in demo mode or on a trading day, else the last trading day before.
    const table = group.table;
    let date = group.at(now).day.date;
    if (options.mode === 'calendar') while (!isTradingDay(table, date)) date = addDays(date, -1);
    this.date = date;
    let generated: Candle[];
    if (ref.newIssue !== undefined) {
      // A new issue has no past: no history, no back-filled minutes; its reference is the offer price.
      this.daily = new DailyBars([]);
      this.stats = historyStats([], date, table.timeZone);
      this.previousClose = this.referenceUnits;
      generated = [];
    } else {
      // History ends with the data day's own candle (its close is the reference price): its minutes up to now are
      // today's back-filled bars. A demo weekend day is not in the calendar: it gets a candle of its own.
      const tradingDate = isTradingDay(table, date);
      const candles = dailyHistory(ref, {
        seed: options.seed,
        lastDate: date,
        days: HISTORY_DAYS + (tradingDate ? 1 : 0),
      });
      const planned = tradingDate
        ? (candles.pop() as Candle)
        : this.syntheticDay(candles[candles.length - 1], date);
      this.daily = new DailyBars(candles);
      this.stats = historyStats(candles, date, table.timeZone);
      this.previousClose = this.stats.previousClose ?? planned.open;
      generated = minuteCandles(ref, planned, {
        seed: options.seed,
        sessions: continuousWindows(group.dayOf(date).segments),
        // Only whole minutes: the current minute's bar is built from live trades.
        upTo: now - (now % 60_000),
      });
    }
    this.minutes = new MinuteBars(generated, (t) => group.isTradingMinute(t));
    this.generated = { bars: this.minutes, count: generated.length };
    for (const bar of generated)
      this.addToDay(bar.open, bar.high, bar.low, bar.close, bar.volume, bar.turnover);
    this.spec = this.specOf(date);
    this.book = this.newBook();
    const floor = this.spec.spreadTable.min * 5;
    this.fair = new FairValue(this.last ?? this.previousClose, ref.volatility, floor);
    this.fair.reset(this.previousClose);
    this.lots = Math.max(1, Math.round(ref.averageDailyVolume / ref.lotSize / 4_000));
    this.lastStep = now;
  }

  nextId(brokerId: string): string {
    this.ids += 1;
    return `~${brokerId}.${this.ids}`;
  }

  /** A new trading day: the close becomes the previous close, figures reset, a fresh book. */
  roll(date: string): void {
    this.book.expireAll('unfilled');
    this.tradeBase = this.tradeCount;
    if (this.open !== null && this.high !== null && this.low !== null && this.last !== null) {
      this.daily.add(
        {
          time: sessionOpenTime(this.group.table, this.date),
          open: this.open,
          high: this.high,
          low: this.low,
          close: this.last,
          volume: this.volume,
          turnover: this.turnover,
        },
        this.date,
      );
      this.pastMinutes.set(this.date, this.minutes);
      // Live days' minute bars are kept for a week; older days regenerate from their daily candle.
      for (const key of [...this.pastMinutes.keys()])
        if (key < addDays(date, -7)) this.pastMinutes.delete(key);
    }
    // Until it lists, a new issue's reference stays the offer price: the grey market is the broker's own session,
    // and the listing day's pre-opening auction is banded around the offer price, not a grey trade.
    const unlisted = this.ref.newIssue !== undefined && date <= this.ref.newIssue.listingDate;
    this.previousClose = unlisted ? this.referenceUnits : (this.last ?? this.previousClose);
    this.date = date;
    this.stats = historyStats(this.daily.candles(), date, this.group.table.timeZone);
    this.open = this.high = this.low = this.last = null;
    this.volume = 0;
    this.turnover = 0;
    this.trades = [];
    this.closingReference = null;
    this.minutes = new MinuteBars([], (t) => this.group.isTradingMinute(t));
    this.spec = this.specOf(date);
    this.book = this.newBook();
    this.fair.reset(this.previousClose);
    this.change = 2;
  }

  /** The day's rules; a new issue before its listing date is in its grey market: limit orders only. */
  private specOf(date: string): InstrumentSpec {
    const spec = instrumentSpecFor(this.ref, {
      ...this.options.specOptions,
      previousClose: this.previousClose,
    });
    const listing = this.ref.newIssue?.listingDate;
    return listing !== undefined && date < listing ? { ...spec, continuousOrderTypes: ['limit'] } : spec;
  }

  /** The broker of an order: the agent's, or undefined for a client order. */
  brokerOf(orderId: string): string | undefined {
    return this.clientOrders.has(orderId) ? undefined : agentBroker(orderId);
  }

  /** A day's candle for a date history/ does not cover (a demo weekend): a one-day random move. */
  private syntheticDay(before: Candle | undefined, date: string): Candle {
    const table = instrumentSpecFor(this.ref).spreadTable;
    const random = createRandom(hashSeed(this.options.seed, this.ref.market, this.ref.code, date, 'day'));
    const sd = this.ref.volatility / Math.sqrt(252);
    const base = before?.close ?? this.referenceUnits;
    const tick = (value: number) => roundToTick(table, Math.round(value), 'nearest') ?? table.min;
    const open = tick(base * Math.exp(0.3 * sd * random.normal()));
    const close = tick(base * Math.exp(sd * random.normal()));
    const high = Math.max(
      open,
      close,
      tick(Math.max(open, close) * Math.exp(0.6 * sd * Math.abs(random.normal()))),
    );
    const low = Math.min(
      open,
      close,
      tick(Math.min(open, close) * Math.exp(-0.6 * sd * Math.abs(random.normal()))),
    );
    const volume = Math.max(1, Math.round(this.ref.averageDailyVolume / this.ref.lotSize)) * this.ref.lotSize;
    return {
      time: sessionOpenTime(this.group.table, date),
      open,
      high,
      low,
      close,
      volume,
      turnover: (volume * (high + low + close)) / 3 / 10_000,
    };
  }

  private newBook(): OrderBook {
    const { ref } = this;
    const vcmPercent = ref.market === 'HK' ? ref.vcmTriggerPercent : undefined;
    this.vcm =
      vcmPercent === undefined
        ? null
        : new VcmMonitor({
            triggerPercent: vcmPercent,
            table: this.spec.spreadTable,
            clock: this.options.now,
            window: (time) => this.group.vcmSession(time),
            fallbackReference: () => this.open ?? this.previousClose,
            onTrigger: () => this.options.vcmTriggered(this),
          });
    return new OrderBook(this.spec, {
      clock: this.options.now,
      sink: (event) => this.onEvent(event),
      phase: 'closed',
      ...(this.vcm ? { priceGuard: this.vcm.guard } : {}),
    });
  }

  private addToDay(
    open: number,
    high: number,
    low: number,
    close: number,
    volume: number,
    turnover: number,
  ): void {
    this.open ??= open;
    this.high = this.high === null ? high : Math.max(this.high, high);
    this.low = this.low === null ? low : Math.min(this.low, low);
    this.last = close;
    this.volume += volume;
    this.turnover += turnover;
  }

  private onEvent(event: ExchangeEvent): void {
    this.change = 2;
    this.options.bookEvent?.(this, event);
    if (event.type === 'trade') this.onTrade(event);
    else if (event.type === 'cancelled') {
      const tag = this.clientOrders.get(event.orderId);
      if (tag === undefined) return;
      this.clientOrders.delete(event.orderId);
      this.options.execution({
        kind: 'cancelled',
        market: this.ref.market,
        code: this.ref.code,
        orderId: event.orderId,
        owner: tag.owner,
        quantity: event.quantity,
        reason: event.reason,
        time: event.ts,
      });
    }
  }

  private onTrade(event: TradeEvent): void {
    const { price, quantity, ts } = event;
    this.tradeCount += 1;
    const turnover = (price * quantity) / 10_000;
    if (event.book === 'board-lot') {
      this.addToDay(price, price, price, price, quantity, turnover);
      this.minutes.addTrade(ts, price, quantity);
      this.vcm?.record(price, ts);
    } else {
      this.volume += quantity;
      this.turnover += turnover;
    }
    const print: TradePrint = { time: ts, price, quantity, aggressor: event.aggressor };
    this.trades = [print, ...this.trades.slice(0, MAX_TRADES - 1)];
    this.clientFill(event, 'buy');
    this.clientFill(event, 'sell');
  }

  private clientFill(event: TradeEvent, side: 'buy' | 'sell'): void {
    const orderId = side === 'buy' ? event.buyOrderId : event.sellOrderId;
    const tag = this.clientOrders.get(orderId);
    if (tag === undefined) return;
    const leaves = side === 'buy' ? event.buyLeaves : event.sellLeaves;
    if (leaves === 0) this.clientOrders.delete(orderId);
    const counterparty = side === 'buy' ? event.sellOrderId : event.buyOrderId;
    this.options.execution({
      kind: 'fill',
      market: this.ref.market,
      code: this.ref.code,
      orderId,
      owner: tag.owner,
      investorId: tag.investorId,
      side,
      price: event.price,
      quantity: event.quantity,
      leaves,
      tradeId: this.tradeBase + event.tradeId,
      time: event.ts,
      counterpartyBroker: this.brokerOf(counterparty),
    });
  }
}

export function continuousWindows(segments: readonly SessionSegment[]): { start: number; end: number }[] {
  return segments.filter((s) => s.phase === 'CONTINUOUS').map((s) => ({ start: s.start, end: s.end }));
}
