import type { WebSocket } from 'ws';
import type { SocketHello } from '@lantau/contract';
import type { SocketHelloVerifier, SocketRefusal } from './socket-hello';
import type { AuthSession } from './session-service';
import type { SocketQuota } from './socket-quota';

export interface SocketAdmission {
  verifyHello: SocketHelloVerifier;
  quota: SocketQuota;
}

/**
 * Lets a socket in on its hello: the hello is verified, then the socket counted against its session's cap.
 * Refused sockets are closed with the refusal's code and reason (after `beforeClose`, which may say more).
 * Returns the session and the release to call when the socket closes, or undefined when refused or gone.
 */
export async function admitSocket(
  socket: WebSocket,
  admission: SocketAdmission,
  hello: { path: string; frame: SocketHello; allowPendingTasks: boolean },
  beforeClose: (refusal: SocketRefusal) => void = () => undefined,
): Promise<{ session: AuthSession; release: () => void } | undefined> {
  const refuse = (refusal: SocketRefusal) => {
    beforeClose(refusal);
    socket.close(refusal.code, refusal.reason);
    return undefined;
  };
  const outcome = await admission.verifyHello(hello.path, hello.frame, {
    allowPendingTasks: hello.allowPendingTasks,
  });
  if (outcome.refusal) return refuse(outcome.refusal);
  // The client may have gone while the session was looked up.
  if (socket.readyState !== socket.OPEN) return undefined;
  const taken = admission.quota.take(outcome.session.sessionId);
  if ('refusal' in taken) return refuse(taken.refusal);
  return { session: outcome.session, release: taken.release };
}
