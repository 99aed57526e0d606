import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  limits,
  messageClientFrameSchema,
  socketCloseCodes,
  socketPaths,
  type ApiLanguage,
  type MessageClientFrame,
  type MessageServerFrame,
  type MessageType,
} from '@lantau/contract';
import type { SessionService } from '../auth/session-service';
import type { EventBus } from '../../platform/events/event-bus';
import { clientMessageOf } from './message-center';
import { messageRepository } from './message-repository';
import { createMessageNotifications, type NewMessageNotice } from './message-notifications';
import { admitSocket } from '../auth/socket-admission';
import type { SocketHelloVerifier } from '../auth/socket-hello';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createSocketQuota } from '../auth/socket-quota';
import { ensureWebSocketSupport, readJsonFrame } from '../../platform/sockets/websocket-support';

const CLOSE_NORMAL = socketCloseCodes.sessionEnded;
const CLOSE_POLICY = socketCloseCodes.protocolError;
const CLOSE_SERVER_ERROR = socketCloseCodes.serverError;

interface Connection {
  socket: WebSocket;
  sessionId: string;
  userId: string;
  brokerCode: string;
  /** Nothing is pushed until the client subscribes. */
  types: ReadonlySet<MessageType>;
  language: ApiLanguage;
}

function send(socket: WebSocket, frame: MessageServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The message socket (/ws/messages): a signed hello within 5 s (at most 8 sockets per session), then
 * `subscribe` with the types wanted and the language; each new message of those types for the caller is
 * pushed. Whatever wrote the message, the database's notification says it was committed (message-notifications).
 */
export async function registerMessageSocket(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; sessions: SessionService; bus: EventBus; verifyHello: SocketHelloVerifier },
): Promise<void> {
  const { db, sessions, bus } = deps;
  await ensureWebSocketSupport(app);
  const byUser = new Map<string, Set<Connection>>();
  const admission = { verifyHello: deps.verifyHello, quota: createSocketQuota() };

  async function push(notice: NewMessageNotice): Promise<void> {
    const wanting = [...(byUser.get(notice.userID) ?? [])].filter((c) => c.types.has(notice.type));
    if (wanting.length === 0) return;
    const row = await messageRepository.find(db, notice.messageID);
    if (!row) return;
    for (const connection of wanting) {
      if (connection.brokerCode !== row.broker_code) continue;
      const message = clientMessageOf(row, connection.language);
      send(connection.socket, {
        type: 'message',
        messageID: message.messageID,
        messageType: message.type,
        title: message.title,
        content: message.content,
        time: message.time,
      });
    }
  }

  const notifications = createMessageNotifications(db, app.log, (notice) => {
    push(notice).catch((error: unknown) => app.log.error({ err: error }, 'message push failed'));
  });
  await notifications.start();

  // A session that ended elsewhere (logout, another login) keeps no message socket open.
  const unsubscribe = bus.subscribe((event) => {
    if (event.type !== 'session-ended') return;
    for (const connections of byUser.values()) {
      for (const connection of connections) {
        if (connection.sessionId === event.sessionId) connection.socket.close(CLOSE_NORMAL, event.reason);
      }
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await notifications.stop();
    for (const connections of byUser.values()) {
      for (const connection of connections) connection.socket.close(1001, 'server shutting down');
    }
  });

  app.get(socketPaths.messages, { websocket: true, schema: { hide: true } }, (socket, request) => {
    let connection: Connection | undefined;
    let greeted = false;
    let release = () => {};
    const helloTimer = setTimeout(
      () => socket.close(CLOSE_POLICY, 'hello expected'),
      limits.socketConnectTimeoutMs,
    );

    async function handle(frame: MessageClientFrame): Promise<void> {
      if (frame.type === 'hello') {
        clearTimeout(helloTimer);
        if (greeted) return;
        greeted = true;
        const admitted = await admitSocket(socket, admission, {
          path: socketPaths.messages,
          frame,
          allowPendingTasks: false,
        });
        if (!admitted) return;
        const { session } = admitted;
        release = admitted.release;
        connection = {
          socket,
          sessionId: session.sessionId,
          userId: session.userId,
          brokerCode: session.brokerCode,
          types: new Set(),
          language: 'en_US',
        };
        const mine = byUser.get(session.userId) ?? new Set();
        mine.add(connection);
        byUser.set(session.userId, mine);
        send(socket, { type: 'ready' });
        return;
      }
      if (!connection) {
        socket.close(CLOSE_POLICY, 'hello expected');
        return;
      }
      if (frame.type === 'subscribe') {
        // Each subscription replaces the last (a switch turned off stops its pushes at once).
        connection.types = new Set(frame.types);
        connection.language = frame.language;
        send(socket, { type: 'subscribed', types: [...connection.types] });
        return;
      }
      if (!(await sessions.isLive(connection.sessionId))) {
        socket.close(CLOSE_NORMAL, 'SESSION_EXPIRED');
        return;
      }
      send(socket, { type: 'pong' });
    }

    socket.on('message', (data) => {
      const frame = readJsonFrame(messageClientFrameSchema, data);
      if (!frame) {
        socket.close(CLOSE_POLICY, 'malformed frame');
        return;
      }
      handle(frame).catch((error: unknown) => {
        request.log.error({ err: error }, 'message socket failed');
        socket.close(CLOSE_SERVER_ERROR, 'server error');
      });
    });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      release();
      if (!connection) return;
      const mine = byUser.get(connection.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(connection.userId);
    });
  });
}
