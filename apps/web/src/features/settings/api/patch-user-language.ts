import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { patchUserLanguage } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { isAppLanguage, toApiLanguage } from '../../../shared/i18n';
import { useSessionUserID } from '../../../shared/session';

/**
 * Tells the server when the signed-in user switches language (on the settings page, in the user menu, anywhere),
 * so the SMS and e-mail sent to them later are written in it. The login stores the language too, so a failed
 * call here is corrected at the next login; nothing is shown for it.
 */
export function useLanguageOnServer(): void {
  const { i18n } = useTranslation();
  const userID = useSessionUserID();
  useEffect(() => {
    if (!userID) return;
    const store = (language: string) => {
      if (!isAppLanguage(language)) return;
      apiClient
        .request(patchUserLanguage, { params: { userID }, body: { language: toApiLanguage(language) } })
        .catch(() => undefined);
    };
    i18n.on('languageChanged', store);
    return () => i18n.off('languageChanged', store);
  }, [i18n, userID]);
}
