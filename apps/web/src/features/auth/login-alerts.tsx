import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clearLogoutReason } from '../../shared/session';
import { LoginErrorText } from './login-error-text';

// The login page's alerts, loaded when one shows (login-form.tsx, logout-reason-notice.tsx): most visits show
// none, and with Mantine's alert and the error texts they weighed about 1.8 KB of the login page's download.

/** Why the last attempt at the password step failed. */
export function LoginFailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('login.failed')}>
      <LoginErrorText error={error} />
    </Alert>
  );
}

/** Why the last session ended, with a button to dismiss it. */
export function LogoutReasonAlert({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" withCloseButton closeButtonLabel={t('dialog.close')} onClose={clearLogoutReason}>
      {text}
    </Alert>
  );
}
