import WebSocket from 'ws';
import { socketPaths, type SessionServerFrame } from '@lantau/contract';
import { signedHello, type SocketCredentials } from './identity';
import type { TestServer } from './test-server';

export interface TestSocket {
  socket: WebSocket;
  /** The next frame the server sends (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<SessionServerFrame>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens /ws/session; frames are queued so none is missed between awaits. */
export async function openSessionSocket(server: TestServer): Promise<TestSocket> {
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}${socketPaths.session}`);
  const queue: SessionServerFrame[] = [];
  const waiting: ((frame: SessionServerFrame) => void)[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as SessionServerFrame;
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
        const timer = setTimeout(() => reject(new Error('no frame in time')), timeoutMs);
        waiting.push((frame) => {
          clearTimeout(timer);
          resolve(frame);
        });
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
