import { describe, expect, it } from 'vitest';
import { detectLanguage, toApiLanguage } from './languages';

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
