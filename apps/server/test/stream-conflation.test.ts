import { describe, expect, it } from 'vitest';
import type { StreamServerFrame } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { marketGet, sessionsFor, type Snapshot } from './support/market-data';
import { readyStreamSocket } from './support/stream-socket';
import { useTestServer } from './support/test-server';

type Delta = Extract<StreamServerFrame, { type: 'delta' }>;
type Lists = Pick<Snapshot, 'bids' | 'asks' | 'bidBrokers' | 'askBrokers'>;

/** Depth and broker queue rebuilt from a connection's frames, as the web does: null keeps a position. */
function rebuiltLists(frames: readonly StreamServerFrame[], stockCode: string): Partial<Lists> {
  const names = new Map<string, string>();
  const lists: Partial<Lists> = {};
  const merge = <T>(positions: readonly (T | null)[], previous: readonly unknown[] | undefined) =>
    positions.map((position, at) => {
      if (position !== null) return position;
      expect(previous?.[at], 'a null needs the position of an earlier frame').toBeDefined();
      return previous?.[at];
    });
  for (const frame of frames) {
    if (frame.type === 'brokers') Object.entries(frame.brokers).forEach(([id, name]) => names.set(id, name));
    if (frame.type !== 'delta' || frame.stockCode !== stockCode) continue;
    const { bids, asks, bidBrokers, askBrokers } = frame.delta;
    const level = (entry: unknown) => {
      const [price, quantity, orders] = entry as [string, number, number];
      return { price, quantity, orders };
    };
    const broker = (entry: unknown) => {
      if (typeof entry === 'number') return { kind: 'spread' as const, spread: entry };
      const brokerId = entry as string;
      // Every firm is named before the first frame that shows it.
      expect(names.has(brokerId), `name of ${brokerId}`).toBe(true);
      return { kind: 'broker' as const, brokerId, brokerName: names.get(brokerId) ?? '' };
    };
    const raw = (list: readonly unknown[] | undefined, of: (entry: unknown) => unknown) =>
      list?.map((entry) =>
        typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : of(entry),
      );
    if (bids)
      lists.bids = merge(bids, lists.bids).map((e) => (Array.isArray(e) ? level(e) : e)) as Lists['bids'];
    if (asks)
      lists.asks = merge(asks, lists.asks).map((e) => (Array.isArray(e) ? level(e) : e)) as Lists['asks'];
    if (bidBrokers)
      lists.bidBrokers = raw(merge(bidBrokers, lists.bidBrokers), broker) as Lists['bidBrokers'];
    if (askBrokers)
      lists.askBrokers = raw(merge(askBrokers, lists.askBrokers), broker) as Lists['askBrokers'];
  }
  return lists;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The market runs on an injected clock here, so the test can pour a burst of changes into the stream while a
// client is not reading, and check that it then gets the latest state rather than the backlog.
describe.each(testBackends)('streaming socket, slow client (%s)', (backend) => {
  let marketNow = Date.now();
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const sessionOf = sessionsFor(server);

  it('conflates a client that stops reading, and then sends it the latest state', async () => {
    const { app } = server.current;
    const simulator = app.marketSimulator;
    const hub = app.streamHub;
    const step = () => {
      marketNow += 1000;
      simulator.advanceTo(marketNow);
      hub.flush();
    };
    const { stream } = await readyStreamSocket(server.current, await sessionOf('LTU1004'));
    const codes = simulator.instruments
      .filter((instrument) => instrument.market === 'HK')
      .slice(0, 200)
      .map((instrument) => instrument.code);
    stream.send({ type: 'subscribe', id: 'all', market: 'HK', stockCodes: codes });
    await stream.next('ack');
    step();
    await stream.next('delta');

    // Stop reading: first the kernel's buffers fill, then the socket's own, and the hub passes it over.
    const tcp = (stream.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    const before = hub.stats();
    const seqBefore = new Map(codes.map((code) => [code, simulator.quote('HK', code)?.seq ?? 0]));
    for (
      let second = 0;
      second < 600 && hub.stats().deferredClients - before.deferredClients < 50;
      second += 1
    ) {
      step();
      if (second % 20 === 0) await sleep(10);
    }
    const paused = hub.stats();
    expect(paused.deferredClients - before.deferredClients).toBeGreaterThanOrEqual(50);

    tcp.resume();
    // Once drained, a flush brings every instrument to its current state. Frames are small (changes only), so
    // the kernel's buffers held many of them: the client reads them for a while before it is drained.
    const busiest = codes.reduce((a, b) =>
      (simulator.quote('HK', a)?.seq ?? 0) >= (simulator.quote('HK', b)?.seq ?? 0) ? a : b,
    );
    const newestOf = (code: string) =>
      stream.frames.findLast((frame): frame is Delta => frame.type === 'delta' && frame.stockCode === code)
        ?.seq;
    for (let waited = 0; waited < 20_000 && newestOf(busiest) !== simulator.quote('HK', busiest)?.seq;) {
      await sleep(250);
      waited += 250;
      hub.flush();
    }
    await sleep(250);
    const deltas = stream.frames.filter((frame): frame is Delta => frame.type === 'delta');
    const lastSeq = new Map(deltas.map((frame) => [frame.stockCode, frame.seq]));
    let changes = 0;
    let framesAfter = 0;
    for (const code of codes) {
      const state = simulator.quote('HK', code);
      const sent = lastSeq.get(code);
      // Either the client holds the latest state, or the latest change showed nothing new (time only).
      if (sent !== undefined && state && sent !== state.seq) expect(sent).toBeLessThan(state.seq);
      changes += (state?.seq ?? 0) - (seqBefore.get(code) ?? 0);
      framesAfter += deltas.filter(
        (frame) => frame.stockCode === code && frame.seq > (seqBefore.get(code) ?? 0),
      ).length;
    }
    // Far fewer frames than changes: the changes made while it did not read were merged.
    expect(framesAfter).toBeLessThan(changes);
    expect(hub.stats().mergedUpdates).toBeGreaterThan(paused.mergedUpdates);
    // The newest frame of the most active instrument is its current state.
    expect(lastSeq.get(busiest)).toBe(simulator.quote('HK', busiest)?.seq);
    stream.socket.close();
    // Filling the kernel's buffers with small frames takes more steps of the market than it did with whole ones.
  }, 90_000);

  it('sends firms once then IDs, lists by changed position, and a late subscriber the whole state first', async () => {
    const { app } = server.current;
    const simulator = app.marketSimulator;
    const hub = app.streamHub;
    const session = await sessionOf('LTU1004');
    const step = () => {
      marketNow += 1000;
      simulator.advanceTo(marketNow);
      hub.flush();
    };
    const { stream } = await readyStreamSocket(server.current, session);
    stream.send({ type: 'subscribe', id: 'a', market: 'HK', stockCodes: ['00700'] });
    await stream.next('ack');
    step();
    const first = await stream.next('delta', 5000, (frame) => frame.stockCode === '00700');
    expect(first.delta.bids?.every((level) => level !== null)).toBe(true);
    expect(first.delta.bidBrokers?.every((entry) => entry !== null)).toBe(true);
    // The market moves: later frames hold only the positions that changed.
    for (let i = 0; i < 30; i += 1) step();
    await sleep(300);
    const deltas = stream.frames.filter((frame): frame is Delta => frame.type === 'delta');
    expect(deltas.some((frame) => frame.delta.bids?.includes(null) || frame.delta.asks?.includes(null))).toBe(
      true,
    );
    // Firm names cross the connection once each.
    const named = stream.frames.flatMap((frame) =>
      frame.type === 'brokers' ? Object.keys(frame.brokers) : [],
    );
    expect(new Set(named).size).toBe(named.length);
    expect(JSON.stringify(deltas)).not.toContain('brokerName');

    // What the frames rebuild is the quote the snapshot shows (the market stands still between steps).
    const { body } = await marketGet<Snapshot>(server.current, session, '/snapshots/details', {
      market: 'HK',
      stockCode: '00700',
    });
    const { bids, asks, bidBrokers, askBrokers } = body.data;
    expect(rebuiltLists(stream.frames, '00700')).toEqual({ bids, asks, bidBrokers, askBrokers });

    // A late subscriber (and a reconnection, which subscribes afresh) starts from the whole state.
    const late = (await readyStreamSocket(server.current, session)).stream;
    late.send({ type: 'subscribe', id: 'b', market: 'HK', stockCodes: ['00700'] });
    await late.next('ack');
    hub.flush();
    const whole = await late.next('delta', 5000, (frame) => frame.stockCode === '00700');
    expect(whole.delta.bids?.includes(null)).toBe(false);
    expect(rebuiltLists(late.frames, '00700')).toEqual({ bids, asks, bidBrokers, askBrokers });
    const index = await late.next('index');
    expect(index.indices.every((entry) => entry.name !== undefined)).toBe(true);
    stream.socket.close();
    late.socket.close();
  });
});
