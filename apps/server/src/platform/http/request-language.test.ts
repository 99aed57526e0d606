import { describe, expect, it } from 'vitest';
import { resolveRequestLanguage } from './request-language';

describe('resolveRequestLanguage', () => {
  it('prefers a valid x-lang header', () => {
    expect(resolveRequestLanguage('zh_CN', 'en-US')).toBe('zh_CN');
    expect(resolveRequestLanguage('zh_HK', undefined)).toBe('zh_HK');
  });

  it('ignores an unknown x-lang and falls back to Accept-Language', () => {
    expect(resolveRequestLanguage('fr_FR', 'zh-TW,zh;q=0.9')).toBe('zh_HK');
  });

  it.each([
    ['zh-HK', 'zh_HK'],
    ['zh-TW', 'zh_HK'],
    ['zh-Hant', 'zh_HK'],
    ['zh-Hant-CN', 'zh_HK'],
    ['zh', 'zh_CN'],
    ['zh-CN', 'zh_CN'],
    ['zh-Hans-HK', 'zh_CN'],
    ['en-GB', 'en_US'],
    ['fr-FR, de', 'en_US'],
    ['fr-FR, zh-HK;q=0.5', 'zh_HK'],
    ['en;q=0.4, zh-CN;q=0.8', 'zh_CN'],
    ['zh-HK;q=0, en', 'en_US'],
  ])('maps Accept-Language %s to %s', (header, language) => {
    expect(resolveRequestLanguage(undefined, header)).toBe(language);
  });

  it('defaults to English', () => {
    expect(resolveRequestLanguage(undefined, undefined)).toBe('en_US');
    expect(resolveRequestLanguage('', '')).toBe('en_US');
  });
});
