import type { SessionServerFrame } from '@lantau/contract';

/** An `orderbook` frame of the session socket: one order's new status and filled quantity. */
export type OrderUpdate = Omit<Extract<SessionServerFrame, { type: 'orderbook' }>, 'type'>;
type Listener = (update: OrderUpdate) => void;

// The session socket belongs to the app; the screens that show orders (the order history, the ticket's latest
// order) listen here, so neither knows about the other or the socket.
const listeners = new Set<Listener>();

export function publishOrderUpdate(update: OrderUpdate): void {
  for (const listener of [...listeners]) listener(update);
}

/** Hears every order update until the returned function is called. */
export function subscribeOrderUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const lossListeners = new Set<() => void>();

/** The session socket is back after a lost connection: the order updates sent meanwhile never arrived. */
export function publishOrderUpdatesLost(): void {
  for (const listener of [...lossListeners]) listener();
}

/** Hears of order updates lost to a reconnection (the screens read their orders again) until unsubscribed. */
export function subscribeOrderUpdatesLost(listener: () => void): () => void {
  lossListeners.add(listener);
  return () => lossListeners.delete(listener);
}
