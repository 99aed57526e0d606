import type {
  IndexQuote,
  MarketCode,
  QuoteDelta,
  QuoteMinor,
  StreamBrokerEntry,
  StreamDelta,
  StreamDepthLevel,
  StreamIndex,
  StreamServerFrame,
  StreamTrade,
} from '@lantau/contract';
import type { QuoteState, TradePrint } from '@lantau/exchange';
import { deltaFieldsOf, minorFieldsOf, price, type QuoteView } from './quote-mapper';

// The wire form of an instrument's state, built once per change however many clients stream it, and the
// frames that take a client from the state it last received to the current one. Frames are compared as JSON
// text, field by field, so "changed" means "the client would see something different". Lists (depth, broker
// queue) are compared position by position and only the changed positions are sent; firms go by ID, their
// names once per connection (the firm table below); depth levels and trades as tuples, not objects.

/** Trades a frame carries at most: a client that missed more only needs the latest. */
const MAX_TRADES_PER_FRAME = 20;

type ListField = 'bids' | 'asks' | 'bidBrokers' | 'askBrokers';
type DeltaField = Exclude<keyof QuoteDelta, 'trades' | ListField>;
type MinorField = keyof QuoteMinor;
const listFields: readonly ListField[] = ['bids', 'asks', 'bidBrokers', 'askBrokers'];

/** A list position on the wire: a depth level tuple or a broker queue entry. */
type ListEntry = StreamDepthLevel | StreamBrokerEntry;

export interface WireState {
  readonly market: MarketCode;
  readonly code: string;
  readonly seq: number;
  readonly delta: Readonly<Record<DeltaField, unknown>>;
  readonly deltaText: Readonly<Record<DeltaField, string>>;
  /** Depth and broker queue in their wire form, and each position's JSON text to compare. */
  readonly lists: Readonly<Record<ListField, readonly ListEntry[]>>;
  readonly listText: Readonly<Record<ListField, readonly string[]>>;
  readonly minor: Readonly<Record<MinorField, unknown>>;
  readonly minorText: Readonly<Record<MinorField, string>>;
  /** Newest first, as the simulator keeps them. */
  readonly trades: readonly TradePrint[];
}

/** Everything a streaming (Level 2) client sees of a quote. */
export const streamView = (state: QuoteState): QuoteView => ({
  feedPlan: 'LEVEL2',
  delayed: false,
  updateTime: state.time,
  depth: 10,
  brokerQueue: true,
  trades: 0,
  underlyingPrice: null,
});

const textOf = <K extends string>(fields: Record<K, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])) as Record<
    K,
    string
  >;

/**
 * The names of the firms the broker queues have shown, in the order they first appeared: a connection is sent
 * the names it has not had yet (from its count on), so each name crosses each connection once. The table only
 * grows; the frame of the names from a count is built once and shared.
 */
export function createFirmTable() {
  const ids: string[] = [];
  const names = new Map<string, string>();
  const frames = new Map<number, Buffer>();
  return {
    note(id: string, name: string) {
      if (names.has(id)) return;
      names.set(id, name);
      ids.push(id);
      frames.clear();
    },
    get size() {
      return ids.length;
    },
    /** The `brokers` frame of the names after the first `from`. */
    frameFrom(from: number): Buffer {
      let frame = frames.get(from);
      if (!frame) {
        const brokers = Object.fromEntries(ids.slice(from).map((id) => [id, names.get(id) ?? '']));
        frame = Buffer.from(JSON.stringify({ type: 'brokers', brokers } satisfies StreamServerFrame));
        frames.set(from, frame);
      }
      return frame;
    },
  };
}
export type FirmTable = ReturnType<typeof createFirmTable>;

export function wireStateOf(state: QuoteState, firms?: FirmTable): WireState {
  const {
    trades: _trades,
    bids,
    asks,
    bidBrokers,
    askBrokers,
    ...delta
  } = deltaFieldsOf(state, streamView(state));
  const levels = (side: typeof bids) =>
    side.map((level): StreamDepthLevel => [level.price, level.quantity, level.orders]);
  const queue = (side: typeof bidBrokers) =>
    side.map((entry): StreamBrokerEntry => {
      if (entry.kind === 'spread') return entry.spread;
      firms?.note(entry.brokerId, entry.brokerName);
      return entry.brokerId;
    });
  const lists = {
    bids: levels(bids),
    asks: levels(asks),
    bidBrokers: queue(bidBrokers),
    askBrokers: queue(askBrokers),
  };
  const minor = minorFieldsOf(state);
  return {
    market: state.instrument.market,
    code: state.instrument.code,
    seq: state.seq,
    delta,
    deltaText: textOf(delta),
    lists,
    listText: {
      bids: lists.bids.map((entry) => JSON.stringify(entry)),
      asks: lists.asks.map((entry) => JSON.stringify(entry)),
      bidBrokers: lists.bidBrokers.map((entry) => JSON.stringify(entry)),
      askBrokers: lists.askBrokers.map((entry) => JSON.stringify(entry)),
    },
    minor,
    minorText: textOf(minor),
    trades: state.trades,
  };
}

const sameTrade = (a: TradePrint, b: TradePrint) =>
  a.time === b.time && a.price === b.price && a.quantity === b.quantity && a.aggressor === b.aggressor;

const sideOf = (side: TradePrint['aggressor']) => (side === null ? null : side === 'buy' ? 'BUY' : 'SELL');
const streamTradeOf = (print: TradePrint): StreamTrade => [
  print.time,
  price(print.price),
  print.quantity,
  sideOf(print.aggressor),
];

/** Trades in `next` that `previous` did not have yet, newest first. */
export function newTrades(previous: WireState | undefined, next: WireState): StreamTrade[] {
  const newestSent = previous?.trades[0];
  let count = next.trades.length;
  if (newestSent) {
    const index = next.trades.findIndex((trade) => sameTrade(trade, newestSent));
    // Not found: more trades than the simulator keeps happened since; send the latest.
    if (index >= 0) count = index;
  }
  return next.trades.slice(0, Math.min(count, MAX_TRADES_PER_FRAME)).map(streamTradeOf);
}

function changed<K extends string>(
  previous: Readonly<Record<K, string>> | undefined,
  next: Readonly<Record<K, string>>,
): K[] {
  return (Object.keys(next) as K[]).filter((key) => previous?.[key] !== next[key]);
}

/** The frames (already serialised) that bring a client from `previous` to `next`; empty when nothing shows. */
export interface FramePair {
  delta: Buffer | undefined;
  minor: Buffer | undefined;
}

/** A list position by position against the one last sent: null where unchanged; undefined if all is. */
function listDelta(
  previous: readonly string[] | undefined,
  next: readonly string[],
  entries: readonly ListEntry[],
): (ListEntry | null)[] | undefined {
  if (previous === undefined) return [...entries];
  let same = previous.length === next.length;
  const delta = next.map((text, at) => {
    if (previous[at] === text) return null;
    same = false;
    return entries[at] ?? null;
  });
  return same ? undefined : delta;
}

export function framesBetween(previous: WireState | undefined, next: WireState): FramePair {
  const deltaFields = changed(previous?.deltaText, next.deltaText);
  const trades = newTrades(previous, next);
  const lists = new Map<ListField, (ListEntry | null)[]>();
  for (const field of listFields) {
    const entries = listDelta(previous?.listText[field], next.listText[field], next.lists[field]);
    if (entries) lists.set(field, entries);
  }
  const delta: Record<string, unknown> = {};
  // updateTime alone is no news: it changes with every state.
  const news = deltaFields.some((field) => field !== 'updateTime') || lists.size > 0 || trades.length > 0;
  if (news) {
    for (const field of deltaFields) delta[field] = next.delta[field];
    for (const [field, entries] of lists) delta[field] = entries;
    if (trades.length > 0) delta.trades = trades;
  }
  const minorFields = changed(previous?.minorText, next.minorText);
  const minor: Record<string, unknown> = {};
  for (const field of minorFields) minor[field] = next.minor[field];
  const head = { market: next.market, stockCode: next.code };
  return {
    delta: news
      ? Buffer.from(JSON.stringify({ type: 'delta', ...head, seq: next.seq, delta: delta as StreamDelta }))
      : undefined,
    minor:
      minorFields.length > 0 ? Buffer.from(JSON.stringify({ type: 'minor', ...head, minor })) : undefined,
  };
}

/** The indices as the stream last built them: each index's fields as JSON text, to compare. */
export interface IndexWire {
  readonly indices: readonly IndexQuote[];
  readonly text: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

export function indexWireOf(indices: readonly IndexQuote[]): IndexWire {
  return { indices, text: new Map(indices.map((index) => [index.code, textOf(index)])) };
}

/**
 * The `index` frame from the indices a connection last received to the current ones: every index whole the
 * first time, then the changed fields of the changed indices (names never again); undefined when none changed.
 */
export function indexFrameBetween(previous: IndexWire | undefined, next: IndexWire): Buffer | undefined {
  const indices: StreamIndex[] = [];
  for (const index of next.indices) {
    const was = previous?.text.get(index.code);
    const now = next.text.get(index.code) ?? {};
    const fields = changed(was, now) as (keyof IndexQuote)[];
    if (fields.length === 0) continue;
    indices.push(
      Object.fromEntries([
        ['code', index.code],
        ...fields.map((field) => [field, index[field]]),
      ]) as StreamIndex,
    );
  }
  if (indices.length === 0) return undefined;
  return Buffer.from(JSON.stringify({ type: 'index', indices } satisfies StreamServerFrame));
}

/**
 * The market in wire form for the hub: each instrument's latest wire state (rebuilt only when its seq moved),
 * the firm table its broker queues fill, and the indices' states and frames.
 */
export function createStreamWire(
  quoteOf: (market: string, code: string) => QuoteState | undefined,
  indexQuotes: () => IndexQuote[],
) {
  const firms = createFirmTable();
  const cache = new Map<string, WireState>();
  return {
    firms,
    /** The wire state of an instrument key (`market|code`), undefined if it no longer exists. */
    wireOf(key: string): WireState | undefined {
      const separator = key.indexOf('|');
      const state = quoteOf(key.slice(0, separator), key.slice(separator + 1));
      if (!state) return undefined;
      const cached = cache.get(key);
      if (cached?.seq === state.seq) return cached;
      const wire = wireStateOf(state, firms);
      cache.set(key, wire);
      return wire;
    },
    indexState: (): object => indexWireOf(indexQuotes()),
    indexFrame: (previous: object | undefined, next: object) =>
      indexFrameBetween(previous as IndexWire | undefined, next as IndexWire),
  };
}
