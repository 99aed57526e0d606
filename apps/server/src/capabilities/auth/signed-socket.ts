import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { limits, socketCloseCodes, type SocketHello } from '@lantau/contract';
import type { EventBus, PlatformEvent } from '../../platform/events/event-bus';
import {
  ensureWebSocketSupport,
  readJsonFrame,
  releaseUpgrade,
} from '../../platform/sockets/websocket-support';
import { admitSocket, type SocketAdmission } from './socket-admission';
import type { AuthSession, SessionService } from './session-service';

/** Close codes of the contract (socketCloseCodes); refused hellos close with the 4xxx codes there. */
const CLOSE_NORMAL = socketCloseCodes.sessionEnded;
const CLOSE_POLICY = socketCloseCodes.protocolError;
const CLOSE_SERVER_ERROR = socketCloseCodes.serverError;
const CLOSE_GOING_AWAY = 1001;

type LogoutReason = Extract<PlatformEvent, { type: 'session-ended' }>['reason'];

/** Every socket's client frames include the signed hello and a ping; the rest are the socket's own. */
type ClientFrame = { type: string };
type OwnFrame<F extends ClientFrame> = Exclude<F, { type: 'hello' } | { type: 'ping' }>;

/** One admitted socket: its session, and what the socket keeps for it (`open`'s answer). */
export interface SignedConnection<C> {
  socket: WebSocket;
  session: AuthSession;
  state: C;
}

export interface SignedSocketSpec<F extends ClientFrame, S, C> {
  /** The socket's path (socketPaths), which the hello's signature covers. */
  path: string;
  /** The socket's client frames (a discriminated union with the hello and a ping), checked as they arrive. */
  frames: z.ZodType<F>;
  admission: SocketAdmission;
  sessions: Pick<SessionService, 'isLive'>;
  bus: EventBus;
  /** Whether a session with post-login tasks left may connect (only the session socket, to hear it end). */
  allowPendingTasks: boolean;
  /** How the log names the socket: 'session socket'. */
  name: string;
  /** How long a new socket has to say its hello (limits.socketConnectTimeoutMs unless said). */
  helloTimeoutMs?: number;
  /** What the socket says before it closes because its session ended, if anything (the session socket's logout). */
  farewell?: (reason: LogoutReason) => S;
  /**
   * Once the hello is admitted: says `ready` and answers what the socket keeps for this connection; undefined
   * when the client went away meanwhile. Whatever it registers elsewhere (a fan-out) it registers after its last
   * await, and `closed` undoes it.
   */
  open: (socket: WebSocket, session: AuthSession) => Promise<C | undefined> | C | undefined;
  /** A frame of the socket's own after the hello (subscribe...), in the order the client sent them. */
  receive?: (connection: SignedConnection<C>, frame: OwnFrame<F>) => Promise<void> | void;
  /** The socket closed (for the socket's own indexes; the quota and the registry are released here). */
  closed?: (connection: SignedConnection<C>) => void;
}

const send = (socket: WebSocket, frame: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

/**
 * The one handshake of the signed sockets (/ws/stream, /ws/session, /ws/messages): a signed hello within
 * `limits.socketConnectTimeoutMs` (else closed 1008 'hello expected'), admitted by the hello's signature and
 * the session's socket quota (socket-admission.ts), then `open`. Every frame is parsed and checked against the
 * socket's schema (a malformed one closes 1008), and handled in the order sent: a frame sent right behind the
 * hello waits for its admission. A second hello is ignored; any other frame before the hello closes the socket.
 * A ping answers pong while the session lives and ends the socket when it has not. A session ending elsewhere
 * (the bus's session-ended, on any node) and the server closing end its sockets. Returns the live connections,
 * for the socket's own pushes.
 */
export async function acceptSignedSocket<F extends ClientFrame, S, C>(
  app: FastifyInstance,
  spec: SignedSocketSpec<F, S, C>,
): Promise<ReadonlySet<SignedConnection<C>>> {
  await ensureWebSocketSupport(app);
  const connections = new Set<SignedConnection<C>>();

  /** The session is over: the socket says so (if it says anything) and closes. */
  const ended = (socket: WebSocket, reason: LogoutReason) => {
    if (spec.farewell) send(socket, spec.farewell(reason));
    socket.close(CLOSE_NORMAL, reason);
  };

  const unsubscribe = spec.bus.subscribe((event) => {
    if (event.type !== 'session-ended') return;
    for (const connection of connections) {
      if (connection.session.sessionId === event.sessionId) ended(connection.socket, event.reason);
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const connection of connections) connection.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
  });

  app.get(spec.path, { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Only the logger of the request is kept: the request itself would be held for the socket's life.
    const log = releaseUpgrade(socket, request);
    let connection: SignedConnection<C> | undefined;
    let greeted = false;
    let release = () => {};
    const helloTimer = setTimeout(
      () => socket.close(CLOSE_POLICY, 'hello expected'),
      spec.helloTimeoutMs ?? limits.socketConnectTimeoutMs,
    );

    async function hello(frame: SocketHello): Promise<void> {
      clearTimeout(helloTimer);
      if (greeted) return;
      greeted = true;
      const admitted = await admitSocket(
        socket,
        spec.admission,
        { path: spec.path, frame, allowPendingTasks: spec.allowPendingTasks },
        (refusal) => {
          if (refusal.code === socketCloseCodes.sessionEnded && spec.farewell) {
            send(socket, spec.farewell('SESSION_EXPIRED'));
          }
        },
      );
      if (!admitted) return;
      release = admitted.release;
      const state = await spec.open(socket, admitted.session);
      if (state === undefined) return;
      const opened = { socket, session: admitted.session, state };
      // The client may have gone while the socket was opened: its close was heard before it was kept.
      if (socket.readyState !== socket.OPEN) return spec.closed?.(opened);
      connection = opened;
      connections.add(connection);
    }

    async function handle(frame: F): Promise<void> {
      if (frame.type === 'hello') return hello(frame as unknown as SocketHello);
      if (!connection) {
        // Frames before the hello break the protocol.
        socket.close(CLOSE_POLICY, 'hello expected');
        return;
      }
      if (frame.type === 'ping') {
        // A ping is also the moment to notice an idle time-out that passed while the socket was quiet.
        if (!(await spec.sessions.isLive(connection.session.sessionId))) ended(socket, 'SESSION_EXPIRED');
        else send(socket, { type: 'pong' });
        return;
      }
      await spec.receive?.(connection, frame as OwnFrame<F>);
    }

    // Frames are handled one after another, in the order they came.
    let handled = Promise.resolve();
    socket.on('message', (data) => {
      const frame = readJsonFrame(spec.frames, data);
      if (!frame) {
        socket.close(CLOSE_POLICY, 'malformed frame');
        return;
      }
      handled = handled
        .then(() => handle(frame))
        .catch((error: unknown) => {
          log.error({ err: error }, `${spec.name} failed`);
          socket.close(CLOSE_SERVER_ERROR, 'server error');
        });
    });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      release();
      if (!connection) return;
      connections.delete(connection);
      spec.closed?.(connection);
    });
  });
  return connections;
}
