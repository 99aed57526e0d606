import { describe, expect, it } from 'vitest';
import { detectLanguage, pickLanguage, toApiLanguage } from './languages';

describe('language detection', () => {
  it.each([
    [['zh-HK'], 'zh-HK'],
    [['zh-TW'], 'zh-HK'],
    [['zh-MO'], 'zh-HK'],
    [['zh-Hant'], 'zh-HK'],
    [['zh-Hant-CN'], 'zh-HK'],
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['zh_hk'], 'zh-HK'],
    [['en-GB'], 'en'],
    [['fr-FR', 'zh-TW'], 'zh-HK'],
    [['ja-JP', 'fr'], 'en'],
    [[], 'en'],
  ] as const)('%j gives %s', (browser, expected) => {
    expect(detectLanguage(browser)).toBe(expected);
  });

  it('names the languages as the API does', () => {
    expect(toApiLanguage('en')).toBe('en_US');
    expect(toApiLanguage('zh-HK')).toBe('zh_HK');
    expect(toApiLanguage('zh-CN')).toBe('zh_CN');
  });
});

describe('language choice', () => {
  it("keeps the user's stored choice over the browser and the broker", () => {
    expect(
      pickLanguage({ stored: 'zh-CN', browserLanguages: ['en-GB'], brokerLanguages: ['zh_HK', 'en_US'] }),
    ).toBe('zh-CN');
  });

  it("prefers the browser's language when it is one of ours", () => {
    expect(pickLanguage({ browserLanguages: ['fr-FR', 'en-US'], brokerLanguages: ['zh_HK'] })).toBe('en');
  });

  it("uses the broker's default (its first language) when the browser asks for none of ours", () => {
    expect(pickLanguage({ browserLanguages: ['fr-FR'], brokerLanguages: ['zh_HK', 'en_US', 'zh_CN'] })).toBe(
      'zh-HK',
    );
    expect(pickLanguage({ browserLanguages: ['de'], brokerLanguages: ['zh_CN', 'en_US'] })).toBe('zh-CN');
  });

  it('falls back to English without a broker, and ignores a stored value that is no language', () => {
    expect(pickLanguage({ stored: 'fr', browserLanguages: ['fr-FR'] })).toBe('en');
  });
});
