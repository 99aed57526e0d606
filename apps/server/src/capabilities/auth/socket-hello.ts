import { socketCloseCodes, socketHelloParts, type SocketHello } from '@lantau/contract';
import type { NonceStore } from './nonce-store';
import type { AuthSession, SessionService } from './session-service';
import { checkSigned } from './signature';

/** How a socket is closed when its hello is refused. */
export interface SocketRefusal {
  code: number;
  reason: string;
}

export type HelloOutcome = { session: AuthSession; refusal?: undefined } | { refusal: SocketRefusal };

/**
 * Checks a socket's hello by the rules of signed calls: a live session (else closed as SESSION_EXPIRED), a
 * timestamp within the window (4001), the session key's signature over the socket path with an unused nonce
 * (4003), and, where the socket serves only a client who may use the portal, no post-login task left (4013).
 */
export function createSocketHelloVerifier(sessions: SessionService, nonces: NonceStore) {
  return async function verifyHello(
    socketPath: string,
    hello: SocketHello,
    rules: { allowPendingTasks: boolean },
    now = new Date(),
  ): Promise<HelloOutcome> {
    const session = await sessions.findLive(hello.token, now);
    if (!session) return { refusal: { code: socketCloseCodes.sessionEnded, reason: 'SESSION_EXPIRED' } };
    const parts = socketHelloParts(socketPath, hello.timestamp, hello.nonce);
    const signed = await checkSigned(session, parts, hello.signature, nonces, now.getTime());
    if (signed === 'stale') {
      return { refusal: { code: socketCloseCodes.timeError, reason: 'E4001 timestamp out of range' } };
    }
    if (signed === 'invalid') {
      return { refusal: { code: socketCloseCodes.badSignature, reason: 'E4003 bad signature' } };
    }
    if (!rules.allowPendingTasks && session.pendingTasks.length > 0) {
      return {
        refusal: {
          code: socketCloseCodes.pendingTasks,
          reason: `E2013 pending tasks: ${session.pendingTasks.join(',')}`,
        },
      };
    }
    return { session };
  };
}

export type SocketHelloVerifier = ReturnType<typeof createSocketHelloVerifier>;
