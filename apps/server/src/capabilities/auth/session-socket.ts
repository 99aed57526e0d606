import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sessionClientFrameSchema, socketPaths, type SessionServerFrame } from '@lantau/contract';
import type { SessionService } from './session-service';
import type { EventBus, PlatformEvent } from '../../platform/events/event-bus';
import type { SocketPresence } from '../../platform/sockets/socket-presence';
import { acceptSignedSocket } from './signed-socket';
import type { SocketHelloVerifier } from './socket-hello';
import { createSocketQuota } from './socket-quota';

function send(socket: WebSocket, frame: SessionServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The session socket (/ws/session): the signed hello of every socket (acceptSignedSocket; at most 8 sockets
 * per session, and allowed while post-login tasks are left, so a client hears its session end), then the
 * client hears when its session ends (logout frame, then close), when a new app-OTP prefix is issued for its
 * user and when one of its user's orders (orderbook), fund requests (fundrequest) or dividends (dividends)
 * change, so every list the client has open follows without a reload. Events arrive through the event bus, so with a
 * shared bus they reach sockets held by any server node. `presence` counts the sockets per user and node.
 */
export async function registerSessionSocket(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    bus: EventBus;
    verifyHello: SocketHelloVerifier;
    presence: SocketPresence;
  },
): Promise<void> {
  const { sessions, bus } = deps;
  const connections = await acceptSignedSocket(app, {
    path: socketPaths.session,
    frames: sessionClientFrameSchema,
    admission: { verifyHello: deps.verifyHello, quota: createSocketQuota() },
    sessions,
    bus,
    allowPendingTasks: true,
    name: 'session socket',
    farewell: (reason): SessionServerFrame => ({ type: 'logout', reason }),
    open(socket, session) {
      send(socket, { type: 'ready', sessionRemainSec: sessions.secondsLeft(session) });
      deps.presence.opened(session.userId);
      return {};
    },
    closed: ({ session }) => deps.presence.closed(session.userId),
  });

  const unsubscribe = bus.subscribe((event: PlatformEvent) => {
    for (const { socket, session } of connections) {
      if (event.type === 'otp-prefix' && session.userId === event.userId) {
        send(socket, { type: 'otpprefix', prefix: event.prefix, expiresInSeconds: event.expiresInSeconds });
      } else if (event.type === 'order-changed' && session.userId === event.userId) {
        send(socket, { type: 'orderbook', ...event.order });
      } else if (event.type === 'fund-changed' && session.userId === event.userId) {
        send(socket, { type: 'fundrequest', requestID: event.requestID, status: event.status });
      } else if (event.type === 'dividends-changed' && session.userId === event.userId) {
        send(socket, { type: 'dividends' });
      } else if (event.type === 'ipo-application-changed' && session.userId === event.userId) {
        send(socket, { type: 'ipoapplication', applicationID: event.applicationID, status: event.status });
      }
    }
  });
  app.addHook('onClose', async () => unsubscribe());
}
