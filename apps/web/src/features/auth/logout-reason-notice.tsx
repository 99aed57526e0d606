import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { secureStorage } from '../../shared/storage';
import { getLogoutReason } from '../../shared/session';

// Loaded when there is a reason to show: most visits to the login page have none.
const LogoutReasonAlert = lazy(async () => ({ default: (await import('./login-alerts')).LogoutReasonAlert }));

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
    <Suspense fallback={null}>
      <LogoutReasonAlert text={t(text)} />
    </Suspense>
  );
}
