import { describe, expect, it } from 'vitest';
import { apiLanguages } from '@lantau/contract';
import { statementTexts } from './statement-texts';

/** Every text of a pack by its path, page numbers filled in. */
const leaves = (pack: object, prefix = ''): [string, string][] =>
  Object.entries(pack).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [[prefix + key, value]]
      : typeof value === 'function'
        ? [[prefix + key, (value as (page: number, pages: number) => string)(2, 5)]]
        : leaves(value as object, `${prefix}${key}.`),
  );

describe('statement texts', () => {
  it('give each language a pack of the same texts, each in its own language', () => {
    const english = leaves(statementTexts.en_US);
    for (const language of apiLanguages) {
      const pack = leaves(statementTexts[language]);
      expect(pack.map(([path]) => path)).toEqual(english.map(([path]) => path));
      for (const [path, text] of pack) expect(text.trim(), `${language} ${path}`).not.toBe('');
    }
    expect(statementTexts.en_US.title.MONTHLY).toBe('Monthly statement');
    expect(statementTexts.zh_HK.accountType.MARGIN).toBe('孖展賬戶');
    expect(statementTexts.zh_CN.page(2, 5)).toBe('第 2 页，共 5 页');
  });
});
