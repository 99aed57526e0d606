import { useCallback, useEffect, useState } from 'react';
import { limits } from '@lantau/contract';
import type { SocketStatusSource } from '../../shared/socket';

/**
 * Whether to show the unstable-network dialog: the socket has been down for the network-disconnect grace
 * (5 s; a quick reconnect is not worth a dialog), and the user has not dismissed it during this outage. It
 * hides by itself on reconnection.
 */
export function useUnstableNetwork(client: SocketStatusSource, graceMs: number = limits.networkDisconnectMs) {
  const [state, setState] = useState({ overdue: false, dismissed: false });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = (status: 'connected' | 'disconnected') => {
      clearTimeout(timer);
      if (status === 'connected') {
        setState({ overdue: false, dismissed: false });
        return;
      }
      timer = setTimeout(() => setState((current) => ({ ...current, overdue: true })), graceMs);
    };
    if (client.getStatus() === 'disconnected') {
      timer = setTimeout(() => setState((current) => ({ ...current, overdue: true })), graceMs);
    }
    const unsubscribe = client.subscribe(watch);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, graceMs]);

  const dismiss = useCallback(() => setState((current) => ({ ...current, dismissed: true })), []);
  return { shown: state.overdue && !state.dismissed, dismiss };
}
