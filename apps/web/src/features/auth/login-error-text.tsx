import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api';
import { useLanguage } from '../../shared/i18n';
import { ForgotPasswordLink } from './forgot-password-link';
import { authErrorText, formatMoment, remainingAttempts, unlockInSeconds } from './auth-errors';

interface LoginErrorTextProps {
  error: unknown;
}

/**
 * Why the password step failed. A wrong password never says whether the user ID exists; a lock-out (of this
 * address, or a slow-down of the user ID) says until when, and that resetting the password ends it now.
 */
export function LoginErrorText({ error }: LoginErrorTextProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (isApiError(error) && error.code === 'E2001') {
    const count = remainingAttempts(error);
    return (
      <Text size="sm">
        {count === undefined
          ? t('login.errors.wrongCredentials')
          : t('login.errors.wrongCredentialsLeft', { count })}
      </Text>
    );
  }
  if (isApiError(error) && error.code === 'E2002') {
    const seconds = unlockInSeconds(error);
    const text =
      seconds === undefined
        ? t('login.errors.lockedNoTime')
        : t('login.errors.locked', {
            time: formatMoment(new Date(error.receivedAt + seconds * 1000), language),
          });
    return (
      <>
        <Text size="sm">{text}</Text>
        <ForgotPasswordLink size="sm" mt={6} display="inline-block">
          {t('login.errors.resetToUnlock')}
        </ForgotPasswordLink>
      </>
    );
  }
  return <Text size="sm">{authErrorText(error, t)}</Text>;
}
