import type { ApiLanguage } from '@lantau/contract';

export const appLanguages = ['en', 'zh-HK', 'zh-CN'] as const;
export type AppLanguage = (typeof appLanguages)[number];

export function isAppLanguage(value: unknown): value is AppLanguage {
  return appLanguages.includes(value as AppLanguage);
}

/** Each language named in itself, so a reader finds their own whatever language the page is in. */
export const languageNames: Record<AppLanguage, string> = {
  en: 'English',
  'zh-HK': '繁體中文',
  'zh-CN': '简体中文',
};

const apiLanguages: Record<AppLanguage, ApiLanguage> = { en: 'en_US', 'zh-HK': 'zh_HK', 'zh-CN': 'zh_CN' };

export function toApiLanguage(language: AppLanguage): ApiLanguage {
  return apiLanguages[language];
}

function fromBrowserTag(tag: string): AppLanguage | undefined {
  const parts = tag.toLowerCase().split(/[-_]/);
  if (parts[0] === 'en') return 'en';
  if (parts[0] !== 'zh') return undefined;
  // Script subtags decide first (zh-Hant-CN is still Traditional); then the regions that write Traditional.
  if (parts.includes('hant')) return 'zh-HK';
  if (parts.includes('hans')) return 'zh-CN';
  if (parts.some((part) => part === 'hk' || part === 'tw' || part === 'mo')) return 'zh-HK';
  return 'zh-CN';
}

export function fromApiLanguage(language: ApiLanguage | undefined): AppLanguage | undefined {
  return appLanguages.find((candidate) => apiLanguages[candidate] === language);
}

/** The first browser language we offer; undefined when none is Chinese or English. */
export function matchBrowserLanguage(browserLanguages: readonly string[]): AppLanguage | undefined {
  for (const tag of browserLanguages) {
    const language = fromBrowserTag(tag);
    if (language) return language;
  }
  return undefined;
}

/** The first browser language we offer; English when none is Chinese or English. */
export function detectLanguage(browserLanguages: readonly string[]): AppLanguage {
  return matchBrowserLanguage(browserLanguages) ?? 'en';
}

/**
 * The language to show: the user's stored choice, else their browser's, else (when the browser asks for none
 * of the three) the default of the broker whose pages these are (its first language), else English.
 */
export function pickLanguage(choice: {
  stored?: unknown;
  browserLanguages: readonly string[];
  brokerLanguages?: readonly ApiLanguage[];
}): AppLanguage {
  if (isAppLanguage(choice.stored)) return choice.stored;
  return (
    matchBrowserLanguage(choice.browserLanguages) ?? fromApiLanguage(choice.brokerLanguages?.[0]) ?? 'en'
  );
}
