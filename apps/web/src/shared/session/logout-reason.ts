import { secureStorage } from '../storage';

/** Why the last session ended ('timeout', 'kickOff', ...), kept so the login page can explain it. */
export function storeLogoutReason(reason: string): void {
  secureStorage.set('logoutReason', reason);
}

export function getLogoutReason(): string | undefined {
  return secureStorage.get('logoutReason');
}

export function clearLogoutReason(): void {
  secureStorage.remove('logoutReason');
}
