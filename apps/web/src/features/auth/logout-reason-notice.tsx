import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { secureStorage } from '../../shared/storage';
import { clearLogoutReason, getLogoutReason } from '../../shared/session';

const reasonTexts = {
  kickOff: 'session.kickOffReason',
  loggedOut: 'session.loggedOutReason',
  passwordReset: 'session.passwordResetReason',
  timeout: 'session.timeoutReason',
} as const;

const noReason = () => undefined;

/** Says why the last session ended when the session-ended dialog timed out unseen. */
export function LogoutReasonNotice() {
  const { t } = useTranslation();
  // A prerendered login page is hydrated only without a stored reason (app/prerender/).
  const reason = useSyncExternalStore(secureStorage.subscribe, getLogoutReason, noReason);
  if (!reason) return null;
  const text = reasonTexts[reason as keyof typeof reasonTexts] ?? reasonTexts.timeout;
  return (
    <Alert color="yellow" withCloseButton closeButtonLabel={t('dialog.close')} onClose={clearLogoutReason}>
      {t(text)}
    </Alert>
  );
}
