import { afterEach, describe, expect, it } from 'vitest';
import { streamServerFrameSchema, type StreamServerFrame } from '@lantau/contract';
import type { QuoteState } from '@lantau/exchange';
import { quoteState } from './test-fixtures';
import { createStreamHub, instrumentKey, type StreamClient, type StreamHub } from './stream-hub';
import { framesBetween, wireStateOf, type WireState } from './stream-wire';

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
  let state: QuoteState = quoteState();
  let wire = wireStateOf(state);
  return {
    wireOf: () => wire,
    move(overrides: Partial<QuoteState>) {
      state = { ...state, ...overrides, seq: state.seq + 1 };
      wire = wireStateOf(state);
    },
  };
}

let hub: StreamHub | undefined;
afterEach(() => hub?.close());

function hubOver(source: ReturnType<typeof market>) {
  hub = createStreamHub({
    wireOf: source.wireOf,
    indexFrame: () => Buffer.from(JSON.stringify({ type: 'index', indices: [] })),
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
    expect(delta.delta.trades).toEqual([
      { time: trade.time, price: '384.000', quantity: 300, aggressor: 'BUY' },
    ]);
    expect(pair.minor).toBeUndefined();
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
    expect(client.frames.map((frame) => frame.type)).toEqual(['minor', 'delta']);
    hub.flush();
    expect(client.frames).toHaveLength(2);
    source.move({ last: 3_842_000 });
    hub.changed(key);
    hub.flush();
    expect(client.frames[2]).toMatchObject({ type: 'delta', delta: { nominal: '384.200' } });
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
    expect(hub.stats()).toMatchObject({ framesSent: 150, framesBuilt: 3 });
  });

  it('stops after unsubscribe and sends index frames at most every interval', () => {
    const client = fakeClient();
    const { source, hub } = subscribedHub([client]);
    hub.unsubscribe(client, key);
    source.move({ last: 3_900_000 });
    hub.changed(key);
    hub.indicesChanged();
    hub.flush();
    hub.indicesChanged();
    hub.flush();
    expect(client.frames.map((frame) => frame.type)).toEqual(['minor', 'delta', 'index']);
  });
});
