import type { AppLanguage } from './languages';

export const namespaces = [
  'common',
  'landing',
  'articles',
  'errors',
  'market',
  'trade',
  'account',
  'dividends',
  'statements',
  'fund',
  'backoffice',
  'backofficeclients',
  'screener',
  'alerts',
  'settings',
  'watchlist',
  'help',
  'messages',
] as const;
export type Namespace = (typeof namespaces)[number];
export type TextPack = { [key: string]: string | TextPack | TextPack[] | string[] };

// One lazily loaded chunk per language and namespace: a visitor downloads only the texts they read.
const loaders = import.meta.glob<{ default: TextPack }>('./locales/*/*.json');

/** Told when a lazily loaded pack could not be fetched, so the error reporter can count it (ResourceMiss). */
export const RESOURCE_MISS_EVENT = 'lantau:resource-miss';

export async function loadTextPack(language: AppLanguage, namespace: string): Promise<TextPack> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No text pack ${language}/${namespace}`);
  try {
    return (await load()).default;
  } catch (error) {
    const detail = `Text pack ${language}/${namespace} failed to load: ${error instanceof Error ? error.message : String(error)}`;
    globalThis.dispatchEvent?.(new CustomEvent(RESOURCE_MISS_EVENT, { detail }));
    throw error;
  }
}
