import { socketCloseCodes } from '@lantau/contract';
import type { SocketRefusal } from './socket-hello';

/** Sockets of one kind a session may hold at once: one per browser tab, and then some. */
export const MAX_SOCKETS_PER_SESSION = 8;

/**
 * Open sockets of one kind per session. One token once held 500 stream sockets; a browser needs one per tab,
 * so a few more than anyone keeps open is the cap, and the socket past it is closed with 4029.
 */
export function createSocketQuota(maxPerSession = MAX_SOCKETS_PER_SESSION) {
  const open = new Map<string, number>();
  const refusal: SocketRefusal = {
    code: socketCloseCodes.tooManySockets,
    reason: `E4029 at most ${maxPerSession} sockets per session`,
  };
  return {
    /** Counts a socket of the session and hands back its release; a refusal when the session is at the cap. */
    take(sessionId: string): { release: () => void } | { refusal: SocketRefusal } {
      const count = open.get(sessionId) ?? 0;
      if (count >= maxPerSession) return { refusal };
      open.set(sessionId, count + 1);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          const left = (open.get(sessionId) ?? 1) - 1;
          if (left > 0) open.set(sessionId, left);
          else open.delete(sessionId);
        },
      };
    },
  };
}

export type SocketQuota = ReturnType<typeof createSocketQuota>;
