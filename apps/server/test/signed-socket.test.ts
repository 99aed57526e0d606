import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { socketCloseCodes, socketHelloSchema, type SocketHello } from '@lantau/contract';
import { createInProcessEventBus } from '../src/platform/events/event-bus';
import type { AuthSession } from '../src/capabilities/auth/session-service';
import { acceptSignedSocket } from '../src/capabilities/auth/signed-socket';
import type { HelloOutcome } from '../src/capabilities/auth/socket-hello';
import { createSocketQuota } from '../src/capabilities/auth/socket-quota';
import { openSessionSocket, type TestSocket } from './support/session-socket';
import type { TestServer } from './support/test-server';

// The one handshake of the signed sockets (capabilities/auth/signed-socket.ts), on a socket of its own: a
// hello checked by a stand-in verifier (the real one is tested with the stream, session and message sockets).

const frames = z.discriminatedUnion('type', [
  socketHelloSchema,
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('echo'), text: z.string() }),
]);
type Frame = { type: 'ready' | 'pong' | 'echo' | 'bye'; text?: string };

const sessionOf = (sessionId: string): AuthSession => ({
  sessionId,
  userId: `user-of-${sessionId}`,
  brokerCode: 'LTU',
  signingKey: 'k',
  otpChannel: 'SMS',
  expiresAt: new Date(Date.now() + 60_000),
  absoluteExpiresAt: new Date(Date.now() + 60_000),
  timeoutSeconds: 60,
  pendingTasks: [],
});
const helloFor = (token: string): SocketHello => ({
  type: 'hello',
  token,
  timestamp: Math.floor(Date.now() / 1000),
  nonce: 'n'.repeat(16),
  signature: 's'.repeat(20),
});

describe('a signed socket', () => {
  let app: FastifyInstance;
  let server: TestServer;
  const bus = createInProcessEventBus();
  const live = new Set<string>();
  const opened: string[] = [];
  const closed: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    // 'good-<id>' opens session <id>; 'gone' names no session; anything else has a bad signature.
    const verifyHello = async (_path: string, hello: SocketHello): Promise<HelloOutcome> => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (hello.token === 'gone')
        return { refusal: { code: socketCloseCodes.sessionEnded, reason: 'SESSION_EXPIRED' } };
      if (!hello.token.startsWith('good-'))
        return { refusal: { code: socketCloseCodes.badSignature, reason: 'E4003' } };
      return { session: sessionOf(hello.token.slice('good-'.length)) };
    };
    await acceptSignedSocket(app, {
      path: '/ws/test',
      frames,
      admission: { verifyHello, quota: createSocketQuota(2) },
      sessions: { isLive: async (sessionId) => live.has(sessionId) },
      bus,
      allowPendingTasks: false,
      name: 'test socket',
      helloTimeoutMs: 300,
      farewell: (reason) => ({ type: 'bye', text: reason }),
      open(socket, session) {
        live.add(session.sessionId);
        opened.push(session.sessionId);
        socket.send(JSON.stringify({ type: 'ready' }));
        return { echoes: 0 };
      },
      receive(connection, frame) {
        connection.state.echoes += 1;
        connection.socket.send(
          JSON.stringify({ type: 'echo', text: `${frame.text} ${connection.state.echoes}` }),
        );
      },
      closed: (connection) => closed.push(connection.session.sessionId),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    server = { baseUrl: address } as TestServer;
  });
  afterAll(async () => {
    await app?.close();
  });

  const open = () => openSessionSocket<Frame>(server, '/ws/test');
  const greeted = async (sessionId: string) => {
    const socket = await open();
    socket.send(helloFor(`good-${sessionId}`));
    expect(await socket.next()).toEqual({ type: 'ready' });
    return socket;
  };
  const close = async (socket: TestSocket<Frame>) => {
    socket.socket.close();
    await socket.closed;
  };

  it('closes a socket that says no hello in time, or speaks before it, or sends what is no frame of its', async () => {
    expect(await (await open()).closed).toEqual({
      code: socketCloseCodes.protocolError,
      reason: 'hello expected',
    });
    const early = await open();
    early.send({ type: 'echo', text: 'hi' });
    expect(await early.closed).toEqual({ code: socketCloseCodes.protocolError, reason: 'hello expected' });
    const garbled = await open();
    garbled.send('{not json');
    expect(await garbled.closed).toEqual({ code: socketCloseCodes.protocolError, reason: 'malformed frame' });
  });

  it('closes a refused hello with its code, saying farewell when the session is over', async () => {
    const forged = await open();
    forged.send(helloFor('forged'));
    expect(await forged.closed).toEqual({ code: socketCloseCodes.badSignature, reason: 'E4003' });
    const gone = await open();
    gone.send(helloFor('gone'));
    expect(await gone.next()).toEqual({ type: 'bye', text: 'SESSION_EXPIRED' });
    expect(await gone.closed).toEqual({ code: socketCloseCodes.sessionEnded, reason: 'SESSION_EXPIRED' });
  });

  it('handles frames in the order sent: one right behind the hello waits for its admission', async () => {
    const socket = await open();
    socket.send(helloFor('good-A'));
    socket.send({ type: 'echo', text: 'first' });
    socket.send(helloFor('good-other'));
    socket.send({ type: 'echo', text: 'second' });
    expect(await socket.next()).toEqual({ type: 'ready' });
    expect(await socket.next()).toEqual({ type: 'echo', text: 'first 1' });
    // A second hello is ignored: the socket stays A's.
    expect(await socket.next()).toEqual({ type: 'echo', text: 'second 2' });
    expect(opened.filter((id) => id === 'A')).toHaveLength(1);
    expect(opened).not.toContain('other');
    await close(socket);
    await expect.poll(() => closed).toContain('A');
  });

  it('answers a ping while the session lives, and ends the socket once it has not', async () => {
    const socket = await greeted('B');
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    live.delete('B');
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'bye', text: 'SESSION_EXPIRED' });
    expect(await socket.closed).toEqual({ code: socketCloseCodes.sessionEnded, reason: 'SESSION_EXPIRED' });
  });

  it("ends a session's sockets when the bus says it ended elsewhere, and only those", async () => {
    const [mine, other] = await Promise.all([greeted('C'), greeted('D')]);
    await bus.publish({ type: 'session-ended', sessionId: 'C', reason: 'OTHER_DEVICE_LOGIN' });
    expect(await mine.next()).toEqual({ type: 'bye', text: 'OTHER_DEVICE_LOGIN' });
    expect(await mine.closed).toEqual({ code: socketCloseCodes.sessionEnded, reason: 'OTHER_DEVICE_LOGIN' });
    other.send({ type: 'ping' });
    expect(await other.next()).toEqual({ type: 'pong' });
    await close(other);
  });

  it("counts a session's sockets against its quota, and gives the place back when one closes", async () => {
    const [first] = await Promise.all([greeted('E'), greeted('E')]);
    const third = await open();
    third.send(helloFor('good-E'));
    expect((await third.closed).code).toBe(socketCloseCodes.tooManySockets);
    await close(first!);
    await greeted('E');
  });
});
