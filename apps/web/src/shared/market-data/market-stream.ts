import { createContext, useContext } from 'react';
import { sessionStore } from '../session';
import { registerSessionSocket, watchNetworkSocket, type SocketClient } from '../socket';
import { createQuoteStore, type QuoteStore } from './quote-store';
import { createStreamHub, type StreamHub } from './stream-hub';

/** The quote store and the stream that feeds it: one of each per session, shared by every screen. */
export interface MarketStream {
  store: QuoteStore;
  hub: StreamHub;
}

let current: MarketStream | undefined;

/**
 * The session's market stream, connected on first use. Ending the session closes it (it is a session socket),
 * and the next session starts a fresh one with its own token and an empty store.
 */
export function sessionMarketStream(): MarketStream {
  if (current) return current;
  const store = createQuoteStore();
  const hub = createStreamHub({ store, credentials: () => sessionStore.get() ?? undefined });
  const stream: MarketStream = { store, hub };
  const unwatch = watchNetworkSocket(hub.client);
  const closeWithSession: SocketClient = {
    ...hub.client,
    close() {
      hub.client.close();
      unwatch();
      if (current === stream) current = undefined;
    },
  };
  registerSessionSocket(closeWithSession);
  current = stream;
  hub.client.connect();
  return stream;
}

/** Tests provide their own stream (fake socket, fake frames); the app uses the session's. */
export const MarketStreamContext = createContext<MarketStream | null>(null);

export function useMarketStream(): MarketStream {
  return useContext(MarketStreamContext) ?? sessionMarketStream();
}
