import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppLanguage, type AppLanguage } from './languages';

export function useLanguage(): { language: AppLanguage; setLanguage: (language: AppLanguage) => void } {
  const { i18n } = useTranslation();
  const language = isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const setLanguage = useCallback((next: AppLanguage) => void i18n.changeLanguage(next), [i18n]);
  return { language, setLanguage };
}
