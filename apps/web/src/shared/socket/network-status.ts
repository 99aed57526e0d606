import type { SocketClient, SocketStatus } from './socket-client';

export type SocketStatusSource = Pick<SocketClient, 'getStatus' | 'subscribe'>;

// The sockets whose loss the user should hear about (the session socket, the quote stream): the network counts
// as down while any of them is down, so one unstable-network dialog covers them all.
const watched = new Set<SocketStatusSource>();
const listeners = new Set<(status: SocketStatus) => void>();
const unsubscribers = new Map<SocketStatusSource, () => void>();
let last: SocketStatus = 'connected';

function combined(): SocketStatus {
  for (const source of watched) if (source.getStatus() === 'disconnected') return 'disconnected';
  return 'connected';
}

function recompute() {
  const next = combined();
  if (next === last) return;
  last = next;
  listeners.forEach((listener) => listener(next));
}

/** Counts a socket in the network status until the returned function is called. */
export function watchNetworkSocket(source: SocketStatusSource): () => void {
  if (!watched.has(source)) {
    watched.add(source);
    unsubscribers.set(source, source.subscribe(recompute));
    recompute();
  }
  return () => {
    if (!watched.delete(source)) return;
    unsubscribers.get(source)?.();
    unsubscribers.delete(source);
    recompute();
  };
}

/** Disconnected while any watched socket is. */
export const networkStatus: SocketStatusSource = {
  getStatus: combined,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
