import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

// The streaming socket's hot path writes its frames itself. Through ws, each frame costs an options object, a
// header Buffer and two writes queued on the TCP socket (header, payload), each a write request with its
// callback. A server's frames are not masked, so a connection's frames of one flush can be laid out in one Buffer
// and written in one call. Measured (bench/fanout-write.bench.ts, CPU time): 0 to 10% less than ws's `send` per
// frame corked; the rest, about 8 µs per connection and flush on loopback, is the system call itself.

const FIN_TEXT = 0x81;

const headerLength = (length: number) => (length < 126 ? 2 : length < 65_536 ? 4 : 10);

/** Text frames (RFC 6455, final, unmasked: server to client) of these payloads, back to back in one Buffer. */
export function textFramesOf(payloads: readonly Buffer[]): Buffer {
  let total = 0;
  for (const payload of payloads) total += headerLength(payload.length) + payload.length;
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  for (const payload of payloads) {
    const length = payload.length;
    out[at++] = FIN_TEXT;
    if (length < 126) out[at++] = length;
    else if (length < 65_536) {
      out[at++] = 126;
      out.writeUInt16BE(length, at);
      at += 2;
    } else {
      out[at++] = 127;
      out.writeUInt32BE(Math.floor(length / 2 ** 32), at);
      out.writeUInt32BE(length >>> 0, at + 4);
      at += 8;
    }
    at += payload.copy(out, at);
  }
  return out;
}

/** What ws keeps of its socket and its sender (version 8): private fields, read only here. */
interface WsInternals {
  _socket?: Socket | null;
  _sender?: { _queue?: unknown[]; _bufferedBytes?: number } | null;
}

const TEXT_FRAME = { binary: false } as const;

/**
 * Sends these JSON payloads as text frames, in order. Written straight to the TCP socket, in one write, when ws
 * has nothing of its own waiting to go (its sender queues only while compressing or reading a Blob, neither of
 * which the streaming socket does): ws then writes synchronously, so frames cannot interleave with its own
 * (pongs, close). Otherwise, or if ws's internals are not what this expects, through `send` one by one.
 */
export function sendTextFrames(socket: WebSocket, payloads: readonly Buffer[]): void {
  if (payloads.length === 0 || socket.readyState !== socket.OPEN) return;
  const { _socket: tcp, _sender: sender } = socket as unknown as WsInternals;
  if (tcp && !tcp.destroyed && sender?._queue?.length === 0 && sender._bufferedBytes === 0) {
    tcp.write(textFramesOf(payloads));
    return;
  }
  for (const payload of payloads) socket.send(payload, TEXT_FRAME);
}
