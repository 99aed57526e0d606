import { describe, expect, it } from 'vitest';
import { socketPaths, type StreamServerFrame } from '@lantau/contract';
import { testBackends } from './support/backends';
import { freshNonce, identityConfig, signedHello } from './support/identity';
import { sessionsFor } from './support/market-data';
import { openStreamSocket, readyStreamSocket } from './support/stream-socket';
import { useTestServer } from './support/test-server';

type Delta = Extract<StreamServerFrame, { type: 'delta' }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends)('streaming socket (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const ready = async (userId: string) => readyStreamSocket(server.current, await sessionOf(userId));

  it('says ready with the plan of each market, Level 1 shown as delayed', async () => {
    const { stream, ready: frame } = await ready('LTU1001');
    expect(frame.feedPlans).toEqual({
      HK: 'LEVEL2',
      'MA^MZ': 'DELAYED',
      'SS^SZ': 'DELAYED',
      US: 'LEVEL2',
      'GB^GP': 'DELAYED',
      JP: 'DELAYED',
      'SG^SI': 'DELAYED',
    });
    stream.socket.close();
    const delayed = await ready('LTU1005');
    expect(new Set(Object.values(delayed.ready.feedPlans))).toEqual(new Set(['DELAYED']));
    delayed.stream.socket.close();
  });

  it('refuses frames before hello, a bad token and malformed frames', async () => {
    const early = await openStreamSocket(server.current);
    early.send({ type: 'subscribe', id: '1', market: 'HK', stockCodes: ['00700'] });
    expect((await early.closed).code).toBe(1008);
    expect(early.frames).toEqual([]);

    const stranger = await openStreamSocket(server.current);
    stranger.send(signedHello(socketPaths.stream, { token: 'not-a-token', signingKey: freshNonce() }));
    expect(await stranger.closed).toEqual({ code: 1000, reason: 'SESSION_EXPIRED' });

    const { stream } = await ready('LTU1004');
    stream.send('{"type":"subscribe"');
    expect((await stream.closed).code).toBe(1008);
  });

  it('closes a socket that does not say hello within 5 seconds', async () => {
    const silent = await openStreamSocket(server.current);
    const started = Date.now();
    expect((await silent.closed).code).toBe(1008);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(silent.frames).toEqual([]);
  });

  it('acknowledges subscriptions, streams deltas whose prices change, and stops after unsubscribe', async () => {
    const { stream } = await ready('LTU1004');
    stream.send({ type: 'subscribe', id: 's1', market: 'HK', stockCodes: ['00700', '5', '99999', '00700'] });
    const ack = await stream.next('ack');
    expect(ack).toEqual({
      type: 'ack',
      id: 's1',
      accepted: ['00700', '5'],
      rejected: [{ stockCode: '99999', reason: 'UNKNOWN_STOCK' }],
    });
    // The first frame of each instrument is its whole state, then its minor state too.
    const first = await stream.next('delta', 5000, (frame) => frame.stockCode === '00700');
    expect(first.delta.bids).toHaveLength(10);
    expect(first.delta.nominal).toMatch(/^\d+\.\d{3,}$/);
    await stream.next('minor', 5000, (frame) => frame.stockCode === '00700');
    expect((await stream.next('delta', 5000, (frame) => frame.stockCode === '00005')).stockCode).toBe(
      '00005',
    );

    // Later frames carry only what changed; over a few seconds prices, depth or trades move.
    const later: Delta[] = [];
    for (let i = 0; i < 5; i += 1) later.push(await stream.next('delta', 10_000));
    expect(later.every((frame) => Object.keys(frame.delta).length < Object.keys(first.delta).length)).toBe(
      true,
    );
    const bySeq = later.filter((frame) => frame.stockCode === '00700').map((frame) => frame.seq);
    expect(bySeq).toEqual([...bySeq].sort((a, b) => a - b));
    expect(later.some((frame) => frame.delta.bids || frame.delta.asks || frame.delta.nominal)).toBe(true);

    // Subscribing again is harmless (the client retries unacknowledged requests).
    stream.send({ type: 'subscribe', id: 's2', market: 'HK', stockCodes: ['00700'] });
    expect(await stream.next('ack', 5000, (frame) => frame.id === 's2')).toMatchObject({
      accepted: ['00700'],
      rejected: [],
    });

    stream.send({ type: 'unsubscribe', id: 'u1', market: 'HK', stockCodes: ['00700', '00005'] });
    await stream.next('ack', 5000, (frame) => frame.id === 'u1');
    const count = stream.frames.length;
    await sleep(1500);
    const after = stream.frames.slice(count);
    expect(after.filter((frame) => frame.type === 'delta' || frame.type === 'minor')).toEqual([]);

    stream.send({ type: 'ping' });
    await stream.next('pong');
    stream.socket.close();
  });

  it('refuses markets that do not stream on the plan, and more than 200 instruments', async () => {
    const { stream } = await ready('LTU1001');
    stream.send({ type: 'subscribe', id: 'a', market: 'MA^MZ', stockCodes: ['600519', '000000'] });
    expect(await stream.next('ack')).toMatchObject({
      accepted: [],
      rejected: [
        { stockCode: '600519', reason: 'NOT_ENTITLED' },
        { stockCode: '000000', reason: 'UNKNOWN_STOCK' },
      ],
    });
    const codes = server.current.app.marketSimulator.instruments
      .filter((instrument) => instrument.market === 'HK')
      .map((instrument) => instrument.code);
    expect(codes.length).toBeGreaterThan(200);
    stream.send({ type: 'subscribe', id: 'b', market: 'HK', stockCodes: codes.slice(0, 150) });
    expect((await stream.next('ack', 5000, (frame) => frame.id === 'b')).accepted).toHaveLength(150);
    // 50 of these are subscribed already (accepted again), 50 more reach the cap, the rest are refused.
    stream.send({ type: 'subscribe', id: 'c', market: 'HK', stockCodes: codes.slice(100) });
    const capped = await stream.next('ack', 5000, (frame) => frame.id === 'c');
    expect(capped.accepted).toHaveLength(100);
    expect(capped.rejected).toHaveLength(codes.length - 200);
    expect(new Set(capped.rejected.map((entry) => entry.reason))).toEqual(new Set(['LIMIT_REACHED']));
    stream.socket.close();

    const delayed = await ready('LTU1005');
    delayed.stream.send({ type: 'subscribe', id: 'd', market: 'HK', stockCodes: ['00700'] });
    expect((await delayed.stream.next('ack')).rejected).toEqual([
      { stockCode: '00700', reason: 'NOT_ENTITLED' },
    ]);
    delayed.stream.socket.close();
  });

  it('sends index frames to every ready client, at most about twice a second', async () => {
    const { stream } = await ready('LTU1005');
    const first = await stream.next('index', 5000);
    expect(first.indices.map((index) => index.code)).toContain('HSI');
    const started = Date.now();
    await sleep(3000);
    const count = stream.frames.filter((frame) => frame.type === 'index').length;
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 500) + 2);
    stream.socket.close();
  });
});
