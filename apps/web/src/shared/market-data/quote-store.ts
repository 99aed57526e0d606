import type { IndexQuote, Quote, QuoteDelta, QuoteMinor, TradeTick } from '@lantau/contract';
import { animationFrameScheduler, type FrameScheduler } from './frame-scheduler';
import { instrumentKey, type Instrument, type InstrumentKey } from './instrument-key';

/** How many recent trades a quote keeps: the list shows fewer, the rest is headroom for merging. */
const KEPT_TRADES = 50;
const INDICES = 'indices';
type Topic = InstrumentKey | typeof INDICES;
type Listener = () => void;
/** New trades of one instrument since the previous frame, oldest first, with the quote they produced. */
export type TradesListener = (trades: TradeTick[], quote: Quote) => void;

/**
 * The latest Quote per instrument and the index values, outside React. Frames merge in as they arrive (hundreds
 * a second); listeners hear about it at most once per animation frame, and only for what changed, so the
 * screen redraws at the display's pace whatever the feed's.
 */
export interface QuoteStore {
  getQuote(key: InstrumentKey): Quote | undefined;
  getIndices(): readonly IndexQuote[];
  /** A whole quote from a snapshot call; later stream deltas merge into it. */
  setSnapshot(quote: Quote): void;
  /** Merges a delta; false (and nothing changes) when its seq is not newer than the last one seen. */
  applyDelta(instrument: Instrument, seq: number, delta: QuoteDelta): boolean;
  applyMinor(instrument: Instrument, minor: QuoteMinor): void;
  setIndices(indices: readonly IndexQuote[]): void;
  /** A new stream connection numbers frames afresh. */
  forgetSequences(): void;
  subscribe(key: InstrumentKey, listener: Listener): () => void;
  subscribeIndices(listener: Listener): () => void;
  subscribeTrades(key: InstrumentKey, listener: TradesListener): () => void;
}

export function createQuoteStore(schedule: FrameScheduler = animationFrameScheduler): QuoteStore {
  const quotes = new Map<InstrumentKey, Quote>();
  const sequences = new Map<InstrumentKey, number>();
  let indices: IndexQuote[] = [];
  const listeners = new Map<Topic, Set<Listener>>();
  const tradeListeners = new Map<InstrumentKey, Set<TradesListener>>();
  const changed = new Set<Topic>();
  const newTrades = new Map<InstrumentKey, TradeTick[]>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const topics = [...changed];
    const trades = [...newTrades];
    changed.clear();
    newTrades.clear();
    for (const [key, ticks] of trades) {
      const quote = quotes.get(key);
      if (!quote) continue;
      tradeListeners.get(key)?.forEach((listener) => listener(ticks, quote));
    }
    for (const topic of topics) listeners.get(topic)?.forEach((listener) => listener());
  };

  const markChanged = (topic: Topic) => {
    changed.add(topic);
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };

  const listen = <L>(map: Map<Topic, Set<L>>, topic: Topic, listener: L) => {
    let set = map.get(topic);
    if (!set) map.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(topic);
    };
  };

  return {
    getQuote: (key) => quotes.get(key),
    getIndices: () => indices,
    setSnapshot(quote) {
      const key = instrumentKey(quote);
      quotes.set(key, quote);
      markChanged(key);
    },
    applyDelta(instrument, seq, delta) {
      const key = instrumentKey(instrument);
      const last = sequences.get(key);
      if (last !== undefined && seq <= last) return false;
      sequences.set(key, seq);
      const current = quotes.get(key);
      // Without a snapshot there is nothing whole to merge into; the snapshot that follows carries it all.
      if (!current) return false;
      const { trades, ...fields } = delta;
      const next: Quote = { ...current, ...fields };
      if (trades && trades.length > 0) {
        next.trades = [...trades, ...current.trades].slice(0, KEPT_TRADES);
        // Oldest first for the chart, which appends in time order.
        const pending = newTrades.get(key) ?? [];
        newTrades.set(key, [...pending, ...[...trades].reverse()]);
      }
      quotes.set(key, next);
      markChanged(key);
      return true;
    },
    applyMinor(instrument, minor) {
      const key = instrumentKey(instrument);
      const current = quotes.get(key);
      if (!current) return;
      quotes.set(key, { ...current, ...minor });
      markChanged(key);
    },
    setIndices(incoming) {
      const byCode = new Map(indices.map((index) => [index.code, index]));
      for (const index of incoming) byCode.set(index.code, index);
      indices = [...byCode.values()];
      markChanged(INDICES);
    },
    forgetSequences: () => sequences.clear(),
    subscribe: (key, listener) => listen(listeners, key, listener),
    subscribeIndices: (listener) => listen(listeners, INDICES, listener),
    subscribeTrades: (key, listener) =>
      listen(tradeListeners as Map<Topic, Set<TradesListener>>, key, listener),
  };
}
