import WebSocket from 'ws';
import { socketPaths, type SessionServerFrame } from '@lantau/contract';
import { signedHello, type SocketCredentials } from './identity';
import type { TestServer } from './test-server';

export interface TestSocket<F = SessionServerFrame> {
  socket: WebSocket;
  /** The next frame the server sends (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<F>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens /ws/session (or the socket at `path`); frames are queued so none is missed between awaits. */
export async function openSessionSocket<F = SessionServerFrame>(
  server: TestServer,
  path: string = socketPaths.session,
): Promise<TestSocket<F>> {
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}${path}`);
  const queue: F[] = [];
  const waiting: ((frame: F) => void)[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as F;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (timeoutMs = 3000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (frame: F) => {
          clearTimeout(timer);
          resolve(frame);
        };
        // A wait that timed out gives up its place: the next frame goes to the next wait, not to nobody.
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error('no frame in time'));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
  };
}

/** Opens a socket and says a signed hello; resolves with the socket once `ready` arrived. */
export async function helloSocket(server: TestServer, session: SocketCredentials): Promise<TestSocket> {
  const socket = await openSessionSocket(server);
  socket.send(signedHello(socketPaths.session, session));
  const ready = await socket.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return socket;
}
