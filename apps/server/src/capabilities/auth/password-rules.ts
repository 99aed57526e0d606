import type { ApiLanguage } from '@lantau/contract';
import { checkPasswordChange } from '@lantau/domain';
import { AppError } from '../../platform/http/app-error';
import { issueMessages, localize } from '../../platform/i18n/server-messages';

/**
 * Applies the password rules of spec section 5 (domain's checkPasswordChange): E2010 weak, E2011 same as the
 * old one, and a confirmation that differs is an input error, E1000 with a field issue on body.confirmation,
 * so the form can mark the field (the client checks it before sending anyway).
 */
export function assertAcceptablePassword(
  change: { oldPassword: string; newPassword: string; confirmation: string },
  language: ApiLanguage,
): void {
  switch (checkPasswordChange(change)) {
    case 'weak':
      throw new AppError('E2010');
    case 'sameAsOld':
      throw new AppError('E2011');
    case 'confirmationMismatch':
      throw new AppError('E1000', [
        { path: 'body.confirmation', message: localize(issueMessages.confirmationMismatch, language) },
      ]);
    case null:
      return;
  }
}
