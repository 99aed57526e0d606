import type { TFunction } from 'i18next';
import { sessionStore, storeReturnPath, type UserSession } from '../../shared/session';
import { closeSessionSockets } from '../../shared/socket';
import { showSessionEndedDialog, type SessionEndedDialogRequest } from '../../shared/ui/dialogs';
import { isReturnablePath } from '../../shared/url';

/** Ways a session is ended for the user (not by them): its time ran out, or the server ended it. */
export type SessionEndKind = 'timeout' | 'kickOff' | 'loggedOut' | 'passwordReset';

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

export function sessionEndedRequest(kind: SessionEndKind, t: TFunction): SessionEndedDialogRequest {
  switch (kind) {
    case 'kickOff':
      return {
        title: t('session.kickOffTitle'),
        // A sentence saying what happened, not a bare label: the title alone left users guessing.
        message: t('session.kickOffReason'),
        kind: 'kickOff',
        logoutReason: 'kickOff',
      };
    case 'loggedOut':
      return {
        title: t('session.loggedOutTitle'),
        message: t('session.loggedOutMessage'),
        kind: 'timeout',
        logoutReason: 'loggedOut',
      };
    case 'passwordReset':
      return {
        title: t('session.passwordResetTitle'),
        message: t('session.passwordResetMessage'),
        kind: 'kickOff',
        logoutReason: 'passwordReset',
      };
    case 'timeout':
      return {
        title: t('session.timeoutTitle'),
        message: t('session.pleaseRelogin'),
        kind: 'timeout',
        logoutReason: 'timeout',
      };
  }
}

/**
 * The forced exit of spec section 4: the session ends here, the session-ended dialog counts down from 60 over
 * the login page, and whichever way it closes the user is at login.
 */
export function forceSessionExit(kind: SessionEndKind): boolean {
  if (!endSessionLocally({ keepReturnPath: true })) return false;
  const current = deps;
  if (!current) return true;
  void showSessionEndedDialog(sessionEndedRequest(kind, current.t)).then(() => current.goToLogin());
  return true;
}
