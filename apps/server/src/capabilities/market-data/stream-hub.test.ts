import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamServerFrameSchema, type StreamServerFrame } from '@lantau/contract';
import type { QuoteState } from '@lantau/exchange';
import { quoteState } from './test-fixtures';
import { createStreamHub, instrumentKey, type StreamClient, type StreamHub } from './stream-hub';
import {
  createFirmTable,
  framesBetween,
  indexFrameBetween,
  indexWireOf,
  wireStateOf,
  type FirmTable,
  type IndexWire,
  type WireState,
} from './stream-wire';

const key = instrumentKey('HK', '00700');

function fakeClient(): StreamClient & { frames: StreamServerFrame[]; bufferedAmount: number } {
  const client = {
    frames: [] as StreamServerFrame[],
    bufferedAmount: 0,
    sent: new Map<string, WireState | undefined>(),
    owed: new Set<string>(),
    indexOwed: false,
    sink: {
      get bufferedAmount() {
        return client.bufferedAmount;
      },
      send(data: Buffer) {
        client.frames.push(streamServerFrameSchema.parse(JSON.parse(data.toString())));
      },
    },
  };
  return client;
}

/** A market of one instrument whose state the test moves by hand. */
function market() {
  const firms = createFirmTable();
  let state: QuoteState = quoteState();
  let wire = wireStateOf(state, firms);
  return {
    firms,
    wireOf: () => wire,
    move(overrides: Partial<QuoteState>) {
      state = { ...state, ...overrides, seq: state.seq + 1 };
      wire = wireStateOf(state, firms);
    },
  };
}

let hub: StreamHub | undefined;
afterEach(() => hub?.close());

const hsi = {
  code: 'HSI',
  market: 'HK',
  name: { en_US: 'Hang Seng Index', zh_HK: '恒生指數', zh_CN: '恒生指数' },
  value: '25000.00',
  previousClose: '24900.00',
  change: '100.00',
  changePct: '0.40',
  updateTime: 1_790_000_000_000,
} as const;

function hubOver(source: ReturnType<typeof market>, indices: () => IndexWire = () => indexWireOf([hsi])) {
  hub = createStreamHub({
    wireOf: source.wireOf,
    indexState: indices,
    indexFrame: (previous, next) => indexFrameBetween(previous as IndexWire | undefined, next as IndexWire),
    firms: source.firms,
    flushMs: 60_000,
    maxBufferedBytes: 1000,
    indexIntervalMs: 500,
  });
  return hub;
}

describe('framesBetween', () => {
  it('sends everything first, then only what changed, and the trades since', () => {
    const first = wireStateOf(quoteState());
    const full = JSON.parse(framesBetween(undefined, first).delta?.toString() ?? '{}');
    expect(Object.keys(full.delta).sort()).toEqual(
      [
        'updateTime',
        'nominal',
        'change',
        'changePct',
        'open',
        'high',
        'low',
        'volume',
        'turnover',
        'bids',
        'asks',
        'bidBrokers',
        'askBrokers',
        'trades',
      ].sort(),
    );
    const trade = {
      time: first.trades[0]!.time + 500,
      price: 3_840_000,
      quantity: 300,
      aggressor: 'buy' as const,
    };
    const next = wireStateOf(
      quoteState({
        seq: 8,
        time: first.trades[0]!.time + 600,
        last: 3_840_000,
        trades: [trade, ...first.trades],
      }),
    );
    const pair = framesBetween(first, next);
    const delta = JSON.parse(pair.delta?.toString() ?? '{}');
    expect(delta).toMatchObject({ type: 'delta', market: 'HK', stockCode: '00700', seq: 8 });
    expect(Object.keys(delta.delta).sort()).toEqual([
      'change',
      'changePct',
      'nominal',
      'trades',
      'updateTime',
    ]);
    expect(delta.delta.trades).toEqual([[trade.time, '384.000', 300, 'BUY']]);
    expect(pair.minor).toBeUndefined();
  });

  it('sends depth and broker queue position by position: null where unchanged, firms by ID', () => {
    const firms: FirmTable = createFirmTable();
    const base = quoteState();
    const first = wireStateOf(base, firms);
    const full = JSON.parse(framesBetween(undefined, first).delta?.toString() ?? '{}').delta;
    expect(full.bids[0]).toEqual(['383.600', 1000, 1]);
    expect(full.bidBrokers.slice(0, 3)).toEqual([1, '1001', '1002']);
    expect(full.askBrokers).toEqual(['8888']);
    expect(JSON.stringify(full)).not.toContain('Broker 1');
    expect(JSON.parse(firms.frameFrom(0).toString()).brokers).toMatchObject({
      '1001': 'Broker 1',
      '8888': 'Goldman',
    });

    const bids = base.bids.map((level, at) => (at === 2 ? { ...level, quantity: 7000 } : level));
    const askBrokers = [
      { brokerId: '8888', brokerName: 'Goldman' },
      { brokerId: '7777', brokerName: 'New firm' },
    ];
    const next = wireStateOf(quoteState({ seq: 8, bids, askBrokers }), firms);
    const delta = JSON.parse(framesBetween(first, next).delta?.toString() ?? '{}').delta;
    expect(delta).toEqual({
      bids: [null, null, ['383.200', 7000, 3], null, null, null, null, null, null, null],
      askBrokers: [null, '7777'],
    });
    expect(JSON.parse(firms.frameFrom(firms.size - 1).toString()).brokers).toEqual({ '7777': 'New firm' });
    // A shorter list says so by its length.
    const shorter = wireStateOf(quoteState({ seq: 9, bids: base.bids.slice(0, 4) }), firms);
    expect(JSON.parse(framesBetween(first, shorter).delta?.toString() ?? '{}').delta.bids).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('sends indices whole first, then only the changed fields of the changed indices', () => {
    const first = indexWireOf([hsi, { ...hsi, code: 'HSCEI', value: '9000.00' }]);
    const whole = JSON.parse(indexFrameBetween(undefined, first)?.toString() ?? '{}');
    expect(whole.indices).toEqual(first.indices);
    const next = indexWireOf([
      { ...hsi, value: '25010.00', updateTime: hsi.updateTime + 500 },
      first.indices[1]!,
    ]);
    expect(JSON.parse(indexFrameBetween(first, next)?.toString() ?? '{}').indices).toEqual([
      { code: 'HSI', value: '25010.00', updateTime: hsi.updateTime + 500 },
    ]);
    expect(indexFrameBetween(next, next)).toBeUndefined();
  });

  it('sends nothing when only the time moved, and a minor frame when the phase did', () => {
    const first = wireStateOf(quoteState());
    expect(framesBetween(first, wireStateOf(quoteState({ seq: 8, time: quoteState().time + 5 })))).toEqual({
      delta: undefined,
      minor: undefined,
    });
    const closing = framesBetween(first, wireStateOf(quoteState({ seq: 9, phase: 'CLOSING_AUCTION' })));
    expect(JSON.parse(closing.minor?.toString() ?? '{}').minor).toEqual({
      phase: 'CLOSING_AUCTION',
      flags: expect.objectContaining({ closingAuction: true }),
    });
  });
});

/** A hub over a fresh market whose clients subscribed to the quote and were sent its first frames. */
function subscribedHub(clients: readonly StreamClient[]) {
  const source = market();
  const hub = hubOver(source);
  for (const client of clients) {
    hub.add(client);
    hub.subscribe(client, key);
  }
  hub.flush();
  return { source, hub };
}

describe('stream hub', () => {
  it('sends a new subscriber the full state, then deltas of changes only', () => {
    const client = fakeClient();
    const { source, hub } = subscribedHub([client]);
    expect(client.frames.map((frame) => frame.type)).toEqual(['brokers', 'minor', 'delta']);
    hub.flush();
    expect(client.frames).toHaveLength(3);
    source.move({ last: 3_842_000 });
    hub.changed(key);
    hub.flush();
    expect(client.frames[3]).toMatchObject({ type: 'delta', delta: { nominal: '384.200' } });
    // The firm names went once: a later frame of the same firms comes without them.
    source.move({ last: 3_844_000 });
    hub.changed(key);
    hub.flush();
    expect(client.frames.filter((frame) => frame.type === 'brokers')).toHaveLength(1);
  });

  it('merges the changes a slow client could not take into one frame of the latest state', () => {
    const fast = fakeClient();
    const slow = fakeClient();
    const { source, hub } = subscribedHub([fast, slow]);
    slow.bufferedAmount = 5000;
    for (let step = 1; step <= 10; step += 1) {
      source.move({ last: 3_838_000 + step * 2000, volume: 1_234_500 + step * 100 });
      hub.changed(key);
      hub.flush();
    }
    expect(fast.frames.filter((frame) => frame.type === 'delta')).toHaveLength(11);
    expect(slow.frames.filter((frame) => frame.type === 'delta')).toHaveLength(1);

    slow.bufferedAmount = 0;
    hub.flush();
    const deltas = slow.frames.filter((frame) => frame.type === 'delta');
    expect(deltas).toHaveLength(2);
    expect(deltas[1]).toMatchObject({ seq: 17, delta: { nominal: '385.800', volume: 1_235_500 } });
    expect(hub.stats()).toMatchObject({ mergedUpdates: 9, deferredClients: 10 });
  });

  it('builds each frame once for all clients in the same position', () => {
    const { source, hub } = subscribedHub(Array.from({ length: 50 }, fakeClient));
    source.move({ last: 3_900_000 });
    hub.changed(key);
    hub.flush();
    // Per client: the firm names, minor and delta, then the change's delta.
    expect(hub.stats()).toMatchObject({ framesSent: 200, framesBuilt: 3 });
  });

  it('stops after unsubscribe and sends index frames at most every interval, of what changed', () => {
    const client = fakeClient();
    let indices = indexWireOf([hsi]);
    const source = market();
    const hub = hubOver(source, () => indices);
    hub.add(client);
    hub.subscribe(client, key);
    hub.flush();
    hub.unsubscribe(client, key);
    source.move({ last: 3_900_000 });
    hub.changed(key);
    indices = indexWireOf([{ ...hsi, value: '25001.00' }]);
    hub.indicesChanged();
    hub.flush();
    indices = indexWireOf([{ ...hsi, value: '25002.00' }]);
    hub.indicesChanged();
    hub.flush();
    expect(client.frames.map((frame) => frame.type)).toEqual(['brokers', 'minor', 'delta', 'index']);
    // The client's first index frame: every index whole.
    expect(client.frames.at(-1)).toEqual({ type: 'index', indices: [{ ...hsi, value: '25001.00' }] });
  });
});

describe('stream hub: when it flushes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * A client whose frames of one flush leave in one write, as the socket sink's do (none when there were no
   * frames); writes are counted.
   */
  function corkedClient() {
    const client = fakeClient();
    let framesWhenCorked = 0;
    const counted = Object.assign(client, { writes: 0 });
    Object.assign(client.sink, {
      cork: () => {
        framesWhenCorked = client.frames.length;
      },
      uncork: () => {
        if (client.frames.length > framesWhenCorked) counted.writes += 1;
      },
    });
    return counted;
  }

  function timedHub() {
    vi.useFakeTimers({ now: 1_790_000_000_000 });
    let indices = indexWireOf([hsi]);
    const source = market();
    const timed = createStreamHub({
      wireOf: source.wireOf,
      indexState: () => indices,
      indexFrame: (previous, next) => indexFrameBetween(previous as IndexWire | undefined, next as IndexWire),
      firms: source.firms,
      flushMs: 50,
      maxBufferedBytes: 1000,
      indexIntervalMs: 500,
      now: () => Date.now(),
    });
    hub = timed;
    const client = corkedClient();
    timed.add(client);
    timed.subscribe(client, key);
    return {
      hub: timed,
      client,
      /** One simulator tick: the instrument moves and the indices change, reported together. */
      tick(last: number) {
        source.move({ last });
        timed.changed(key);
        indices = indexWireOf([{ ...hsi, value: (last / 154).toFixed(2) }]);
        timed.indicesChanged();
      },
    };
  }

  it('sends a tick right after it, its quotes and the due indices in one write, and nothing while at rest', () => {
    const { hub, client, tick } = timedHub();
    vi.advanceTimersByTime(1);
    expect(client.frames.map((frame) => frame.type)).toEqual(['brokers', 'minor', 'delta']);
    // Not waiting for a clock's next turn: the tick's flush runs as soon as the tick's changes are in.
    vi.advanceTimersByTime(199);
    tick(3_850_000);
    vi.advanceTimersByTime(1);
    expect(client.frames.slice(3).map((frame) => frame.type)).toEqual(['index', 'delta']);
    expect(client.writes).toBe(2);
    // Ticks every 200 ms: the index rides with the first tick 500 ms after the last index frame, so each tick
    // is one write (the timer the hub had before sent indices on flushes of their own).
    for (let step = 1; step <= 10; step += 1) {
      vi.advanceTimersByTime(199);
      tick(3_850_000 + step * 2000);
      vi.advanceTimersByTime(1);
    }
    expect(client.writes).toBe(12);
    const types = client.frames.slice(5).map((frame) => frame.type);
    expect(types.filter((type) => type === 'delta')).toHaveLength(10);
    expect(types.filter((type) => type === 'index')).toHaveLength(3);
    // At rest: the last tick's indices go out alone, then nothing runs.
    const flushes = hub.stats().flushes;
    vi.advanceTimersByTime(10_000);
    expect(hub.stats().flushes).toBe(flushes + 1);
    expect(client.frames.at(-1)).toMatchObject({ type: 'index' });
    vi.advanceTimersByTime(10_000);
    expect(hub.stats().flushes).toBe(flushes + 1);
  });

  it('keeps flushes at least the window apart, and sends changed indices alone when nothing else moves', () => {
    const { hub, client, tick } = timedHub();
    vi.advanceTimersByTime(1);
    tick(3_850_000);
    vi.advanceTimersByTime(1);
    const writes = client.writes;
    // Changes one by one, 10 ms apart: merged into flushes at least 50 ms apart.
    for (let step = 1; step <= 10; step += 1) {
      tick(3_850_000 + step * 2000);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(50);
    expect(client.writes - writes).toBeLessThanOrEqual(3);
    expect(client.frames.at(-1)).toMatchObject({ type: 'delta', delta: { nominal: '387.000' } });
    // Only the indices change: they still go out, within two index intervals.
    const before = client.frames.length;
    hub.indicesChanged();
    vi.advanceTimersByTime(1000);
    expect(client.frames.slice(before).map((frame) => frame.type)).toEqual(['index']);
  });

  it('tries a client that had not drained again without waiting for the next change', () => {
    const { hub, client, tick } = timedHub();
    vi.advanceTimersByTime(200);
    client.bufferedAmount = 5000;
    tick(3_860_000);
    vi.advanceTimersByTime(1);
    expect(client.frames).toHaveLength(3);
    client.bufferedAmount = 0;
    vi.advanceTimersByTime(50);
    expect(client.frames.at(-1)).toMatchObject({ type: 'delta', delta: { nominal: '386.000' } });
    expect(hub.stats().deferredClients).toBeGreaterThan(0);
  });
});
