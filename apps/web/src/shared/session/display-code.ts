import { useSyncExternalStore } from 'react';
import { secureStorage } from '../storage';

/** The broker whose pages the user last visited; a different one in the URL means a broker switch. */
export function getStoredDisplayCode(): string | undefined {
  return secureStorage.get('brokerDisplayCode');
}

export function storeDisplayCode(displayCode: string): void {
  if (getStoredDisplayCode() !== displayCode) secureStorage.set('brokerDisplayCode', displayCode);
}

const noStoredCode = () => undefined;

export function useStoredDisplayCode(): string | undefined {
  // A prerendered page was drawn for a visitor with none stored (app/prerender/): so is its hydration.
  return useSyncExternalStore(secureStorage.subscribe, getStoredDisplayCode, noStoredCode);
}
