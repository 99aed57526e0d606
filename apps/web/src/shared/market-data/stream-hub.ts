import {
  limits,
  socketPaths,
  streamServerFrameSchema,
  type MarketCode,
  type QuotePlan,
  type StreamClientFrame,
  type StreamServerFrame,
} from '@lantau/contract';
import {
  createSignedSocket,
  type SocketClient,
  type SocketCredentials,
  type WebSocketFactory,
} from '../socket';
import { instrumentKey, type Instrument, type InstrumentKey } from './instrument-key';
import type { QuoteStore } from './quote-store';
import { createStreamFrames } from './stream-frames';

export interface StreamHubOptions {
  store: QuoteStore;
  /** The session the signed hello speaks for, read at each (re)connection: it may have been rotated since. */
  credentials: () => SocketCredentials | undefined;
  url?: string;
  createWebSocket?: WebSocketFactory;
  ackRetryMs?: number;
  /** Ids of subscribe requests; tests make them predictable. */
  nextId?: () => string;
}

export interface StreamHub {
  /** The socket, for its status (the unstable-network dialog) and for closing it with the session. */
  readonly client: SocketClient;
  /** Streams one instrument until the returned function is called; several users share one subscription. */
  subscribe(instrument: Instrument): () => void;
  /** The plans the server granted this connection, by market; empty until it said ready. */
  feedPlans(): Partial<Record<string, QuotePlan>>;
}

type SubscriptionFrame = Extract<StreamClientFrame, { type: 'subscribe' | 'unsubscribe' }>;

interface PendingRequest {
  frame: SubscriptionFrame;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The one streaming connection of a session (/ws/stream): a signed hello on every connection, then the
 * subscriptions of whoever is watching. A subscribe the server has not acknowledged within 1 s is sent again
 * (the server treats a repeat as harmless); after a reconnection every subscription is sent afresh.
 */
export function createStreamHub(options: StreamHubOptions): StreamHub {
  const { store } = options;
  const ackRetryMs = options.ackRetryMs ?? limits.subscriptionAckRetryMs;
  let counter = 0;
  const nextId = options.nextId ?? (() => `s${Date.now().toString(36)}${(counter += 1)}`);
  const watchers = new Map<InstrumentKey, { instrument: Instrument; count: number }>();
  const pending = new Map<string, PendingRequest>();
  // The frames carry changes against the last frame: this rebuilds whole quotes' lists and indices from them.
  const frames = createStreamFrames();
  let plans: Partial<Record<string, QuotePlan>> = {};
  // Subscriptions wait for the server's ready: before it, the connection is not yet the user's.
  let ready = false;

  const send = (frame: StreamClientFrame) => client.send(frame);

  const request = (type: 'subscribe' | 'unsubscribe', market: MarketCode, stockCodes: string[]) => {
    // Not ready: the next ready subscribes to everything watched.
    if (!ready) return;
    const frame: SubscriptionFrame = { type, id: nextId(), market, stockCodes };
    if (!send(frame)) return;
    if (type === 'unsubscribe') return;
    const retry = () => {
      // Still wanted and still unacknowledged: ask again under the same id.
      const stillWatched = stockCodes.some((code) =>
        watchers.has(instrumentKey({ market, stockCode: code })),
      );
      if (!stillWatched || !pending.has(frame.id)) return;
      send(frame);
      pending.set(frame.id, { frame, timer: setTimeout(retry, ackRetryMs) });
    };
    pending.set(frame.id, { frame, timer: setTimeout(retry, ackRetryMs) });
  };

  const clearPending = () => {
    for (const { timer } of pending.values()) clearTimeout(timer);
    pending.clear();
  };

  const subscribeAll = () => {
    const byMarket = new Map<MarketCode, string[]>();
    for (const { instrument } of watchers.values()) {
      byMarket.set(instrument.market, [...(byMarket.get(instrument.market) ?? []), instrument.stockCode]);
    }
    for (const [market, codes] of byMarket) request('subscribe', market, codes);
  };

  const receive = (frame: StreamServerFrame) => {
    switch (frame.type) {
      case 'ready':
        ready = true;
        plans = frame.feedPlans;
        subscribeAll();
        return;
      case 'ack': {
        const request = pending.get(frame.id);
        if (request) clearTimeout(request.timer);
        pending.delete(frame.id);
        return;
      }
      case 'index':
        store.setIndices(frames.indices(frame.indices));
        return;
      case 'brokers':
        frames.addFirms(frame.brokers);
        return;
      case 'delta':
        store.applyDelta(frame, frame.seq, frames.delta(instrumentKey(frame), frame.delta));
        return;
      case 'minor':
        store.applyMinor(frame, frame.minor);
        return;
      case 'pong':
        return;
    }
  };

  const client: SocketClient = createSignedSocket<StreamServerFrame>({
    path: socketPaths.stream,
    credentials: options.credentials,
    url: options.url,
    schema: streamServerFrameSchema,
    onMessage: receive,
    reconnectDelayMs: limits.streamingReconnectDelayMs,
    createWebSocket: options.createWebSocket,
    onOpen: () => {
      ready = false;
      clearPending();
      store.forgetSequences();
      frames.reset();
    },
  });

  return {
    client,
    feedPlans: () => plans,
    subscribe(instrument) {
      const key = instrumentKey(instrument);
      const watcher = watchers.get(key);
      if (watcher) watcher.count += 1;
      else {
        watchers.set(key, { instrument, count: 1 });
        request('subscribe', instrument.market, [instrument.stockCode]);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = watchers.get(key);
        if (!current) return;
        current.count -= 1;
        if (current.count > 0) return;
        watchers.delete(key);
        frames.forget(key);
        request('unsubscribe', instrument.market, [instrument.stockCode]);
      };
    },
  };
}
