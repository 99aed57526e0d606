// One load-generating process of the fan-out benchmark: it holds its share of the WebSocket clients and counts
// what they receive. One process could not hold 10,000 clients: its single event loop, busy parsing the frames
// of the clients already streaming, answered new sockets' hellos too late and the server closed them (the
// benchmark died near 4,000). The parent (fanout.bench.ts) forks a few of these and adds up their counts.
import { createHmac, randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { canonicalRequest, socketHelloParts, socketPaths } from '@lantau/contract';

export interface ClientSession {
  token: string;
  signingKey: string;
  codes: string[];
}

export type ToClients =
  /** `url`: the server's (or the balancer's) WebSocket origin, ws://host:port. */
  | { type: 'start'; url: string; sessions: ClientSession[] }
  | { type: 'measure'; on: boolean }
  | { type: 'report' }
  | { type: 'exit' };

export type FromClients =
  | { type: 'connected'; count: number; retries: number }
  | { type: 'progress'; count: number }
  | { type: 'failed'; message: string }
  | {
      type: 'report';
      deltas: number;
      minors: number;
      indices: number;
      bytes: number;
      /** CPU this process used while measuring, in milliseconds. */
      cpuMs: number;
      /** Tick-to-client latency histogram: [milliseconds, count] pairs. */
      latencies: [number, number][];
    };

/** Latencies are counted in 1 ms buckets up to this; anything later lands in the last one. */
const MAX_LATENCY_MS = 120_000;
/** Sockets opened at once per process: enough to connect quickly without a storm of hellos. */
const CONNECT_BATCH = 25;

const counters = { measuring: false, deltas: 0, minors: 0, indices: 0, bytes: 0 };
let cpuAtStart = process.cpuUsage();
let cpuMs = 0;
const latencies = new Uint32Array(MAX_LATENCY_MS + 1);
const sockets: WebSocket[] = [];
const toParent = (message: FromClients) => process.send?.(message);

/** The signed hello of the contract: HMAC of a bodiless GET of the socket path with the session's key. */
function helloOf(session: ClientSession): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const signature = createHmac('sha256', Buffer.from(session.signingKey, 'base64url'))
    .update(canonicalRequest(socketHelloParts(socketPaths.stream, timestamp, nonce)))
    .digest('base64url');
  return JSON.stringify({ type: 'hello', token: session.token, timestamp, nonce, signature });
}

function connect(url: string, session: ClientSession): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url + socketPaths.stream);
    socket.once('error', reject);
    socket.once('close', (code) =>
      reject(new Error(`socket closed (${code}) before its subscription was acknowledged`)),
    );
    socket.once('open', () => socket.send(helloOf(session)));
    socket.on('message', (data: Buffer) => {
      const received = Date.now();
      const frame = JSON.parse(data.toString()) as { type: string; delta?: { updateTime?: number } };
      if (frame.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', id: 's', market: 'HK', stockCodes: session.codes }));
      } else if (frame.type === 'ack') resolve(socket);
      if (!counters.measuring) return;
      counters.bytes += data.length;
      if (frame.type === 'delta') {
        counters.deltas += 1;
        const stamped = frame.delta?.updateTime;
        if (stamped !== undefined) {
          const bucket = Math.max(0, Math.min(MAX_LATENCY_MS, received - stamped));
          latencies[bucket] = (latencies[bucket] ?? 0) + 1;
        }
      } else if (frame.type === 'minor') counters.minors += 1;
      else if (frame.type === 'index') counters.indices += 1;
    });
  });
}

/** Sockets refused while connecting (the server closed them): a client tries again, as the web's does. */
let retries = 0;
const MAX_ATTEMPTS = 5;

async function connectWithRetry(url: string, session: ClientSession): Promise<WebSocket> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connect(url, session);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS) throw error;
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function start(url: string, sessions: ClientSession[]): Promise<void> {
  for (let from = 0; from < sessions.length; from += CONNECT_BATCH) {
    const batch = sessions.slice(from, from + CONNECT_BATCH).map((session) => connectWithRetry(url, session));
    sockets.push(...(await Promise.all(batch)));
    if (sockets.length % 1000 < CONNECT_BATCH) toParent({ type: 'progress', count: sockets.length });
  }
  toParent({ type: 'connected', count: sockets.length, retries });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'start') {
    start(message.url, message.sessions).catch((error: unknown) =>
      toParent({ type: 'failed', message: String(error) }),
    );
  } else if (message.type === 'measure') {
    counters.measuring = message.on;
    if (message.on) cpuAtStart = process.cpuUsage();
    else {
      const used = process.cpuUsage(cpuAtStart);
      cpuMs = (used.user + used.system) / 1000;
    }
  } else if (message.type === 'report') {
    const histogram: [number, number][] = [];
    latencies.forEach((count, ms) => {
      if (count > 0) histogram.push([ms, count]);
    });
    const { deltas, minors, indices, bytes } = counters;
    toParent({ type: 'report', deltas, minors, indices, bytes, cpuMs, latencies: histogram });
  } else {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
