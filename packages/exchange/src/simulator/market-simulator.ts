import { carriesInvestorId, isValidInvestorId, ticksAway, type PriceUnits } from '@lantau/domain';
import { marketMakerStep, noiseStep, oddLotDealerStep } from '../agents/liquidity-agents';
import { timetableOf, timetablesOf } from '../sessions/session-clock';
import type { SessionSegment } from '../sessions/trading-day';
import type { ActionResult, BookPhase, DepthLevel, ExchangeEvent, InstrumentSpec } from '../types';
import type { IndexDefinition, InstrumentReference, UniverseMarket } from '../universe/types';
import { CandleStore } from './candle-store';
import { INDEX_DEFINITIONS, UNIVERSE, createRandom, hashSeed, type Random } from './deps';
import { IndexTracker } from './index-tracker';
import { registerBooks } from './inspect';
import { InstrumentRuntime, type RuntimeOptions } from './instrument-runtime';
import { newIssueDay } from '../new-issues/grey-market-day';
import { buildQuote, type PlatformBroker } from './quote-builder';
import { SessionGroup } from './session-group';
import type {
  Candle,
  ClientExecution,
  ClientOrderRequest,
  ClockMode,
  IndexState,
  MarketChange,
  MarketSimulator,
  MarketStatus,
  NewIssueListing,
  QuoteState,
} from './types';

export interface MarketSimulatorOptions {
  readonly seed: number;
  readonly mode: ClockMode;
  /** Epoch milliseconds; default Date.now. Tests inject one and drive the simulator with advanceTo. */
  readonly clock?: () => number;
  readonly universe?: readonly InstrumentReference[];
  readonly indices?: readonly IndexDefinition[];
  /** The one timer's period (default 200 ms). */
  readonly tickMs?: number;
  /** Agent book operations a second across the whole universe (default 600). */
  readonly opsPerSecond?: number;
  /** A/B-share buy lots (broker configuration ASharesBuyLotSize, BSharesBuyLotSize; default 100). */
  readonly lotSizes?: { readonly aSharesBuy?: number; readonly bSharesBuy?: number };
  /** The broker shown in HK broker queues for client orders. */
  readonly platformBroker?: PlatformBroker;
  /** Every event of every book (agents' and clients'), synchronously: audits and conservation tests. */
  readonly onBookEvent?: (market: UniverseMarket, code: string, event: ExchangeEvent) => void;
}

// The package compiles without DOM or Node typings: these are the only timer functions it uses.
interface TimerHandle {
  unref?: () => void;
}
declare function setTimeout(handler: () => void, ms: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle): void;

const DEFAULT_TICK_MS = 200;
const DEFAULT_OPS_PER_SECOND = 600;
/** Book operations the market makers of one instrument may spend in one step. */
const MARKET_MAKER_BUDGET = 10;
/** Behind by more than this on real timers (a suspended laptop), agent ticks are skipped, not replayed. */
const MAX_CATCH_UP_MS = 30_000;
const INPUT_PHASES: ReadonlySet<BookPhase> = new Set(['continuous', 'pre-opening', 'closing-auction']);
const AUCTION_PHASES: ReadonlySet<BookPhase> = new Set([
  'pre-opening',
  'pre-opening-no-cancel',
  'closing-auction',
  'closing-auction-no-cancel',
]);

/** The running simulated market behind the demo: books, agents, sessions, quotes, candles and indices. */
export function createMarketSimulator(options: MarketSimulatorOptions): MarketSimulator {
  return new Simulator(options);
}

class Simulator implements MarketSimulator {
  readonly clock: ClockMode;
  readonly instruments: InstrumentReference[];
  readonly indexDefinitions: readonly IndexDefinition[];
  private readonly realClock: () => number;
  private readonly seed: number;
  private readonly tickMs: number;
  private readonly opsPerTick: number;
  private readonly platform: PlatformBroker;
  private readonly random: Random;
  private readonly startTime: number;
  /** The instant the simulation has reached (a tick, a session transition, a client order's moment). */
  private reached: number;
  private nextTick: number;
  private readonly groups: SessionGroup<InstrumentRuntime>[] = [];
  private readonly statusGroups = new Map<UniverseMarket, SessionGroup<InstrumentRuntime>>();
  private readonly runtimes = new Map<string, InstrumentRuntime>();
  private readonly pending = new Set<InstrumentRuntime>();
  private readonly unrecorded = new Set<InstrumentRuntime>();
  private readonly cooling = new Set<InstrumentRuntime>();
  private active: InstrumentRuntime[] = [];
  private activeStale = true;
  private statuses: MarketStatus[] = [];
  private readonly indexTracker: IndexTracker;
  private readonly candleStore: CandleStore;
  private readonly changeListeners = new Set<(change: MarketChange) => void>();
  private readonly executionListeners = new Set<(execution: ClientExecution) => void>();
  private timer: TimerHandle | undefined;
  private readonly runtimeOptions: RuntimeOptions;

  constructor(options: MarketSimulatorOptions) {
    this.clock = options.mode;
    this.realClock = options.clock ?? Date.now;
    this.seed = options.seed;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.opsPerTick = ((options.opsPerSecond ?? DEFAULT_OPS_PER_SECOND) * this.tickMs) / 1000;
    this.platform = options.platformBroker ?? { id: '9999', name: 'Lantau Securities' };
    this.random = createRandom(hashSeed(options.seed, 'simulator'));
    // A copy: new issues join it when they are listed.
    this.instruments = [...(options.universe ?? UNIVERSE)];
    this.indexDefinitions = options.indices ?? INDEX_DEFINITIONS;
    this.startTime = this.realClock();
    this.reached = this.startTime;
    this.nextTick = this.startTime + this.tickMs;

    const runtimeOptions: RuntimeOptions = {
      seed: options.seed,
      mode: options.mode,
      now: () => this.reached,
      specOptions: {
        ...(options.lotSizes?.aSharesBuy ? { aShareBuyLotSize: options.lotSizes.aSharesBuy } : {}),
        ...(options.lotSizes?.bSharesBuy ? { bShareBuyLotSize: options.lotSizes.bSharesBuy } : {}),
      },
      execution: (execution: ClientExecution) => this.emitExecution(execution),
      ...(options.onBookEvent
        ? {
            bookEvent: (rt: InstrumentRuntime, event: ExchangeEvent) =>
              options.onBookEvent?.(rt.ref.market, rt.ref.code, event),
          }
        : {}),
      vcmTriggered: (rt: InstrumentRuntime) => {
        this.cooling.add(rt);
        rt.change = Math.max(rt.change, 1);
      },
    };
    this.runtimeOptions = runtimeOptions;
    const groupsByKey = new Map<string, SessionGroup<InstrumentRuntime>>();
    for (const ref of this.instruments) {
      const table = timetableOf(ref.market, ref.subMarket);
      const key = `${table.market}|${table.subMarket}`;
      let group = groupsByKey.get(key);
      if (group === undefined) {
        group = new SessionGroup<InstrumentRuntime>(ref.market, table, options.mode, this.startTime);
        groupsByKey.set(key, group);
        this.groups.push(group);
      }
      const rt = new InstrumentRuntime(ref, group, runtimeOptions);
      group.instruments.push(rt);
      this.runtimes.set(rt.key, rt);
    }
    for (const group of this.groups) {
      const market = group.market;
      const first = timetablesOf(market)[0];
      if (!this.statusGroups.has(market) || first?.subMarket === group.table.subMarket) {
        this.statusGroups.set(market, group);
      }
      // The books start with a full ladder, so depth shows at once, unless the market is shut: after the close
      // the day's orders have expired on a real exchange, so the calendar clock shows an empty book until the
      // next session opens (and its agents quote again).
      const shut = group.segment.phase === 'CLOSED' || group.segment.phase === 'HOLIDAY';
      for (const rt of group.instruments) {
        if (!shut) {
          rt.book.setPhase('continuous');
          marketMakerStep(rt, Infinity);
          rt.book.setPhase('closed');
        }
        this.setBookPhase(rt, group.segment);
        rt.quote = buildQuote(rt, group.segment.phase, this.reached, this.platform);
        rt.change = 0;
        rt.delayed.record(rt.quote, this.reached);
      }
    }
    this.statuses = this.computeStatuses();
    this.indexTracker = new IndexTracker(
      this.indexDefinitions,
      (definition) => this.constituentPrices(definition),
      this.reached,
    );
    this.candleStore = new CandleStore(options.seed);
    registerBooks(this, (market, code) => this.runtimes.get(`${market}|${code}`)?.book);
  }

  // ---- reads ---------------------------------------------------------------------------------------------

  instrument(market: UniverseMarket, code: string): InstrumentReference | undefined {
    return this.runtimes.get(`${market}|${code}`)?.ref;
  }

  quote(market: UniverseMarket, code: string): QuoteState | undefined {
    return this.runtimes.get(`${market}|${code}`)?.quote;
  }

  quoteAt(market: UniverseMarket, code: string, time: number): QuoteState | undefined {
    const rt = this.runtimes.get(`${market}|${code}`);
    if (rt === undefined) return undefined;
    if (time >= this.reached) return rt.quote;
    if (time < this.startTime) return this.fromGenerated(rt, time);
    return rt.delayed.at(time, rt.quote) ?? this.fromGenerated(rt, time);
  }

  indices(): readonly IndexState[] {
    return this.indexTracker.all();
  }

  // The parameters as the interface declares them, so the two cannot drift apart.
  candles(
    ...[market, code, period, limit, endTime]: Parameters<MarketSimulator['candles']>
  ): readonly Candle[] {
    const rt = this.runtimes.get(`${market}|${code}`);
    return rt === undefined ? [] : this.candleStore.candles(rt, period, limit, endTime ?? this.reached);
  }

  intraday(market: UniverseMarket, code: string, endTime?: number): readonly Candle[] {
    const rt = this.runtimes.get(`${market}|${code}`);
    return rt === undefined ? [] : rt.minutes.upTo(endTime ?? this.reached);
  }

  marketStatuses(): readonly MarketStatus[] {
    return this.statuses;
  }

  now(): number {
    return this.realClock();
  }

  onChange(listener: (change: MarketChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onExecution(listener: (execution: ClientExecution) => void): () => void {
    this.executionListeners.add(listener);
    return () => this.executionListeners.delete(listener);
  }

  // ---- time ----------------------------------------------------------------------------------------------

  start(): void {
    if (this.timer !== undefined) return;
    // One timeout at a time, each aimed at the next tick. A change is stamped with its tick's time, and a
    // setInterval drifts later by each run's own duration, so its ticks were reported up to a whole tick (100 ms
    // on average) after the time they carry; aiming every timeout at the grid keeps that to timer latency.
    const run = () => {
      const time = this.realClock();
      if (time - this.nextTick > MAX_CATCH_UP_MS)
        this.nextTick = time - ((time - this.nextTick) % this.tickMs);
      this.advanceTo(time);
      this.timer = setTimeout(run, Math.max(1, this.nextTick - this.realClock()));
      this.timer.unref?.();
    };
    this.timer = setTimeout(run, Math.max(1, this.nextTick - this.realClock()));
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  advanceTo(time: number): void {
    while (this.nextTick <= time) {
      const t = this.nextTick;
      this.nextTick += this.tickMs;
      this.tick(t);
    }
  }

  private tick(t: number): void {
    for (const group of this.groups) this.syncGroup(group, t);
    this.reached = t;
    this.runAgents(t);
    for (const rt of this.cooling) {
      if (rt.vcm?.state(t) === null || rt.vcm === null) {
        this.cooling.delete(rt);
        rt.change = Math.max(rt.change, 1);
        this.pending.add(rt);
      }
    }
    this.flush(t);
    for (const state of this.indexTracker.recompute(t))
      this.emit({ kind: 'index', code: state.definition.code });
  }

  // ---- sessions ------------------------------------------------------------------------------------------

  /** Walks a group's timetable to `t`, applying every transition at its own instant. */
  private syncGroup(group: SessionGroup<InstrumentRuntime>, t: number): void {
    for (;;) {
      this.reached = group.time;
      const info = group.clock.at(group.time);
      if (info.day.date !== group.day.date) {
        group.day = info.day;
        if (info.day.trading)
          for (const rt of group.instruments) this.touch(rt, () => rt.roll(info.day.date));
      }
      const segment = info.segment;
      if (segment.start !== group.segment.start || segment.end !== group.segment.end) {
        this.enterSegment(group, group.segment, segment);
      }
      if (segment.uncross?.random) this.randomUncross(group, segment, Math.min(t, segment.end - 1));
      if (segment.end > t) break;
      group.time = segment.end;
    }
    group.time = t;
    this.reached = t;
  }

  private enterSegment(
    group: SessionGroup<InstrumentRuntime>,
    previous: SessionSegment,
    segment: SessionSegment,
  ): void {
    // A random uncross the previous segment did not reach (a tick that jumped over it) happens now.
    if (previous.uncross?.random) this.randomUncross(group, previous, Infinity);
    group.segment = segment;
    for (const rt of group.instruments) {
      this.touch(rt, () => {
        if (segment.uncross && !segment.uncross.random) this.uncross(rt);
        if (segment.phase === 'CLOSING_REFERENCE') rt.closingReference = rt.last ?? rt.previousClose;
        this.setBookPhase(rt, segment);
        if (segment.endOfDay) rt.book.expireAll('unfilled');
        if (INPUT_PHASES.has(segment.bookPhase)) marketMakerStep(rt, Infinity);
        rt.change = Math.max(rt.change, 1);
      });
    }
    this.activeStale = true;
    const statuses = this.computeStatuses();
    const changed = statuses.filter(
      (s, i) => s.phase !== this.statuses[i]?.phase || s.tradingDate !== this.statuses[i]?.tradingDate,
    );
    this.statuses = statuses;
    for (const status of changed) this.emit({ kind: 'phase', market: status.market });
  }

  /** HK random matching and random close: each instrument uncrosses at its own seeded moment in the segment. */
  private randomUncross(group: SessionGroup<InstrumentRuntime>, segment: SessionSegment, upTo: number): void {
    const length = segment.end - segment.start;
    for (const rt of group.instruments) {
      if (rt.uncrossedIn === segment.start) continue;
      const moment = segment.start + (hashSeed(this.seed, rt.key, segment.start) % length);
      if (moment > upTo) continue;
      const saved = this.reached;
      this.reached = Math.min(moment, segment.end - 1);
      this.touch(rt, () => {
        this.uncross(rt);
        rt.book.setPhase('closed');
      });
      rt.uncrossedIn = segment.start;
      this.reached = saved;
    }
  }

  private uncross(rt: InstrumentRuntime): void {
    if (!AUCTION_PHASES.has(rt.book.phase)) return;
    rt.book.uncross();
  }

  private setBookPhase(rt: InstrumentRuntime, segment: SessionSegment): void {
    const book = rt.book;
    const target = segment.bookPhase;
    if (book.phase === target) return;
    // After its random uncross a book stays closed until the segment ends.
    if (segment.uncross?.random && rt.uncrossedIn === segment.start) return;
    if (target === 'pre-opening' || target === 'pre-opening-no-cancel') {
      if (book.phase !== 'pre-opening') book.setPhase('pre-opening', rt.previousClose);
      book.setPhase(target);
    } else if (target === 'closing-auction' || target === 'closing-auction-no-cancel') {
      if (book.phase !== 'closing-auction' && book.phase !== 'closing-auction-no-cancel') {
        book.setPhase('closing-auction', rt.closingReference ?? rt.last ?? rt.previousClose);
      }
      book.setPhase(target);
    } else {
      book.setPhase(target);
    }
  }

  private computeStatuses(): MarketStatus[] {
    return [...this.statusGroups.values()].map((group) => ({
      market: group.market,
      phase: group.segment.phase,
      tradingDate: group.day.date,
      clock: this.clock,
    }));
  }

  // ---- agents --------------------------------------------------------------------------------------------

  /** Acts on a random subset of the instruments whose book takes orders, within the tick's operation budget. */
  private runAgents(t: number): void {
    if (this.activeStale) {
      this.active = [];
      for (const group of this.groups) {
        if (INPUT_PHASES.has(group.segment.bookPhase)) {
          for (const rt of group.instruments) if (INPUT_PHASES.has(rt.book.phase)) this.active.push(rt);
        }
      }
      this.activeStale = false;
    }
    const n = this.active.length;
    if (n === 0) return;
    let ops = 0;
    for (let attempts = 0; ops < this.opsPerTick && attempts < n * 2; attempts += 1) {
      const rt = this.active[this.random.int(n)] as InstrumentRuntime;
      rt.fair.advance(t - rt.lastStep, rt.random);
      rt.lastStep = t;
      this.touch(rt, () => {
        ops += noiseStep(rt) + marketMakerStep(rt, MARKET_MAKER_BUDGET) + oddLotDealerStep(rt);
      });
    }
  }

  // ---- changes -------------------------------------------------------------------------------------------

  /** Runs an action on an instrument and queues its quote for rebuilding. */
  private touch(rt: InstrumentRuntime, action: () => void): void {
    action();
    if (rt.change > 0) this.pending.add(rt);
  }

  private flush(t: number): void {
    for (const rt of this.pending) this.publish(rt, t);
    this.pending.clear();
    for (const rt of this.unrecorded) {
      if (rt.delayed.due(rt.quote, t)) rt.delayed.record(rt.quote, t);
      if (!rt.delayed.due(rt.quote, Infinity)) this.unrecorded.delete(rt);
    }
  }

  private publish(rt: InstrumentRuntime, t: number): void {
    if (rt.change === 0) return;
    const minor = rt.change === 1;
    rt.change = 0;
    rt.quote = buildQuote(rt, rt.group.segment.phase, t, this.platform);
    if (!minor) this.indexTracker.touch(rt.ref.market, rt.ref.code);
    this.unrecorded.add(rt);
    this.emit({ kind: 'quote', market: rt.ref.market, code: rt.ref.code, minor });
  }

  private emit(change: MarketChange): void {
    for (const listener of this.changeListeners) listener(change);
  }

  private emitExecution(execution: ClientExecution): void {
    for (const listener of this.executionListeners) listener(execution);
  }

  private constituentPrices(definition: IndexDefinition) {
    const get = (code: string) => this.runtimes.get(`${definition.market}|${code}`);
    return {
      price: (code: string) => {
        const rt = get(code);
        return rt ? (rt.last ?? rt.previousClose) : undefined;
      },
      previousClose: (code: string) => get(code)?.previousClose,
      reference: (code: string) => get(code)?.referenceUnits ?? 0,
    };
  }

  /**
   * A quote from the back-filled minute bars, for times before the simulator started. There was no book then,
   * so the best bid and ask are reconstructed around the last close (one step apart, a few lots each): a
   * delayed client opening the portal just after a restart sees a whole level-1 quote, not an empty book.
   */
  private fromGenerated(rt: InstrumentRuntime, time: number): QuoteState {
    let open: PriceUnits | null = null;
    let high: PriceUnits | null = null;
    let low: PriceUnits | null = null;
    let last: PriceUnits | null = null;
    let volume = 0;
    let turnover = 0;
    let lastBarVolume = 0;
    const { bars, count } = rt.generated;
    for (let index = 0; index < count; index += 1) {
      const bar = bars.at(index) as Candle;
      if (bar.time + 60_000 > time) break;
      open ??= bar.open;
      high = high === null ? bar.high : Math.max(high, bar.high);
      low = low === null ? bar.low : Math.min(low, bar.low);
      last = bar.close;
      volume += bar.volume;
      turnover += bar.turnover;
      lastBarVolume = bar.volume;
    }
    const phase = rt.group.at(time).phase;
    // A shut market had no book to reconstruct.
    const { bids, asks } =
      phase === 'CLOSED' || phase === 'HOLIDAY'
        ? { bids: [], asks: [] }
        : reconstructedTouch(rt.book.instrument, last ?? rt.previousClose, lastBarVolume);
    return {
      ...rt.quote,
      seq: 0,
      time,
      phase,
      last,
      open,
      high,
      low,
      volume,
      turnover,
      bids,
      asks,
      bidBrokers: [],
      askBrokers: [],
      trades: [],
      iep: null,
      iev: null,
      vcm: null,
      cas: null,
      pos: null,
    };
  }

  // ---- new issues ----------------------------------------------------------------------------------------

  listNewIssue(listing: NewIssueListing): void {
    const key = `HK|${listing.code}`;
    const existing = this.runtimes.get(key);
    if (existing !== undefined) {
      if (existing.ref.newIssue === undefined) throw new Error(`${listing.code} is listed already`);
      if (sameListing(existing.ref, listing)) return;
      this.delistNewIssue(listing.code);
    }
    const ref: InstrumentReference = {
      market: 'HK',
      subMarket: 'HK',
      code: listing.code,
      name: listing.name,
      type: 'EQTY',
      currency: listing.currency,
      lotSize: listing.lotSize,
      referencePrice: listing.offerPrice,
      // A new stock moves more than most: its first days are its most volatile.
      volatility: 0.6,
      // Enough for the market makers to quote a few lots a level (InstrumentRuntime.lots).
      averageDailyVolume: listing.lotSize * 20_000,
      shortSell: false,
      marginable: false,
      newIssue: { greyMarketDate: listing.greyMarketDate, listingDate: listing.listingDate },
    };
    const table = timetableOf('HK');
    const mode = this.clock;
    const dates = ref.newIssue!;
    const time = Math.max(this.reached, ...this.groups.map((g) => g.time));
    const group = new SessionGroup<InstrumentRuntime>('HK', table, mode, time, (date) =>
      newIssueDay(table, date, mode, dates),
    );
    const saved = this.reached;
    this.reached = time;
    const rt = new InstrumentRuntime(ref, group, this.runtimeOptions);
    group.instruments.push(rt);
    this.groups.push(group);
    this.runtimes.set(rt.key, rt);
    this.instruments.push(ref);
    this.setBookPhase(rt, group.segment);
    if (INPUT_PHASES.has(rt.book.phase)) marketMakerStep(rt, Infinity);
    rt.quote = buildQuote(rt, group.segment.phase, time, this.platform);
    rt.change = 0;
    rt.delayed.record(rt.quote, time);
    this.reached = saved;
    this.activeStale = true;
    this.emit({ kind: 'quote', market: 'HK', code: ref.code, minor: false });
  }

  delistNewIssue(code: string): boolean {
    const rt = this.runtimes.get(`HK|${code}`);
    if (rt?.ref.newIssue === undefined) return false;
    rt.book.expireAll('requested');
    this.runtimes.delete(rt.key);
    this.pending.delete(rt);
    this.unrecorded.delete(rt);
    this.cooling.delete(rt);
    const at = this.groups.indexOf(rt.group);
    if (at >= 0) this.groups.splice(at, 1);
    const listed = this.instruments.indexOf(rt.ref);
    if (listed >= 0) this.instruments.splice(listed, 1);
    this.activeStale = true;
    return true;
  }

  // ---- client orders -------------------------------------------------------------------------------------

  submitClientOrder(market: UniverseMarket, code: string, request: ClientOrderRequest): ActionResult {
    const rt = this.runtimes.get(`${market}|${code}`);
    if (rt === undefined) return { ok: false, reason: 'UNKNOWN_ORDER' };
    if (request.id.startsWith('~') || rt.clientOrders.has(request.id))
      return { ok: false, reason: 'DUPLICATE_ORDER_ID' };
    // HKIDR and the northbound investor ID: an order without its CE number and BCAN never reaches the book.
    const { investorId } = request;
    if (carriesInvestorId(market) && (investorId === undefined || !isValidInvestorId(investorId)))
      return { ok: false, reason: 'INVESTOR_ID_REQUIRED' };
    return this.clientAction(rt, () => {
      // HKEX takes no input while the random matching or random close runs.
      const phase = rt.group.segment.phase;
      if (phase === 'RANDOM_MATCHING' || phase === 'RANDOM_CLOSE')
        return { ok: false, reason: 'MARKET_CLOSED' };
      rt.clientOrders.set(request.id, { owner: request.owner, investorId });
      const result = rt.book.submit(request);
      if (!result.ok) rt.clientOrders.delete(request.id);
      // An odd lot priced at the board's touch is taken by the odd-lot dealer at once (see oddLotDealerStep).
      else oddLotDealerStep(rt);
      return result;
    });
  }

  cancelClientOrder(market: UniverseMarket, code: string, orderId: string): ActionResult {
    const rt = this.runtimes.get(`${market}|${code}`);
    if (rt === undefined || !rt.clientOrders.has(orderId)) return { ok: false, reason: 'UNKNOWN_ORDER' };
    return this.clientAction(rt, () =>
      rt.group.segment.cancelAllowed ? rt.book.cancel(orderId) : { ok: false, reason: 'CANCEL_NOT_ALLOWED' },
    );
  }

  amendClientOrder(
    market: UniverseMarket,
    code: string,
    orderId: string,
    change: { readonly quantity?: number; readonly price?: PriceUnits },
  ): ActionResult {
    const rt = this.runtimes.get(`${market}|${code}`);
    if (rt === undefined || !rt.clientOrders.has(orderId)) return { ok: false, reason: 'UNKNOWN_ORDER' };
    return this.clientAction(rt, () => {
      // A book outside its input phases would re-match an amended order: amendments wait for trading.
      if (rt.book.phase === 'closed') return { ok: false, reason: 'MARKET_CLOSED' };
      if (!rt.group.segment.cancelAllowed) return { ok: false, reason: 'AMEND_NOT_ALLOWED' };
      const result = rt.book.amend(orderId, change);
      if (result.ok) oddLotDealerStep(rt);
      return result;
    });
  }

  /** Brings the instrument's exchange to the present, runs the action, publishes the quote at once. */
  private clientAction(rt: InstrumentRuntime, action: () => ActionResult): ActionResult {
    const time = Math.min(Math.max(this.realClock(), this.reached), this.nextTick - 1);
    this.syncGroup(rt.group, Math.max(time, rt.group.time));
    this.reached = Math.max(time, rt.group.time);
    let result: ActionResult = { ok: true };
    this.touch(rt, () => {
      result = action();
    });
    this.flush(this.reached);
    return result;
  }
}

function sameListing(ref: InstrumentReference, listing: NewIssueListing): boolean {
  return (
    ref.referencePrice === listing.offerPrice &&
    ref.lotSize === listing.lotSize &&
    ref.currency === listing.currency &&
    ref.newIssue?.greyMarketDate === listing.greyMarketDate &&
    ref.newIssue.listingDate === listing.listingDate &&
    JSON.stringify(ref.name) === JSON.stringify(listing.name)
  );
}

/** A plausible best bid and ask around a price: the bid at it, the ask one step above, a few lots each. */
function reconstructedTouch(
  spec: InstrumentSpec,
  price: PriceUnits,
  recentVolume: number,
): { bids: DepthLevel[]; asks: DepthLevel[] } {
  const ask = ticksAway(spec.spreadTable, price, 1);
  const lots = Math.max(1, Math.round(recentVolume / 4 / spec.lotSize));
  const level = (at: PriceUnits): DepthLevel => ({ price: at, quantity: lots * spec.lotSize, orders: 3 });
  return { bids: [level(price)], asks: ask === undefined ? [] : [level(ask)] };
}
