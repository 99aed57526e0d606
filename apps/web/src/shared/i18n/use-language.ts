import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppLanguage, type AppLanguage } from './languages';
import { chooseLanguage } from './language-sync';

export function useLanguage(): { language: AppLanguage; setLanguage: (language: AppLanguage) => void } {
  const { i18n } = useTranslation();
  const language = isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const setLanguage = useCallback((next: AppLanguage) => void chooseLanguage(next), []);
  return { language, setLanguage };
}
