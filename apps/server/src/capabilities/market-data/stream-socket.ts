import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  limits,
  socketPaths,
  streamClientFrameSchema,
  type IndexQuote,
  type MarketCode,
  type QuotePlan,
  type StreamClientFrame,
  type StreamServerFrame,
} from '@lantau/contract';
import type { InstrumentReference, MarketSimulator } from '@lantau/exchange';
import type { SessionService } from '../auth/session-service';
import type { EventBus } from '../../platform/events/event-bus';
import { sendTextFrames } from '../../platform/sockets/websocket-frames';
import { acceptSignedSocket } from '../auth/signed-socket';
import type { SocketHelloVerifier } from '../auth/socket-hello';
import { createSocketQuota } from '../auth/socket-quota';
import {
  createStreamHub,
  instrumentKey,
  type StreamClient,
  type StreamHub,
  type StreamSink,
} from './stream-hub';
import { createStreamWire } from './stream-wire';

/** Instruments one connection may stream at once (a full watchlist and a few more). */
export const MAX_SUBSCRIPTIONS = 200;

export interface StreamSocketOptions {
  /**
   * Least milliseconds between flushes: the conflation window of changes that arrive one by one (a tick's
   * changes, which arrive together, leave at once; see the stream hub).
   */
  flushMs: number;
  maxBufferedBytes: number;
  indexIntervalMs: number;
}

export const defaultStreamOptions: StreamSocketOptions = {
  flushMs: 50,
  maxBufferedBytes: 64 * 1024,
  indexIntervalMs: 500,
};

interface Connection extends StreamClient {
  socket: WebSocket;
  feedPlans: Record<string, QuotePlan>;
}

/** The hub shares one serialised Buffer between clients; it is JSON, so it goes out as a text frame. */
const TEXT_FRAME = { binary: false } as const;

/**
 * A connection's socket as the hub sees it. A class, not an object of closures: its methods live once on the
 * prototype, and each of 10,000 connections keeps two fields. Between the hub's cork and uncork (one client's
 * frames of one flush) the frames are collected and leave framed in one Buffer, in one write on the TCP socket
 * (sendTextFrames): one write per connection and flush is what the kernel needs at least.
 */
class SocketSink implements StreamSink {
  private readonly socket: WebSocket;
  private pending: Buffer[] | undefined = undefined;
  constructor(socket: WebSocket) {
    this.socket = socket;
  }
  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }
  send(data: Buffer): void {
    if (this.pending) this.pending.push(data);
    else this.socket.send(data, TEXT_FRAME);
  }
  cork(): void {
    this.pending = [];
  }
  uncork(): void {
    const frames = this.pending;
    this.pending = undefined;
    if (frames) sendTextFrames(this.socket, frames);
  }
}

function send(socket: WebSocket, frame: StreamServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The streaming socket (/ws/stream): the signed hello of every socket (acceptSignedSocket; a session with no
 * post-login task left, at most 8 sockets per session), then `ready` with the plan per market. Level 2 markets
 * stream: subscribe/unsubscribe are acknowledged with what was accepted and why the rest was refused. The
 * simulator is listened to once for all connections; the hub does the fan-out.
 */
export async function registerStreamSocket(
  app: FastifyInstance,
  deps: {
    simulator: MarketSimulator;
    sessions: SessionService;
    bus: EventBus;
    /** The check of a socket's signed hello (auth). */
    verifyHello: SocketHelloVerifier;
    feedPlansOf: (userId: string) => Promise<Record<string, QuotePlan>>;
    /** The indices as the contract shows them (the market-data service builds them). */
    indexQuotes: () => IndexQuote[];
    options?: StreamSocketOptions;
  },
): Promise<StreamHub> {
  const { simulator, sessions } = deps;
  const options = deps.options ?? defaultStreamOptions;
  const hub = createStreamHub({
    ...createStreamWire(
      (market, code) => simulator.quote(market as InstrumentReference['market'], code),
      deps.indexQuotes,
    ),
    ...options,
  });

  const stopListening = simulator.onChange((change) => {
    if (change.kind === 'quote') hub.changed(instrumentKey(change.market, change.code));
    else if (change.kind === 'index') hub.indicesChanged();
    else for (const key of hub.keysOf(change.market)) hub.changed(key);
  });
  app.addHook('onClose', async () => {
    stopListening();
    hub.close();
  });

  function subscription(connection: Connection, frame: Extract<StreamClientFrame, { type: 'subscribe' }>) {
    const accepted: string[] = [];
    const rejected: { stockCode: string; reason: 'UNKNOWN_STOCK' | 'NOT_ENTITLED' | 'LIMIT_REACHED' }[] = [];
    // Delayed plans poll snapshots instead: only Level 2 streams.
    const entitled = connection.feedPlans[frame.market] === 'LEVEL2';
    for (const typed of new Set(frame.stockCodes)) {
      const instrument = instrumentOf(frame.market, typed);
      if (!instrument) rejected.push({ stockCode: typed, reason: 'UNKNOWN_STOCK' });
      else if (!entitled) rejected.push({ stockCode: typed, reason: 'NOT_ENTITLED' });
      else {
        const key = instrumentKey(frame.market, instrument.code);
        if (!connection.sent.has(key) && connection.sent.size >= MAX_SUBSCRIPTIONS) {
          rejected.push({ stockCode: typed, reason: 'LIMIT_REACHED' });
        } else {
          hub.subscribe(connection, key);
          accepted.push(typed);
        }
      }
    }
    send(connection.socket, { type: 'ack', id: frame.id, accepted, rejected });
  }

  function unsubscription(
    connection: Connection,
    frame: Extract<StreamClientFrame, { type: 'unsubscribe' }>,
  ) {
    const accepted: string[] = [];
    const rejected: { stockCode: string; reason: 'UNKNOWN_STOCK' }[] = [];
    for (const typed of new Set(frame.stockCodes)) {
      const instrument = instrumentOf(frame.market, typed);
      if (!instrument) {
        rejected.push({ stockCode: typed, reason: 'UNKNOWN_STOCK' });
        continue;
      }
      hub.unsubscribe(connection, instrumentKey(frame.market, instrument.code));
      accepted.push(typed);
    }
    send(connection.socket, { type: 'ack', id: frame.id, accepted, rejected });
  }

  /** HK codes may come without their leading zeros, as the snapshots accept them. */
  function instrumentOf(market: MarketCode, typed: string): InstrumentReference | undefined {
    const code = typed.trim().toUpperCase();
    const universeMarket = market as InstrumentReference['market'];
    return (
      simulator.instrument(universeMarket, code) ??
      (market === 'HK' && /^\d{1,5}$/.test(code)
        ? simulator.instrument('HK', code.padStart(limits.hkStockCodeDigits, '0'))
        : undefined)
    );
  }

  await acceptSignedSocket(app, {
    path: socketPaths.stream,
    frames: streamClientFrameSchema,
    admission: { verifyHello: deps.verifyHello, quota: createSocketQuota() },
    sessions,
    bus: deps.bus,
    allowPendingTasks: false,
    name: 'stream socket',
    async open(socket, session): Promise<Connection | undefined> {
      const feedPlans = await deps.feedPlansOf(session.userId);
      // The client may have gone while its plans were read.
      if (socket.readyState !== socket.OPEN) return undefined;
      const connection: Connection = {
        socket,
        sink: new SocketSink(socket),
        feedPlans,
        sent: new Map(),
        owed: new Set(),
        indexOwed: true,
        indexSent: undefined,
        firmsSent: 0,
      };
      send(socket, { type: 'ready', feedPlans });
      hub.add(connection);
      return connection;
    },
    receive({ state }, frame) {
      if (frame.type === 'subscribe') subscription(state, frame);
      else unsubscription(state, frame);
    },
    closed: ({ state }) => hub.remove(state),
  });
  return hub;
}
