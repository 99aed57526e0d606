import type { TFunction } from 'i18next';
import { sessionStore, storeReturnPath, type UserSession } from '../../shared/session';
import { closeSessionSockets } from '../../shared/socket';
import { isReturnablePath } from '../../shared/url';

export interface SessionExitDeps {
  /** Path and query inside the app (without the /portal2 basename) of the page on screen. */
  currentPath: () => string;
  goToLogin: () => void;
  /** Drops what the app cached for the user (their queries); broker data stays. */
  forgetUserData: () => void;
  t: TFunction;
}

let deps: SessionExitDeps | undefined;

/** The app wires in its router, query cache and texts once at start. */
export function configureSessionExit(next: SessionExitDeps | undefined): void {
  deps = next;
}

/** What the app wired in (forced-exit.ts shows its dialog with them). */
export function sessionExitDeps(): SessionExitDeps | undefined {
  return deps;
}

function rememberReturnPath(session: UserSession) {
  const path = deps?.currentPath();
  const code = path?.split('/').filter(Boolean)[0];
  if (!path || !code || !session.userID || !isReturnablePath(code, path)) return;
  storeReturnPath({ displayCode: code, userID: session.userID, path });
}

/**
 * Ends the session on this device: remembers the page (to come back after logging in again), closes the
 * sockets, forgets the user's cached data and clears the session. The isSessionTimeoutTakeAction flag makes
 * it happen once: false when there is no session or its end is already under way (a timer, a socket push and
 * a failing call can all notice at once).
 */
export function endSessionLocally({ keepReturnPath }: { keepReturnPath: boolean }): boolean {
  const session = sessionStore.get();
  if (!session?.token || session.isSessionTimeoutTakeAction) return false;
  sessionStore.update({ isSessionTimeoutTakeAction: true });
  if (keepReturnPath) rememberReturnPath(session);
  closeSessionSockets();
  deps?.forgetUserData();
  sessionStore.clear();
  return true;
}
