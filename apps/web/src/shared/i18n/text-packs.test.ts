import { describe, expect, it } from 'vitest';
import { appLanguages } from './languages';
import { namespaces } from './resources';

const packs = import.meta.glob<{ default: unknown }>('./locales/*/*.json', { eager: true });

// i18next plural forms: English needs _one and _other, Chinese only _other; they count as one key.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix.replace(pluralSuffix, ''), value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
    }
  }
  return found;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(namespaces)('text pack %s', (namespace) => {
  const byLanguage = Object.fromEntries(
    appLanguages.map((language) => [
      language,
      leaves(packs[`./locales/${language}/${namespace}.json`]?.default),
    ]),
  );
  const english = byLanguage.en!;

  it('exists and is not empty in every language', () => {
    for (const language of appLanguages) expect(byLanguage[language]!.size).toBeGreaterThan(0);
  });

  it.each(appLanguages.filter((language) => language !== 'en'))(
    'has every key in %s, and no others',
    (language) => {
      expect([...byLanguage[language]!.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each(appLanguages)('has no empty text and the same {{variables}} in %s', (language) => {
    for (const [key, text] of byLanguage[language]!) {
      expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
      expect(variables(text), `${language} ${namespace}:${key}`).toEqual(variables(english.get(key) ?? ''));
    }
  });
});

describe('Chinese packs', () => {
  // Characters that differ between the scripts: a Simplified one in the Traditional pack is a slip, and back.
  const simplifiedOnly = /[们这账户号码设网络验证录请选择]/;
  const traditionalOnly = /[們這賬戶號碼設網絡驗證錄請選擇]/;

  it.each(namespaces)('keep Traditional and Simplified apart in %s', (namespace) => {
    for (const text of leaves(packs[`./locales/zh-HK/${namespace}.json`]?.default).values()) {
      expect(text).not.toMatch(simplifiedOnly);
    }
    for (const text of leaves(packs[`./locales/zh-CN/${namespace}.json`]?.default).values()) {
      expect(text).not.toMatch(traditionalOnly);
    }
  });
});
