import type { TFunction } from 'i18next';
import { showSessionEndedDialog, type SessionEndedDialogRequest } from '../../shared/ui/dialogs';
import { endSessionLocally, sessionExitDeps } from './session-exit';

// Apart from session-exit.ts, which the app wires in at start: only a running session (session-life.tsx, loaded
// with one) forces an exit, and its dialogs' texts were part of the login page's download.

/** Ways a session is ended for the user (not by them): its time ran out, or the server ended it. */
export type SessionEndKind = 'timeout' | 'kickOff' | 'loggedOut' | 'passwordReset';

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
  const current = sessionExitDeps();
  if (!current) return true;
  void showSessionEndedDialog(sessionEndedRequest(kind, current.t)).then(() => current.goToLogin());
  return true;
}
