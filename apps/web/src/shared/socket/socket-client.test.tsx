import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { z } from 'zod';
import {
  createSocketClient,
  webSocketUrl,
  type SocketClientOptions,
  type WebSocketLike,
} from './socket-client';
import { useSocketStatus } from './use-socket-status';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
  serverCloses() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

const frameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout'), reason: z.string() }),
  z.object({ type: z.literal('otpprefix'), prefix: z.string() }),
]);
type Frame = z.infer<typeof frameSchema>;

let sockets: FakeSocket[];
const latest = () => sockets[sockets.length - 1]!;

function makeClient(extra: Partial<SocketClientOptions<Frame>> = {}) {
  const received: Frame[] = [];
  const invalid: unknown[] = [];
  const client = createSocketClient<Frame>({
    url: 'ws://localhost/ws/session',
    schema: frameSchema,
    onMessage: (message) => received.push(message),
    onInvalidFrame: (frame) => invalid.push(frame),
    createWebSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    ...extra,
  });
  return { client, received, invalid };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('socket client', () => {
  it('connects, reports its status and delivers valid frames', () => {
    const { client, received, invalid } = makeClient();
    const statuses: string[] = [];
    client.subscribe((status) => statuses.push(status));
    client.connect();
    expect(latest().url).toBe('ws://localhost/ws/session');
    expect(client.getStatus()).toBe('disconnected');
    latest().serverOpens();
    expect(client.getStatus()).toBe('connected');
    latest().serverSends({ type: 'logout', reason: 'kickOff' });
    latest().serverSends({ type: 'unknown' });
    latest().serverSends('not json');
    expect(received).toEqual([{ type: 'logout', reason: 'kickOff' }]);
    expect(invalid).toEqual([{ type: 'unknown' }, 'not json']);
    expect(statuses).toEqual(['connected']);
  });

  it('sends JSON frames only while open', () => {
    const { client } = makeClient();
    client.connect();
    expect(client.send({ type: 'subscribe' })).toBe(false);
    latest().serverOpens();
    expect(client.send({ type: 'subscribe' })).toBe(true);
    expect(latest().sent).toEqual(['{"type":"subscribe"}']);
  });

  it('gives up a connection attempt after 5 s and retries after the random delay', () => {
    const { client } = makeClient();
    client.connect();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    // random() = 0.5 puts the delay half-way between 2 s and 5 s.
    vi.advanceTimersByTime(3_499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects after a lost connection, within the configured delay, and calls onOpen again', () => {
    const onOpen = vi.fn();
    const { client } = makeClient({ reconnectDelayMs: { min: 500, max: 1_000 }, random: () => 0, onOpen });
    const statuses: string[] = [];
    client.subscribe((status) => statuses.push(status));
    client.connect();
    latest().serverOpens();
    latest().serverCloses();
    expect(client.getStatus()).toBe('disconnected');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().serverOpens();
    expect(statuses).toEqual(['connected', 'disconnected', 'connected']);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('stays closed after close()', () => {
    const { client } = makeClient();
    client.connect();
    latest().serverOpens();
    client.close();
    expect(sockets[0]!.closed).toBe(true);
    expect(client.getStatus()).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('ignores events of a socket it has given up on', () => {
    const { client, received } = makeClient();
    client.connect();
    const abandoned = latest();
    vi.advanceTimersByTime(5_000);
    abandoned.serverOpens();
    abandoned.serverSends({ type: 'logout', reason: 'x' });
    expect(client.getStatus()).toBe('disconnected');
    expect(received).toEqual([]);
  });

  it('derives the socket URL from the page scheme', () => {
    expect(webSocketUrl('/ws/stream', { protocol: 'https:', host: 'lantau.hk' })).toBe(
      'wss://lantau.hk/ws/stream',
    );
    expect(webSocketUrl('/ws/stream', { protocol: 'http:', host: 'localhost:8282' })).toBe(
      'ws://localhost:8282/ws/stream',
    );
  });
});

describe('useSocketStatus', () => {
  it('re-renders when the connection comes and goes', () => {
    const { client } = makeClient();
    function Status() {
      return <output>{useSocketStatus(client)}</output>;
    }
    render(<Status />);
    expect(screen.getByRole('status').textContent).toBe('disconnected');
    act(() => {
      client.connect();
      latest().serverOpens();
    });
    expect(screen.getByRole('status').textContent).toBe('connected');
    act(() => latest().serverCloses());
    expect(screen.getByRole('status').textContent).toBe('disconnected');
  });
});
