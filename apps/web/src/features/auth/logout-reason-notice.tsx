import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { secureStorage } from '../../shared/storage';
import { clearLogoutReason, getLogoutReason } from '../../shared/session';

/** Says why the last session ended when the session-ended dialog timed out unseen. */
export function LogoutReasonNotice() {
  const { t } = useTranslation();
  const reason = useSyncExternalStore(secureStorage.subscribe, getLogoutReason);
  if (!reason) return null;
  return (
    <Alert color="yellow" withCloseButton closeButtonLabel={t('dialog.close')} onClose={clearLogoutReason}>
      {reason === 'kickOff' ? t('session.kickOffReason') : t('session.timeoutReason')}
    </Alert>
  );
}
