import type { SocketClient } from './socket-client';

// Every socket that belongs to the session (session events now; quotes and messages later), so ending the
// session can close them all without knowing who opened them.
const open = new Set<SocketClient>();

/** Keeps a socket in the session's set until the returned function is called. */
export function registerSessionSocket(client: SocketClient): () => void {
  open.add(client);
  return () => open.delete(client);
}

/** Closes every session socket: the session is over, and nothing may reconnect with its token. */
export function closeSessionSockets(): void {
  for (const client of [...open]) client.close();
  open.clear();
}
