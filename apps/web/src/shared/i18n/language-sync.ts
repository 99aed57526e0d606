import type { ApiLanguage } from '@lantau/contract';
import { mirrorPreference, secureStorage } from '../storage';
import { i18n } from './i18n';
import { isAppLanguage, matchBrowserLanguage, pickLanguage, type AppLanguage } from './languages';

/**
 * Whether the language on screen is the user's (stored) or their browser's. When it is neither (the browser
 * asks for French, say) it is only a stand-in: the broker whose pages open replaces it with its default, and it
 * is not stored, so the next broker's default applies too.
 */
let languageChosen = true;

/** The stored choice, else the browser's preference, else English until a broker's pages say otherwise. */
export function initialLanguage(browserLanguages: readonly string[] = navigator.languages): AppLanguage {
  const stored = secureStorage.get('language');
  languageChosen = isAppLanguage(stored) || matchBrowserLanguage(browserLanguages) !== undefined;
  return pickLanguage({ stored, browserLanguages });
}

/** The user picked a language themselves: it is stored and wins over any broker's default from now on. */
export function chooseLanguage(language: AppLanguage): Promise<unknown> {
  languageChosen = true;
  return i18n.changeLanguage(language);
}

/** The broker's default when the user has not chosen and the browser asks for none of ours; else undefined. */
export function brokerDefaultLanguage(brokerLanguages: readonly ApiLanguage[]): AppLanguage | undefined {
  if (languageChosen) return undefined;
  const language = pickLanguage({ browserLanguages: [], brokerLanguages });
  return language === i18n.language ? undefined : language;
}

/** Switches to the broker's default language where brokerDefaultLanguage says so. */
export function followBrokerDefault(brokerLanguages: readonly ApiLanguage[]): void {
  const language = brokerDefaultLanguage(brokerLanguages);
  if (language) void i18n.changeLanguage(language);
}

function reflect(language: string) {
  if (!isAppLanguage(language)) return;
  document.documentElement.lang = language;
  if (languageChosen) {
    secureStorage.set('language', language);
    mirrorPreference('language', language);
  }
}

/** Keeps <html lang> (screen readers pick their voice from it) and the stored choice in step with i18next. */
export function syncLanguage(): void {
  reflect(i18n.language);
  i18n.on('languageChanged', reflect);
}
