import type { z } from 'zod';
import { limits } from '@lantau/contract';

export type SocketStatus = 'connected' | 'disconnected';

/** The part of the browser WebSocket the client uses, so tests can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  /** Browsers hand binary frames over as Blob unless told otherwise; an ArrayBuffer can be decoded at once. */
  binaryType?: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

export interface SocketClientOptions<T> {
  url: string;
  /** Every incoming frame is checked against it; frames that do not match are dropped. */
  schema: z.ZodType<T>;
  onMessage: (message: T) => void;
  /** Called after each (re)connection, to subscribe again. */
  onOpen?: () => void;
  onInvalidFrame?: (frame: unknown) => void;
  connectTimeoutMs?: number;
  reconnectDelayMs?: { min: number; max: number };
  createWebSocket?: WebSocketFactory;
  random?: () => number;
}

export interface SocketClient {
  connect(): void;
  /** Sends a JSON frame; false when the socket is not open. */
  send(frame: unknown): boolean;
  close(): void;
  getStatus(): SocketStatus;
  subscribe(listener: (status: SocketStatus) => void): () => void;
}

const OPEN = 1;
const decoder = new TextDecoder();

/** Builds 'wss://host/ws/stream' from a path, matching the page's scheme. */
export function webSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/**
 * A WebSocket that keeps itself connected: gives up on a connection attempt after 5 s and tries again after a
 * random 2-5 s (so a restarted server is not hit by every client at the same instant), until close().
 */
export function createSocketClient<T>(options: SocketClientOptions<T>): SocketClient {
  const connectTimeoutMs = options.connectTimeoutMs ?? limits.socketConnectTimeoutMs;
  const delay = options.reconnectDelayMs ?? limits.socketReconnectDelayMs;
  const random = options.random ?? Math.random;
  const createWebSocket = options.createWebSocket ?? ((url) => new WebSocket(url));
  const listeners = new Set<(status: SocketStatus) => void>();
  let status: SocketStatus = 'disconnected';
  let socket: WebSocketLike | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let wanted = false;

  const setStatus = (next: SocketStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener(next));
  };

  const clearTimers = () => {
    clearTimeout(connectTimer);
    clearTimeout(reconnectTimer);
    connectTimer = undefined;
    reconnectTimer = undefined;
  };

  const scheduleReconnect = () => {
    if (!wanted || reconnectTimer) return;
    const wait = delay.min + random() * (delay.max - delay.min);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, wait);
  };

  const drop = (target: WebSocketLike) => {
    if (socket !== target) return;
    socket = undefined;
    clearTimeout(connectTimer);
    setStatus('disconnected');
    scheduleReconnect();
  };

  const receive = (event: MessageEvent) => {
    let frame: unknown;
    try {
      // A server may send its JSON as binary frames (a pre-serialised buffer fanned out to many clients).
      const data: unknown = event.data;
      const text = typeof data === 'string' ? data : decoder.decode(data as ArrayBuffer);
      frame = JSON.parse(text);
    } catch {
      options.onInvalidFrame?.(event.data);
      return;
    }
    const parsed = options.schema.safeParse(frame);
    if (parsed.success) options.onMessage(parsed.data);
    else options.onInvalidFrame?.(frame);
  };

  function open() {
    const target = createWebSocket(options.url);
    target.binaryType = 'arraybuffer';
    socket = target;
    connectTimer = setTimeout(() => {
      target.close();
      drop(target);
    }, connectTimeoutMs);
    target.onopen = () => {
      if (socket !== target) return;
      clearTimeout(connectTimer);
      setStatus('connected');
      options.onOpen?.();
    };
    target.onmessage = (event) => {
      if (socket === target) receive(event);
    };
    target.onclose = () => drop(target);
    // An error is always followed by close, which does the work.
    target.onerror = () => undefined;
  }

  return {
    connect() {
      if (wanted) return;
      wanted = true;
      open();
    },
    send(frame) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      wanted = false;
      clearTimers();
      const target = socket;
      socket = undefined;
      target?.close();
      setStatus('disconnected');
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
