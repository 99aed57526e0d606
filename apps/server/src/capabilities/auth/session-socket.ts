import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  limits,
  sessionClientFrameSchema,
  socketCloseCodes,
  socketPaths,
  type SessionClientFrame,
  type SessionServerFrame,
} from '@lantau/contract';
import type { SessionService } from './session-service';
import type { EventBus, PlatformEvent } from '../../platform/events/event-bus';
import { admitSocket } from './socket-admission';
import type { SocketHelloVerifier } from './socket-hello';
import { createSocketQuota } from './socket-quota';
import { ensureWebSocketSupport } from '../../platform/sockets/websocket-support';

/** Close codes of the contract (socketCloseCodes); refused hellos close with the 4xxx codes there. */
const CLOSE_NORMAL = socketCloseCodes.sessionEnded;
const CLOSE_POLICY = socketCloseCodes.protocolError;
const CLOSE_SERVER_ERROR = socketCloseCodes.serverError;

interface Connection {
  socket: WebSocket;
  sessionId: string;
  userId: string;
}

function send(socket: WebSocket, frame: SessionServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function readFrame(data: unknown) {
  try {
    return sessionClientFrameSchema.safeParse(JSON.parse(String(data)));
  } catch {
    return undefined;
  }
}

/**
 * The session socket (/ws/session): the client says a signed hello within 5 s (at most 8 sockets per
 * session), then hears when its
 * session ends (logout frame, then close), when a new app-OTP prefix is issued for its user and when one of
 * its user's orders changes (orderbook). Events arrive
 * through the event bus, so with a shared bus they reach sockets held by any server node.
 */
export async function registerSessionSocket(
  app: FastifyInstance,
  deps: { sessions: SessionService; bus: EventBus; verifyHello: SocketHelloVerifier },
): Promise<void> {
  const { sessions, bus } = deps;
  await ensureWebSocketSupport(app);
  const connections = new Set<Connection>();
  const admission = { verifyHello: deps.verifyHello, quota: createSocketQuota() };

  function deliver(event: PlatformEvent) {
    for (const connection of connections) {
      if (event.type === 'session-ended' && connection.sessionId === event.sessionId) {
        send(connection.socket, { type: 'logout', reason: event.reason });
        connection.socket.close(CLOSE_NORMAL, event.reason);
      } else if (event.type === 'otp-prefix' && connection.userId === event.userId) {
        send(connection.socket, {
          type: 'otpprefix',
          prefix: event.prefix,
          expiresInSeconds: event.expiresInSeconds,
        });
      } else if (event.type === 'order-changed' && connection.userId === event.userId) {
        send(connection.socket, { type: 'orderbook', ...event.order });
      }
    }
  }
  const unsubscribe = bus.subscribe(deliver);
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const connection of connections) connection.socket.close(1001, 'server shutting down');
  });

  app.get(socketPaths.session, { websocket: true, schema: { hide: true } }, (socket, request) => {
    let connection: Connection | undefined;
    let greeted = false;
    let release = () => {};
    const helloTimer = setTimeout(
      () => socket.close(CLOSE_POLICY, 'hello expected'),
      limits.socketConnectTimeoutMs,
    );

    function expired() {
      send(socket, { type: 'logout', reason: 'SESSION_EXPIRED' });
      socket.close(CLOSE_NORMAL, 'SESSION_EXPIRED');
    }

    async function handle(frame: SessionClientFrame): Promise<void> {
      if (frame.type === 'hello') {
        clearTimeout(helloTimer);
        if (greeted) return;
        greeted = true;
        // Pending post-login tasks do not keep a client from hearing that its session ended.
        const admitted = await admitSocket(
          socket,
          admission,
          { path: socketPaths.session, frame, allowPendingTasks: true },
          (refusal) => {
            if (refusal.code === socketCloseCodes.sessionEnded) {
              send(socket, { type: 'logout', reason: 'SESSION_EXPIRED' });
            }
          },
        );
        if (!admitted) return;
        const { session } = admitted;
        release = admitted.release;
        connection = { socket, sessionId: session.sessionId, userId: session.userId };
        connections.add(connection);
        send(socket, { type: 'ready', sessionRemainSec: sessions.secondsLeft(session) });
        return;
      }
      if (!connection) {
        socket.close(CLOSE_POLICY, 'hello expected');
        return;
      }
      // A ping is also the moment to notice an idle timeout that passed while the socket was quiet.
      if (!(await sessions.isLive(connection.sessionId))) return expired();
      send(socket, { type: 'pong' });
    }

    socket.on('message', (data) => {
      const frame = readFrame(data);
      if (!frame?.success) {
        socket.close(CLOSE_POLICY, 'malformed frame');
        return;
      }
      handle(frame.data).catch((error: unknown) => {
        request.log.error({ err: error }, 'session socket failed');
        socket.close(CLOSE_SERVER_ERROR, 'server error');
      });
    });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      release();
      if (connection) connections.delete(connection);
    });
  });
}
