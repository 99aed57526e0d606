import type { TFunction } from 'i18next';
import type { SessionEndEvent } from '../shared/api';
import type { ErrorDialogRequest } from '../shared/ui/dialogs';

/** The dialog of spec section 8 for each way a session can end. */
export function sessionEndDialog(event: SessionEndEvent, t: TFunction): ErrorDialogRequest {
  const closeLabel = t('session.backToLogin');
  const reference = t('error.apiCode', { apiCode: event.apiCode });
  if (event.reason === 'sessionTimeout') {
    return { title: t('session.timeoutTitle'), lines: [t('session.pleaseRelogin'), reference], closeLabel };
  }
  if (event.code === 'E4001') {
    return {
      title: t('error.systemTip'),
      lines: [`${event.code} (${event.apiCode})`, t('error.timeError')],
      closeLabel,
    };
  }
  if (event.code === 'E4003') {
    return {
      title: t('error.systemTip'),
      lines: [`${event.code} (${event.apiCode})`, event.message],
      closeLabel,
    };
  }
  return {
    title: t('error.requestError'),
    lines: [t('error.httpStatus', { status: event.status }), reference],
    closeLabel,
  };
}

export interface SessionEndDeps {
  currentToken: () => string | undefined;
  /** Clears the session and closes the sockets; false when its end was already under way (a logout). */
  endSession: () => boolean | void;
  showDialog: (request: ErrorDialogRequest) => Promise<void>;
  goToLogin: () => void;
  t: TFunction;
}

/**
 * Handles the end of a session once per session: a burst of failing calls shows one dialog, not one each.
 * Without a session there is nothing to end: the caller's own error message is all the user needs (the login
 * page shows it), so no dialog covers the page.
 */
export function createSessionEndHandler(deps: SessionEndDeps): (event: SessionEndEvent) => void {
  let handledToken: string | undefined;
  return (event) => {
    const token = deps.currentToken();
    if (token === undefined || token === handledToken) return;
    handledToken = token;
    if (deps.endSession() === false) return;
    void deps.showDialog(sessionEndDialog(event, deps.t)).then(deps.goToLogin);
  };
}
