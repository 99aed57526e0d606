import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api';

/**
 * What a failed staff call says: the server's message (already in the member's language, spec section 8) with
 * its code, or a general failure when no answer came.
 */
export function errorText(error: unknown, t: TFunction<'backoffice'>): string {
  if (isApiError(error) && /^E\d{4}$/.test(error.code)) return `${error.message} (${error.code})`;
  return t('failed');
}
