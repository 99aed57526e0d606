import type {
  BrokerQueueEntry,
  DepthLevel,
  IndexQuote,
  QuoteDelta,
  StreamBrokerEntry,
  StreamDelta,
  StreamDepthLevel,
  StreamIndex,
  TradeTick,
} from '@lantau/contract';
import type { InstrumentKey } from './instrument-key';

// The stream sends what changed since its last frame for an instrument: depth and broker queue position by
// position (null: as in the last frame), firms by ID with their names once per connection, depth levels and
// trades as tuples, indices' changed fields only. This rebuilds whole lists and objects from them, so the quote
// store and the screens see the same QuoteDelta and IndexQuote as a snapshot gives.

interface Lists {
  bids: DepthLevel[];
  asks: DepthLevel[];
  bidBrokers: BrokerQueueEntry[];
  askBrokers: BrokerQueueEntry[];
}

const levelOf = ([price, quantity, orders]: StreamDepthLevel): DepthLevel => ({ price, quantity, orders });
const tradeOf = ([time, price, quantity, aggressor]: [number, string, number, TradeTick['aggressor']]) => ({
  time,
  price,
  quantity,
  aggressor,
});

/** A list from its positions and the list last rebuilt; undefined if a null has nothing to stand for. */
function rebuild<W, E>(
  positions: readonly (W | null)[],
  previous: readonly E[] | undefined,
  entryOf: (wire: W) => E,
): E[] | undefined {
  const list: E[] = [];
  for (const [at, position] of positions.entries()) {
    if (position !== null) list.push(entryOf(position));
    else {
      const kept = previous?.[at];
      if (kept === undefined) return undefined;
      list.push(kept);
    }
  }
  return list;
}

export function createStreamFrames() {
  const lists = new Map<InstrumentKey, Partial<Lists>>();
  const firms = new Map<string, string>();
  const indices = new Map<string, Partial<IndexQuote>>();

  const brokerOf = (entry: StreamBrokerEntry): BrokerQueueEntry =>
    typeof entry === 'number'
      ? { kind: 'spread', spread: entry }
      : { kind: 'broker', brokerId: entry, brokerName: firms.get(entry) ?? '' };

  return {
    /** A new connection: its first frame of each instrument is whole. */
    reset() {
      lists.clear();
    },
    /** Unsubscribed: a later subscription starts from a whole frame again. */
    forget(key: InstrumentKey) {
      lists.delete(key);
    },
    addFirms(brokers: Record<string, string>) {
      for (const [id, name] of Object.entries(brokers)) firms.set(id, name);
    },
    /** The whole-list QuoteDelta of a `delta` frame (a list that cannot be rebuilt is left out). */
    delta(key: InstrumentKey, wire: StreamDelta): QuoteDelta {
      const { bids, asks, bidBrokers, askBrokers, trades, ...fields } = wire;
      const delta: QuoteDelta = { ...fields };
      const known = lists.get(key) ?? {};
      const next: Partial<Lists> = { ...known };
      // A list with nothing to rebuild on (a frame sent before an unsubscribe took effect) is left out: the
      // whole one follows the next subscription.
      const depth = (field: 'bids' | 'asks', positions: StreamDelta['bids']) => {
        if (!positions) return;
        const list = rebuild(positions, known[field], levelOf);
        if (list === undefined) delete next[field];
        else next[field] = delta[field] = list;
      };
      const queue = (field: 'bidBrokers' | 'askBrokers', positions: StreamDelta['bidBrokers']) => {
        if (!positions) return;
        const list = rebuild(positions, known[field], brokerOf);
        if (list === undefined) delete next[field];
        else next[field] = delta[field] = list;
      };
      depth('bids', bids);
      depth('asks', asks);
      queue('bidBrokers', bidBrokers);
      queue('askBrokers', askBrokers);
      lists.set(key, next);
      if (trades) delta.trades = trades.map(tradeOf);
      return delta;
    },
    /** The whole indices an `index` frame changed (an index known only in part is left out). */
    indices(changes: readonly StreamIndex[]): IndexQuote[] {
      const whole: IndexQuote[] = [];
      for (const change of changes) {
        const index = { ...indices.get(change.code), ...change };
        indices.set(change.code, index);
        if (index.name !== undefined && index.value !== undefined) whole.push(index as IndexQuote);
      }
      return whole;
    },
  };
}
