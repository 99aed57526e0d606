import { useSyncExternalStore } from 'react';
import type { SocketClient, SocketStatus } from './socket-client';

export function useSocketStatus(client: SocketClient): SocketStatus {
  return useSyncExternalStore(client.subscribe, client.getStatus, client.getStatus);
}
