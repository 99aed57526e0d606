import type { TFunction } from 'i18next';
import { errorDataOf, isApiError } from '../../shared/api';

/**
 * What a failed order call tells the user, in their language: the refusal's reason when the server names one
 * (E6001 carries it), the spec's own messages for the other order codes, and the server's message otherwise
 * (already in the caller's language).
 */
export function orderErrorText(
  error: unknown,
  t: TFunction<['trade', 'errors']>,
  action: 'place' | 'amend' | 'cancel',
): string {
  if (!isApiError(error)) return t('errors:submitFailed');
  if (!error.fromServer)
    return error.code === 'TIMEOUT' || error.code === 'NETWORK'
      ? t('errors:noResponse')
      : t('errors:submitFailed');
  switch (error.code) {
    case 'E6001': {
      const reason = errorDataOf(error, 'E6001')?.reason;
      return reason ? t(`trade:reason.${reason}`) : error.message;
    }
    case 'E6003':
      return action === 'cancel' ? t('errors:cancelOrderFailed') : error.message;
    case 'E6005':
      return t('errors:noAccountForMarket');
    case 'E6006':
      return t('errors:tradeNotSupported');
    case 'E6007':
      return t('errors:handlingFeeUnavailable');
    default:
      return error.message || t('errors:submitFailed');
  }
}
