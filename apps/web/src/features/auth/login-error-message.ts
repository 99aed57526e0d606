import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api';

/** The server's own words when it answered; otherwise what went wrong on the way. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.fromServer && error.message) return error.message;
    if (error.code === 'TIMEOUT' || error.code === 'NETWORK') return t('error.network');
  }
  return t('error.requestFailed');
}
