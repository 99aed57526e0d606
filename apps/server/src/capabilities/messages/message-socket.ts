import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  messageClientFrameSchema,
  socketPaths,
  type ApiLanguage,
  type MessageServerFrame,
  type MessageType,
} from '@lantau/contract';
import type { SessionService } from '../auth/session-service';
import type { EventBus } from '../../platform/events/event-bus';
import { clientMessageOf } from './message-center';
import { messageRepository } from './message-repository';
import { createMessageNotifications, type NewMessageNotice } from './message-notifications';
import type { SocketHelloVerifier } from '../auth/socket-hello';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { acceptSignedSocket, type SignedConnection } from '../auth/signed-socket';
import { createSocketQuota } from '../auth/socket-quota';

/** What the socket keeps per connection: nothing is pushed until the client subscribes. */
interface Subscription {
  types: ReadonlySet<MessageType>;
  language: ApiLanguage;
}
type Connection = SignedConnection<Subscription>;

function send(socket: WebSocket, frame: MessageServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The message socket (/ws/messages): the signed hello of every socket (acceptSignedSocket; at most 8 sockets
 * per session), then `subscribe` with the types wanted and the language; each new message of those types for
 * the caller is pushed. Whatever wrote the message, the database's notification says it was committed
 * (message-notifications).
 */
export async function registerMessageSocket(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; sessions: SessionService; bus: EventBus; verifyHello: SocketHelloVerifier },
): Promise<void> {
  const { db, sessions, bus } = deps;
  const byUser = new Map<string, Set<Connection>>();

  async function push(notice: NewMessageNotice): Promise<void> {
    const wanting = [...(byUser.get(notice.userID) ?? [])].filter((c) => c.state.types.has(notice.type));
    if (wanting.length === 0) return;
    const row = await messageRepository.find(db, notice.messageID);
    if (!row) return;
    for (const connection of wanting) {
      if (connection.session.brokerCode !== row.broker_code) continue;
      const message = clientMessageOf(row, connection.state.language);
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
  app.addHook('onClose', async () => notifications.stop());

  await acceptSignedSocket(app, {
    path: socketPaths.messages,
    frames: messageClientFrameSchema,
    admission: { verifyHello: deps.verifyHello, quota: createSocketQuota() },
    sessions,
    bus,
    allowPendingTasks: false,
    name: 'message socket',
    open(socket): Subscription {
      send(socket, { type: 'ready' });
      return { types: new Set(), language: 'en_US' };
    },
    receive(connection, frame) {
      // Each subscription replaces the last (a switch turned off stops its pushes at once).
      connection.state = { types: new Set(frame.types), language: frame.language };
      const mine = byUser.get(connection.session.userId) ?? new Set();
      mine.add(connection);
      byUser.set(connection.session.userId, mine);
      send(connection.socket, { type: 'subscribed', types: [...connection.state.types] });
    },
    closed(connection) {
      const mine = byUser.get(connection.session.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(connection.session.userId);
    },
  });
}
