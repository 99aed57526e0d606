import type { AppLanguage } from './languages';

export const namespaces = ['common', 'landing', 'articles'] as const;
export type Namespace = (typeof namespaces)[number];
export type TextPack = { [key: string]: string | TextPack | TextPack[] | string[] };

// One lazily loaded chunk per language and namespace: a visitor downloads only the texts they read.
const loaders = import.meta.glob<{ default: TextPack }>('./locales/*/*.json');

export async function loadTextPack(language: AppLanguage, namespace: string): Promise<TextPack> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No text pack ${language}/${namespace}`);
  return (await load()).default;
}
