import { formatHongKongTime } from '@lantau/domain';
import type { TFunction } from 'i18next';
import { errorDataOf, isApiError } from '../../shared/api';

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** Attempts left after a wrong password or code (E2001, E2003). */
export function remainingAttempts(error: unknown): number | undefined {
  return (errorDataOf(error, 'E2001') ?? errorDataOf(error, 'E2003'))?.remainAttempt;
}

/** Seconds until a locked account opens again (E2002). */
export function unlockInSeconds(error: unknown): number | undefined {
  return errorDataOf(error, 'E2002')?.unlockInSeconds;
}

/** Seconds before another code may be asked for (E2006, or a rate limit or quota that says when). */
export function retryAfterSeconds(error: unknown): number | undefined {
  return (errorDataOf(error, 'E2006') ?? errorDataOf(error, 'E4029') ?? errorDataOf(error, 'E4030'))
    ?.retryAfterSeconds;
}

/** A moment as the user reads it, on the one clock of every screen: the Hong Kong time, with the date when it is not today. */
export function formatMoment(at: Date, language: string, now = new Date()): string {
  const sameDay = formatHongKongTime(at, 'en').slice(0, 10) === formatHongKongTime(now, 'en').slice(0, 10);
  return formatHongKongTime(at, language, sameDay ? 'time' : 'dateTime');
}

/**
 * The text for an error any identity step can meet. Codes with a behaviour of their own are worded here, so the
 * text is the same on every screen; anything else is the server's own words, or what went wrong on the way.
 */
export function authErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('error.requestFailed');
  switch (error.code) {
    case 'E2003': {
      const count = remainingAttempts(error);
      return count === undefined ? t('otp.errors.mismatch') : t('otp.errors.mismatchRemaining', { count });
    }
    case 'E2004':
      return t('otp.errors.tooMany');
    case 'E2005':
      return t('otp.errors.expired');
    case 'E2006': {
      const seconds = retryAfterSeconds(error);
      return seconds === undefined ? t('otp.errors.wait') : t('otp.errors.waitSeconds', { count: seconds });
    }
    case 'E2007':
      return t('auth.errors.stepExpired');
    case 'E2008':
      return t('slider.failed');
    case 'E2009':
      return t('slider.required');
    case 'E2010':
      return t('password.errors.weak');
    case 'E2011':
      return t('password.errors.sameAsOld');
    case 'E2012':
      return t('password.errors.wrongCurrent');
    case 'E4029':
      return t('auth.errors.tooManyRequests');
    case 'TIMEOUT':
    case 'NETWORK':
      return t('error.network');
  }
  if (error.fromServer && error.message) return error.message;
  return t('error.requestFailed');
}
