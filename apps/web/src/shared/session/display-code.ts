import { useSyncExternalStore } from 'react';
import { secureStorage } from '../storage';

/** The broker whose pages the user last visited; a different one in the URL means a broker switch. */
export function getStoredDisplayCode(): string | undefined {
  return secureStorage.get('brokerDisplayCode');
}

export function storeDisplayCode(displayCode: string): void {
  if (getStoredDisplayCode() !== displayCode) secureStorage.set('brokerDisplayCode', displayCode);
}

export function useStoredDisplayCode(): string | undefined {
  return useSyncExternalStore(secureStorage.subscribe, getStoredDisplayCode);
}
