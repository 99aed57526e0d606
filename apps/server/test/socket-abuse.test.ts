import { describe, expect, it } from 'vitest';
import { socketCloseCodes, socketPaths, type UserSession } from '@lantau/contract';
import { testBackends } from './support/backends';
import { freshNonce, identityConfig, logIn, signedHello } from './support/identity';
import { sessionsFor } from './support/market-data';
import { openSessionSocket } from './support/session-socket';
import { openStreamSocket, readyStreamSocket } from './support/stream-socket';
import { useTestServer } from './support/test-server';

/** The most sockets of one kind a session may hold (MAX_SOCKETS_PER_SESSION on the server). */
const SOCKETS_PER_SESSION = 8;

describe.each(testBackends)('socket hellos and quotas (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  /** Opens the stream socket, sends `hello` and resolves with how the server answered: ready or a close. */
  async function streamAnswer(hello: unknown) {
    const stream = await openStreamSocket(server.current);
    stream.send(hello);
    return Promise.race([
      stream.next('ready').then(() => {
        stream.socket.close();
        return 'ready' as const;
      }),
      stream.closed,
    ]);
  }

  describe('the stream’s hello proves the signing key', () => {
    it('refuses a bare token, as the hello used to be', async () => {
      const session = await sessionOf('LTU1004');
      expect(await streamAnswer({ type: 'hello', token: session.token })).toEqual({
        code: socketCloseCodes.protocolError,
        reason: 'malformed frame',
      });
    });

    it('refuses a token signed with another key, a replayed hello and a stale timestamp', async () => {
      const session = await sessionOf('LTU1004');
      const wrongKey = signedHello(socketPaths.stream, session, { signingKey: freshNonce() + freshNonce() });
      expect(await streamAnswer(wrongKey)).toEqual({ code: 4003, reason: 'E4003 bad signature' });
      // Signed for the other socket: the path is part of what is signed.
      expect(await streamAnswer(signedHello(socketPaths.session, session))).toMatchObject({ code: 4003 });

      const hello = signedHello(socketPaths.stream, session);
      expect(await streamAnswer(hello)).toBe('ready');
      expect(await streamAnswer(hello)).toEqual({ code: 4003, reason: 'E4003 bad signature' });

      const stale = signedHello(socketPaths.stream, session, {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      expect(await streamAnswer(stale)).toEqual({ code: 4001, reason: 'E4001 timestamp out of range' });
    });

    it('refuses a session with post-login tasks left; its session socket still hears the session end', async () => {
      // LTU1003 must accept an agreement and change the password first.
      const { session } = await logIn(server.current, 'LTU1003');
      expect(session.pendingTasks.length).toBeGreaterThan(0);
      expect(await streamAnswer(signedHello(socketPaths.stream, session))).toEqual({
        code: socketCloseCodes.pendingTasks,
        reason: 'E2013 pending tasks: ADDITIONAL_AGREEMENT,CHANGE_PASSWORD',
      });
      const sessionSocket = await openSessionSocket(server.current);
      sessionSocket.send(signedHello(socketPaths.session, session));
      expect(await sessionSocket.next()).toMatchObject({ type: 'ready' });
      sessionSocket.socket.close();
    });

    it('asks the session socket for the same proof', async () => {
      const session = await sessionOf('LTU1005');
      const bare = await openSessionSocket(server.current);
      bare.send({ type: 'hello', token: session.token });
      expect((await bare.closed).code).toBe(socketCloseCodes.protocolError);
      const forged = await openSessionSocket(server.current);
      forged.send(signedHello(socketPaths.session, session, { signingKey: freshNonce() + freshNonce() }));
      expect(await forged.closed).toEqual({ code: 4003, reason: 'E4003 bad signature' });
    });
  });

  describe('sockets per session', () => {
    const capOf = async (
      open: (session: UserSession) => Promise<{ close: () => void }>,
      openOneMore: (session: UserSession) => Promise<{ code: number; reason: string }>,
      session: UserSession,
    ) => {
      const held = [];
      for (let count = 0; count < SOCKETS_PER_SESSION; count += 1) held.push(await open(session));
      const refused = await openOneMore(session);
      // A socket closed makes room for a new one.
      held.shift()?.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await open(session);
      for (const socket of [...held, again]) socket.close();
      return refused;
    };

    it('caps stream sockets at eight per session, closing the next with 4029', async () => {
      const refused = await capOf(
        async (session) => {
          const { stream } = await readyStreamSocket(server.current, session);
          return { close: () => stream.socket.close() };
        },
        async (session) => {
          const stream = await openStreamSocket(server.current);
          stream.send(signedHello(socketPaths.stream, session));
          return stream.closed;
        },
        await sessionOf('LTU1001'),
      );
      expect(refused).toEqual({
        code: socketCloseCodes.tooManySockets,
        reason: 'E4029 at most 8 sockets per session',
      });
    });

    it('caps session sockets the same way', async () => {
      const openReady = async (session: UserSession) => {
        const socket = await openSessionSocket(server.current);
        socket.send(signedHello(socketPaths.session, session));
        const answer = await socket.next();
        if (answer.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(answer)}`);
        return { close: () => socket.socket.close() };
      };
      const refused = await capOf(
        openReady,
        async (session) => {
          const socket = await openSessionSocket(server.current);
          socket.send(signedHello(socketPaths.session, session));
          return socket.closed;
        },
        await sessionOf('LTU1002'),
      );
      expect(refused).toEqual({ code: 4029, reason: 'E4029 at most 8 sockets per session' });
    });
  });
});
