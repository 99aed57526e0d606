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
  'ipo',
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

// One file per language and namespace, fetched as data: a visitor downloads only the texts they read, parsed as
// JSON rather than compiled as script, and not part of any page's JavaScript (vite.config.ts keeps the files
// apart rather than inlined). Under the unit tests there is no server to fetch from: the packs are imported.
const packUrls = import.meta.glob<string>('./locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});
const testPacks =
  import.meta.env.MODE === 'test' ? import.meta.glob<{ default: TextPack }>('./locales/*/*.json') : undefined;

async function fetchTextPack(file: string): Promise<TextPack> {
  const url = packUrls[file];
  if (!url) throw new Error(`No text pack ${file}`);
  if (testPacks) return (await testPacks[file]!()).default;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as TextPack;
}

/** Told when a lazily loaded pack could not be fetched, so the error reporter can count it (ResourceMiss). */
export const RESOURCE_MISS_EVENT = 'lantau:resource-miss';

export async function loadTextPack(language: AppLanguage, namespace: string): Promise<TextPack> {
  try {
    return await fetchTextPack(`./locales/${language}/${namespace}.json`);
  } catch (error) {
    const detail = `Text pack ${language}/${namespace} failed to load: ${error instanceof Error ? error.message : String(error)}`;
    globalThis.dispatchEvent?.(new CustomEvent(RESOURCE_MISS_EVENT, { detail }));
    throw error;
  }
}
