import type { MarketCode } from '@lantau/contract';
import { framesBetween, type FramePair, type WireState } from './stream-wire';

// Fan-out of the streaming socket, with conflation. Updates are never queued per client: a change marks the
// instrument dirty; every flush sends each client, for each dirty instrument it subscribes to, one frame from
// the state it last received to the current one. A client whose socket has not drained (bufferedAmount over
// the threshold) is skipped and keeps what it is owed, so when it catches up it gets the latest state, not a
// backlog. Frames are built once per (last sent, current) pair per flush and the same bytes go to every client
// in that position, which with clients that keep up is all of them.
//
// A flush follows the changes instead of a clock: the first change after a flush schedules the next one, at
// least `flushMs` after the last. The simulator emits a whole tick's changes at once, so that flush carries
// the tick in one write per client (the kernel's write per connection and flush is the fan-out's main cost:
// bench/README.md), without the fixed timer's extra wait of up to `flushMs`, and without flushes while
// nothing changes. Indices ride with it: at most one index frame per `indexIntervalMs`, sent with the next
// flush after that, or alone once a second interval has passed with no other change (a market at rest).

/** What the hub needs of a client's socket. */
export interface StreamSink {
  readonly bufferedAmount: number;
  send(data: Buffer): void;
  /** Holds the frames of one flush so they leave in one write, not one system call each (optional). */
  cork?(): void;
  uncork?(): void;
}

export interface StreamClient {
  readonly sink: StreamSink;
  /** Subscribed instrument keys and the wire state each last received (undefined: nothing yet). */
  readonly sent: Map<string, WireState | undefined>;
  /** Instruments that changed since the client was last served. */
  readonly owed: Set<string>;
  indexOwed: boolean;
  /** The index state last received (undefined: none yet, so the next index frame is whole). */
  indexSent?: object;
  /** How many names of the firm table the client has received. */
  firmsSent?: number;
}

export interface StreamStats {
  flushes: number;
  /** Flush work in milliseconds (total, and the longest single flush). */
  flushMs: number;
  maxFlushMs: number;
  framesSent: number;
  bytesSent: number;
  /** Frames built (serialised); framesSent / framesBuilt is how much sharing saved. */
  framesBuilt: number;
  /** Changes that never got a frame of their own (merged into a later one): seq gaps summed over clients. */
  mergedUpdates: number;
  /** Times a client was passed over because its socket had not drained. */
  deferredClients: number;
}

export interface StreamHubOptions {
  /** The current wire state of an instrument key, undefined if it no longer exists. */
  wireOf(key: string): WireState | undefined;
  /** The current index state, taken when indices changed (at most once per `indexIntervalMs`). */
  indexState(): object;
  /** The index frame from the state a client last received to the current one; undefined if nothing shows. */
  indexFrame(previous: object | undefined, next: object): Buffer | undefined;
  /** Firm names the broker queues use: a client is sent those it has not had before its next frame. */
  firms?: { readonly size: number; frameFrom(from: number): Buffer };
  /** Least milliseconds between two flushes: the conflation window of changes that arrive one by one. */
  flushMs: number;
  /** Send nothing more to a socket holding this many unsent bytes. */
  maxBufferedBytes: number;
  /** At most one index frame per this many milliseconds. */
  indexIntervalMs: number;
  now?: () => number;
}

export const instrumentKey = (market: MarketCode | string, code: string) => `${market}|${code}`;

export function createStreamHub(options: StreamHubOptions) {
  const now = options.now ?? (() => performance.now());
  const clients = new Set<StreamClient>();
  const subscribers = new Map<string, Set<StreamClient>>();
  let dirty = new Set<string>();
  let indicesChanged = false;
  let lastIndexAt = -Infinity;
  let indexNow: object | undefined;
  let lastFlushAt = -Infinity;
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  let scheduledAt = Infinity;
  const stats: StreamStats = {
    flushes: 0,
    flushMs: 0,
    maxFlushMs: 0,
    framesSent: 0,
    bytesSent: 0,
    framesBuilt: 0,
    mergedUpdates: 0,
    deferredClients: 0,
  };

  function send(client: StreamClient, data: Buffer) {
    client.sink.send(data);
    stats.framesSent += 1;
    stats.bytesSent += data.length;
  }

  function serve(
    client: StreamClient,
    key: string,
    current: WireState,
    frames: Map<WireState | undefined, FramePair>,
  ) {
    const previous = client.sent.get(key);
    if (previous === current) return;
    let pair = frames.get(previous);
    if (!pair) {
      pair = framesBetween(previous, current);
      frames.set(previous, pair);
      stats.framesBuilt += (pair.delta ? 1 : 0) + (pair.minor ? 1 : 0);
    }
    if (pair.minor) send(client, pair.minor);
    if (pair.delta) send(client, pair.delta);
    if (previous && pair.delta) stats.mergedUpdates += Math.max(0, current.seq - previous.seq - 1);
    client.sent.set(key, current);
  }

  function cancelScheduled() {
    if (scheduled !== undefined) clearTimeout(scheduled);
    scheduled = undefined;
    scheduledAt = Infinity;
  }

  /** Schedules a flush `delay` ms from now, or as soon as the last flush allows (an earlier one stands). */
  function wake(delay = 0) {
    const at = now();
    const wait = Math.max(delay, lastFlushAt + options.flushMs - at, 0);
    if (at + wait >= scheduledAt) return;
    cancelScheduled();
    scheduledAt = at + wait;
    scheduled = setTimeout(flush, wait);
    scheduled.unref?.();
  }

  /** One round: hand every client that can take it what it is owed. */
  function flush() {
    cancelScheduled();
    const started = now();
    lastFlushAt = started;
    const deferredBefore = stats.deferredClients;
    const changedKeys = dirty;
    dirty = new Set();
    for (const key of changedKeys) {
      for (const client of subscribers.get(key) ?? []) client.owed.add(key);
    }
    if (indicesChanged && started - lastIndexAt >= options.indexIntervalMs) {
      indicesChanged = false;
      lastIndexAt = started;
      indexNow = options.indexState();
      for (const client of clients) client.indexOwed = true;
    }
    // Index frames per state the clients last received: with clients that keep up, one for all.
    const indexFrames = new Map<object | undefined, Buffer | undefined>();
    const wires = new Map<string, WireState | undefined>();
    const frames = new Map<string, Map<WireState | undefined, FramePair>>();
    for (const client of clients) {
      if (client.owed.size === 0 && !client.indexOwed) continue;
      if (client.sink.bufferedAmount > options.maxBufferedBytes) {
        stats.deferredClients += 1;
        continue;
      }
      client.sink.cork?.();
      if (client.indexOwed) {
        client.indexOwed = false;
        indexNow ??= options.indexState();
        const previous = client.indexSent;
        if (!indexFrames.has(previous)) indexFrames.set(previous, options.indexFrame(previous, indexNow));
        const frame = indexFrames.get(previous);
        if (frame) send(client, frame);
        client.indexSent = indexNow;
      }
      // The wire states about to be served may name firms the table has not seen yet: build them first.
      for (const key of client.owed) if (!wires.has(key)) wires.set(key, options.wireOf(key));
      const firms = options.firms;
      if (firms && client.owed.size > 0 && firms.size > (client.firmsSent ?? 0)) {
        send(client, firms.frameFrom(client.firmsSent ?? 0));
        client.firmsSent = firms.size;
      }
      for (const key of client.owed) {
        const current = wires.get(key);
        if (!current || !client.sent.has(key)) continue;
        let cache = frames.get(key);
        if (!cache) frames.set(key, (cache = new Map()));
        serve(client, key, current, cache);
      }
      client.owed.clear();
      client.sink.uncork?.();
    }
    const took = now() - started;
    stats.flushes += 1;
    stats.flushMs += took;
    stats.maxFlushMs = Math.max(stats.maxFlushMs, took);
    // A client passed over keeps what it is owed: try again when the window allows.
    if (stats.deferredClients > deferredBefore) wake();
    // Indices changed too soon after the last index frame: they go with the next change's flush, or alone
    // after a second interval when nothing else changes.
    else if (indicesChanged) wake(lastIndexAt + 2 * options.indexIntervalMs - now());
  }

  return {
    stats: (): StreamStats => ({ ...stats }),
    flush,

    add(client: StreamClient) {
      clients.add(client);
    },

    remove(client: StreamClient) {
      clients.delete(client);
      for (const key of client.sent.keys()) subscribers.get(key)?.delete(client);
    },

    /** Subscribes; the client gets the full state at the next flush. False if it was subscribed already. */
    subscribe(client: StreamClient, key: string): boolean {
      if (client.sent.has(key)) return false;
      client.sent.set(key, undefined);
      client.owed.add(key);
      let set = subscribers.get(key);
      if (!set) subscribers.set(key, (set = new Set()));
      set.add(client);
      wake();
      return true;
    },

    unsubscribe(client: StreamClient, key: string) {
      client.sent.delete(key);
      client.owed.delete(key);
      const set = subscribers.get(key);
      set?.delete(client);
      if (set?.size === 0) subscribers.delete(key);
    },

    /** A change of an instrument's state; ignored unless someone streams it. */
    changed(key: string) {
      if (!subscribers.has(key)) return;
      dirty.add(key);
      wake();
    },

    indicesChanged() {
      indicesChanged = true;
      wake(lastIndexAt + 2 * options.indexIntervalMs - now());
    },

    /** Every subscribed key of a market (a phase change touches them all). */
    keysOf(market: string): string[] {
      return [...subscribers.keys()].filter((key) => key.startsWith(`${market}|`));
    },

    close() {
      cancelScheduled();
      clients.clear();
      subscribers.clear();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
