import { describe, expect, it } from 'vitest';
import type { StreamServerFrame } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { readyStreamSocket } from './support/stream-socket';
import { useTestServer } from './support/test-server';

type Delta = Extract<StreamServerFrame, { type: 'delta' }>;

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
});
