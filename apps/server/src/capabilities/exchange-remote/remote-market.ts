import type { Redis } from 'ioredis';
import {
  createMarketSimulator,
  DelayedQuotes,
  type Candle,
  type ClockMode,
  type IndexState,
  type InstrumentReference,
  type MarketChange,
  type MarketSimulator,
  type MarketStatus,
  type QuoteState,
  type UniverseMarket,
} from '@lantau/exchange';
import {
  payloadOf,
  decode,
  quoteKeyOf,
  type MarketFrame,
  entriesOf,
  type StreamRead,
  type WireQuote,
} from './exchange-wire';
import type { RemoteExchange } from './remote-exchange';

// The market a node reads when the exchange runs in its own process: the MarketSimulator interface over the
// states the exchange replicates (the snapshot first, then the market stream, every node reading all of it).
// Static data (instruments, index definitions, the history's candles) come from a local simulator built from
// the same seed and never run: they are deterministic. Orders do not go through here but through the order
// path's remote link (orders/exchange-link.ts); the order calls of the interface refuse.

const DAY_MS = 86_400_000;

export interface RemoteMarketOptions {
  seed: number;
  mode: ClockMode;
  remote: RemoteExchange;
  /** The market's time (real time unless a test injects it). */
  clock?: () => number;
  log: { error(object: object, message: string): void };
}

export function createRemoteMarket(options: RemoteMarketOptions): MarketSimulator & {
  /** Resolves once the snapshot is loaded (a starting node shows the same quotes as the others). */
  ready(): Promise<void>;
} {
  const { remote, log } = options;
  const local = createMarketSimulator({ seed: options.seed, mode: options.mode, tickMs: 60_000 });
  const clock = options.clock ?? Date.now;
  const quotes = new Map<string, QuoteState>();
  const delayed = new Map<string, DelayedQuotes>();
  const added = new Map<string, InstrumentReference>();
  /** The exchange's minute candles this node has seen, per instrument, oldest first (one trading day). */
  const minutes = new Map<string, Candle[]>();
  // The local copy's own list (new issues listed through this node join it there), and those other nodes listed.
  const instruments = local.instruments as InstrumentReference[];
  let indices: readonly IndexState[] | undefined;
  let statuses: readonly MarketStatus[] | undefined;
  const listeners = new Set<(change: MarketChange) => void>();
  let reader: Redis | undefined;
  let running = false;
  let loaded: Promise<void> | undefined;

  const instrumentOf = (market: UniverseMarket, code: string) =>
    local.instrument(market, code) ?? added.get(quoteKeyOf(market, code));

  function emit(change: MarketChange): void {
    for (const listener of listeners) listener(change);
  }

  function takeQuote(wire: WireQuote, tell: boolean): void {
    const key = quoteKeyOf(wire.market, wire.code);
    if (wire.newIssue && local.instrument(wire.market, wire.code) === undefined && !added.has(key)) {
      added.set(key, wire.newIssue);
      instruments.push(wire.newIssue);
    }
    const instrument = instrumentOf(wire.market, wire.code);
    if (instrument === undefined) return;
    const current = quotes.get(key);
    // Frames may overlap the snapshot: an older state never replaces a newer one (time, not seq: a restarted
    // exchange counts seq from the start again).
    if (current !== undefined && current.time > wire.time) return;
    const { market: _market, code: _code, newIssue: _newIssue, ...fields } = wire;
    // A restarted exchange counts seq from the start again; readers (the stream hub) take seq as increasing.
    const seq = current !== undefined && wire.seq <= current.seq ? current.seq + 1 : wire.seq;
    const quote: QuoteState = { ...fields, seq, instrument };
    quotes.set(key, quote);
    let history = delayed.get(key);
    if (history === undefined) delayed.set(key, (history = new DelayedQuotes()));
    if (history.due(quote, quote.time)) history.record(quote, quote.time);
    if (wire.minute) takeMinute(key, wire.minute);
    if (tell) emit({ kind: 'quote', market: wire.market, code: wire.code, minor: false });
  }

  function takeMinute(key: string, bar: Candle): void {
    let bars = minutes.get(key);
    if (bars === undefined || (bars.length > 0 && bar.time - bars[0]!.time > DAY_MS))
      minutes.set(key, (bars = []));
    const last = bars[bars.length - 1];
    if (last?.time === bar.time) bars[bars.length - 1] = bar;
    else if (last === undefined || last.time < bar.time) bars.push(bar);
  }

  /** The day's minutes: the seed's up to the first live one this node saw, then the exchange's. */
  function intraday(market: UniverseMarket, code: string, endTime?: number): readonly Candle[] {
    const generated = local.intraday(market, code, endTime);
    const live = minutes.get(quoteKeyOf(market, code));
    if (live === undefined || live.length === 0) return generated;
    const from = live[0]!.time;
    const end = endTime ?? Infinity;
    return [...generated.filter((bar) => bar.time < from), ...live.filter((bar) => bar.time <= end)];
  }

  function takeFrame(frame: MarketFrame, tell: boolean): void {
    for (const wire of frame.quotes) takeQuote(wire, tell);
    if (frame.indices && frame.indexCodes) takeIndices(frame.indices, frame.indexCodes, tell);
    if (frame.statuses) takeStatuses(frame.statuses, tell);
  }

  function takeIndices(
    values: MarketFrame['indices'] & object,
    codes: readonly string[],
    tell: boolean,
  ): void {
    const definitions = new Map(
      local.indexDefinitions.map((definition) => [definition.code as string, definition]),
    );
    const next: IndexState[] = [];
    values.forEach((value, i) => {
      const definition = definitions.get(codes[i]!);
      if (definition) next.push({ ...value, definition });
    });
    indices = next;
    if (tell) for (const index of next) emit({ kind: 'index', code: index.definition.code });
  }

  function takeStatuses(next: readonly MarketStatus[], tell: boolean): void {
    const before = new Map((statuses ?? []).map((status) => [status.market, status]));
    statuses = next;
    if (!tell) return;
    for (const status of next) {
      const was = before.get(status.market);
      if (was?.phase !== status.phase || was.tradingDate !== status.tradingDate)
        emit({ kind: 'phase', market: status.market });
    }
  }

  async function loadSnapshot(connection: Redis): Promise<string> {
    // The stream's position first, then the snapshot: frames after that position may repeat what the
    // snapshot holds (the time check drops them), none is missed.
    const last = (await connection.call('XREVRANGE', remote.keys.market, '+', '-', 'COUNT', 1)) as [
      string,
      string[],
    ][];
    const snapshot = await connection.hgetall(remote.keys.snapshot);
    for (const [field, text] of Object.entries(snapshot)) {
      if (field === 'indices') {
        const { indices: values, codes } = decode<{
          indices: MarketFrame['indices'] & object;
          codes: string[];
        }>(text);
        takeIndices(values, codes, false);
      } else if (field === 'statuses') takeStatuses(decode<MarketStatus[]>(text), false);
      else takeQuote(decode<WireQuote>(text), false);
    }
    return last[0]?.[0] ?? '0-0';
  }

  async function follow(connection: Redis, from: string): Promise<void> {
    let position = from;
    while (running) {
      try {
        const read = (await connection.call(
          'XREAD',
          'COUNT',
          100,
          'BLOCK',
          500,
          'STREAMS',
          remote.keys.market,
          position,
        )) as StreamRead;
        for (const [id, fields] of entriesOf(read)) {
          position = id;
          const frame = payloadOf<MarketFrame>(fields);
          if (frame) takeFrame(frame, true);
        }
      } catch (error) {
        if (!running) return;
        log.error({ err: error }, 'reading the market stream failed: trying again');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  const refuse = (): never => {
    throw new Error('with EXCHANGE=remote, orders reach the exchange through the order path');
  };

  return {
    clock: local.clock,
    instruments,
    indexDefinitions: local.indexDefinitions,
    instrument: instrumentOf,
    quote: (market, code) => quotes.get(quoteKeyOf(market, code)) ?? local.quote(market, code),
    quoteAt(market, code, time) {
      const current = quotes.get(quoteKeyOf(market, code));
      if (current === undefined) return local.quoteAt(market, code, time);
      if (time >= current.time) return current;
      return delayed.get(quoteKeyOf(market, code))?.at(time, current) ?? local.quoteAt(market, code, time);
    },
    indices: () => indices ?? local.indices(),
    candles: (...args) => local.candles(...args),
    intraday,
    marketStatuses: () => statuses ?? local.marketStatuses(),
    now: clock,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      reader = remote.connection('lantau-node-market');
      loaded = loadSnapshot(reader).then((from) => {
        void follow(reader!, from);
      });
      loaded.catch((error: unknown) => log.error({ err: error }, 'the market snapshot was not loaded'));
    },
    stop() {
      running = false;
      reader?.disconnect();
    },
    ready: () => loaded ?? Promise.resolve(),
    advanceTo: () => undefined,
    submitClientOrder: refuse,
    cancelClientOrder: refuse,
    amendClientOrder: refuse,
    listNewIssue(listing) {
      if (
        local.instrument('HK', listing.code) === undefined ||
        local.instrument('HK', listing.code)?.newIssue
      )
        local.listNewIssue(listing);
      void remote.list(listing);
    },
    delistNewIssue(code) {
      const known = local.delistNewIssue(code);
      added.delete(quoteKeyOf('HK', code));
      void remote.delist(code);
      return known;
    },
    onExecution: () => () => undefined,
  };
}
