import WebSocket from 'ws';
import { socketPaths, streamServerFrameSchema, type StreamServerFrame } from '@lantau/contract';
import { signedHello, type SocketCredentials } from './identity';
import type { TestServer } from './test-server';

export interface StreamTestSocket {
  socket: WebSocket;
  /** Every frame received so far, each checked against the contract. */
  frames: StreamServerFrame[];
  /** The next frame of a type (waits up to `timeoutMs`); frames of other types are kept in `frames`. */
  next<T extends StreamServerFrame['type']>(
    type: T,
    timeoutMs?: number,
    where?: (frame: Extract<StreamServerFrame, { type: T }>) => boolean,
  ): Promise<Extract<StreamServerFrame, { type: T }>>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens /ws/stream; every server frame is validated with the contract's schema as it arrives. */
export async function openStreamSocket(server: TestServer): Promise<StreamTestSocket> {
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}${socketPaths.stream}`);
  const frames: StreamServerFrame[] = [];
  // Frames a `next` call has returned; the others stay available to later calls, whatever their order.
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(streamServerFrameSchema.parse(JSON.parse(String(data))));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  function next<T extends StreamServerFrame['type']>(
    type: T,
    timeoutMs = 5000,
    where: (frame: Extract<StreamServerFrame, { type: T }>) => boolean = () => true,
  ): Promise<Extract<StreamServerFrame, { type: T }>> {
    type Wanted = Extract<StreamServerFrame, { type: T }>;
    const take = (): Wanted | undefined => {
      const index = frames.findIndex(
        (frame, at) => !taken.has(at) && frame.type === type && where(frame as Wanted),
      );
      if (index < 0) return undefined;
      taken.add(index);
      return frames[index] as Wanted;
    };
    const found = take();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const frame = take();
        if (!frame) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(frame);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no ${type} frame in ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(wake);
    });
  }

  return {
    socket,
    frames,
    next,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

/** Opens the socket and says a signed hello; resolves once `ready` arrived. */
export async function readyStreamSocket(server: TestServer, session: SocketCredentials) {
  const stream = await openStreamSocket(server);
  stream.send(signedHello(socketPaths.stream, session));
  const ready = await stream.next('ready');
  return { stream, ready };
}
