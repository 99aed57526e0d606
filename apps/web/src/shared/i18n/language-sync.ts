import { secureStorage } from '../storage';
import { i18n } from './i18n';
import { detectLanguage, isAppLanguage, type AppLanguage } from './languages';

/** The stored choice, else the browser's preference. */
export function initialLanguage(browserLanguages: readonly string[] = navigator.languages): AppLanguage {
  const stored = secureStorage.get('language');
  return isAppLanguage(stored) ? stored : detectLanguage(browserLanguages);
}

function reflect(language: string) {
  if (!isAppLanguage(language)) return;
  document.documentElement.lang = language;
  secureStorage.set('language', language);
}

/** Keeps <html lang> (screen readers pick their voice from it) and the stored choice in step with i18next. */
export function syncLanguage(): void {
  reflect(i18n.language);
  i18n.on('languageChanged', reflect);
}
