import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket';
import { sampleQuote } from './test/sample-quote';
import { createQuoteStore } from './quote-store';
import { createStreamHub } from './stream-hub';

const tencent = { market: 'HK', stockCode: '00700' } as const;

function setup() {
  let id = 0;
  const store = createQuoteStore((callback) => callback());
  const hub = createStreamHub({
    store,
    credentials: () => ({ token: 'token-1', signingKey: 'A'.repeat(43) }),
    url: 'ws://test/ws/stream',
    createWebSocket: (url) => new FakeWebSocket(url),
    nextId: () => `r${(id += 1)}`,
  });
  hub.client.connect();
  const socket = () => FakeWebSocket.latest()!;
  const sent = () => socket().sent.map((text) => JSON.parse(text) as Record<string, unknown>);
  /** Opens the socket and waits for its hello (signing is asynchronous). */
  const open = async () => {
    socket().open();
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
  };
  return { store, hub, socket, sent, open };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stream hub', () => {
  it('says a signed hello with the token, and subscribes only once the server is ready', async () => {
    const { hub, socket, sent } = setup();
    hub.subscribe(tencent);
    socket().open();
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()).toEqual([
      {
        type: 'hello',
        token: 'token-1',
        timestamp: expect.any(Number),
        nonce: expect.any(String),
        signature: expect.any(String),
      },
    ]);
    socket().push({ type: 'ready', feedPlans: { HK: 'LEVEL2' } });
    expect(sent()[1]).toEqual({ type: 'subscribe', id: 'r1', market: 'HK', stockCodes: ['00700'] });
    expect(hub.feedPlans()).toEqual({ HK: 'LEVEL2' });
  });

  it('repeats a subscribe the server has not acknowledged after 1 s, and stops once it is', async () => {
    const { hub, socket, sent, open } = setup();
    await open();
    socket().push({ type: 'ready', feedPlans: {} });
    hub.subscribe(tencent);
    expect(sent()).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sent()).toHaveLength(3);
    expect(sent()[2]).toEqual(sent()[1]);
    socket().push({ type: 'ack', id: 'r1', accepted: ['00700'], rejected: [] });
    vi.advanceTimersByTime(5000);
    expect(sent()).toHaveLength(3);
  });

  it('shares one subscription between watchers and unsubscribes after the last leaves', async () => {
    const { hub, socket, sent, open } = setup();
    await open();
    socket().push({ type: 'ready', feedPlans: {} });
    const first = hub.subscribe(tencent);
    const second = hub.subscribe(tencent);
    expect(sent().filter((frame) => frame.type === 'subscribe')).toHaveLength(1);
    first();
    expect(sent().filter((frame) => frame.type === 'unsubscribe')).toHaveLength(0);
    second();
    expect(sent().at(-1)).toMatchObject({ type: 'unsubscribe', market: 'HK', stockCodes: ['00700'] });
  });

  it('reconnects after 0.5-1 s and subscribes again to everything watched', async () => {
    const { hub, socket, open } = setup();
    await open();
    socket().push({ type: 'ready', feedPlans: {} });
    hub.subscribe(tencent);
    const first = socket();
    first.drop();
    expect(hub.client.getStatus()).toBe('disconnected');
    vi.advanceTimersByTime(1000);
    const second = socket();
    expect(second).not.toBe(first);
    second.open();
    await vi.waitFor(() => expect(second.sent).toHaveLength(1));
    second.push({ type: 'ready', feedPlans: {} });
    expect(second.sent.map((text) => JSON.parse(text).type)).toEqual(['hello', 'subscribe']);
    expect(hub.client.getStatus()).toBe('connected');
  });

  it('routes delta, minor and index frames into the store, and drops frames that do not validate', () => {
    const { store, socket } = setup();
    store.setSnapshot(sampleQuote());
    socket().open();
    socket().push({ type: 'delta', market: 'HK', stockCode: '00700', seq: 3, delta: { nominal: '390.000' } });
    socket().push({ type: 'delta', market: 'HK', stockCode: '00700', seq: 2, delta: { nominal: '370.000' } });
    socket().push({ type: 'minor', market: 'HK', stockCode: '00700', minor: { phase: 'LUNCH' } });
    socket().push({ type: 'delta', market: 'HK', stockCode: '00700', seq: 9, delta: { nominal: 12 } });
    expect(store.getQuote('HK|00700')).toMatchObject({ nominal: '390.000', phase: 'LUNCH' });
  });

  it('rebuilds whole depth, broker queue, trades and indices from the frames of what changed', () => {
    const { store, socket } = setup();
    store.setSnapshot(sampleQuote());
    socket().open();
    socket().push({ type: 'brokers', brokers: { '1799': 'Futu Securities', '4088': 'Goldman Sachs' } });
    socket().push({
      type: 'delta',
      market: 'HK',
      stockCode: '00700',
      seq: 1,
      delta: {
        bids: [
          ['383.600', 1000, 1],
          ['383.400', 2000, 2],
        ],
        bidBrokers: [1, '1799', '4088'],
        trades: [[1_790_000_000_500, '383.800', 300, 'BUY']],
      },
    });
    socket().push({
      type: 'delta',
      market: 'HK',
      stockCode: '00700',
      seq: 2,
      delta: { bids: [null, ['383.400', 2500, 3], ['383.200', 100, 1]], bidBrokers: [null, '4088'] },
    });
    const quote = store.getQuote('HK|00700');
    expect(quote?.bids).toEqual([
      { price: '383.600', quantity: 1000, orders: 1 },
      { price: '383.400', quantity: 2500, orders: 3 },
      { price: '383.200', quantity: 100, orders: 1 },
    ]);
    expect(quote?.bidBrokers).toEqual([
      { kind: 'spread', spread: 1 },
      { kind: 'broker', brokerId: '4088', brokerName: 'Goldman Sachs' },
    ]);
    expect(quote?.trades[0]).toEqual({
      time: 1_790_000_000_500,
      price: '383.800',
      quantity: 300,
      aggressor: 'BUY',
    });

    const hsi = {
      code: 'HSI',
      market: 'HK',
      name: { en_US: 'Hang Seng Index', zh_HK: '恒生指數', zh_CN: '恒生指数' },
      value: '25000.00',
      previousClose: '24900.00',
      change: '100.00',
      changePct: '0.40',
      updateTime: 1_790_000_000_000,
    };
    socket().push({ type: 'index', indices: [hsi] });
    socket().push({ type: 'index', indices: [{ code: 'HSI', value: '25010.00' }] });
    expect(store.getIndices()).toEqual([{ ...hsi, value: '25010.00' }]);
  });

  it('reads frames the server sends as binary', () => {
    const { store, socket } = setup();
    store.setSnapshot(sampleQuote());
    socket().open();
    const frame = { type: 'delta', market: 'HK', stockCode: '00700', seq: 1, delta: { nominal: '391.000' } };
    const bytes = new TextEncoder().encode(JSON.stringify(frame));
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    socket().onmessage?.(new MessageEvent('message', { data }));
    expect(socket().binaryType).toBe('arraybuffer');
    expect(store.getQuote('HK|00700')?.nominal).toBe('391.000');
  });
});
