import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './i18n';
import {
  brokerDefaultLanguage,
  chooseLanguage,
  followBrokerDefault,
  initialLanguage,
  syncLanguage,
} from './language-sync';
import { secureStorage } from '../storage';

describe('broker default language', () => {
  beforeAll(async () => {
    secureStorage.remove('language');
    await initI18n(initialLanguage(['fr-FR']));
    syncLanguage();
  });

  it("shows English as a stand-in, unstored, until a broker's pages give their default", async () => {
    expect(i18n.language).toBe('en');
    expect(secureStorage.get('language')).toBeUndefined();
    expect(brokerDefaultLanguage(['zh_HK', 'en_US'])).toBe('zh-HK');
    followBrokerDefault(['zh_HK', 'en_US']);
    await vi.waitFor(() => expect(i18n.language).toBe('zh-HK'));
    expect(brokerDefaultLanguage(['zh_HK', 'en_US'])).toBeUndefined();
    // Another broker's default replaces it, since the user never chose.
    expect(brokerDefaultLanguage(['zh_CN'])).toBe('zh-CN');
    expect(secureStorage.get('language')).toBeUndefined();
  });

  it("keeps the user's own choice over every broker's default", async () => {
    await chooseLanguage('en');
    expect(secureStorage.get('language')).toBe('en');
    expect(brokerDefaultLanguage(['zh_HK'])).toBeUndefined();
  });

  it('never replaces a browser language that is one of ours', () => {
    secureStorage.remove('language');
    expect(initialLanguage(['zh-TW', 'fr'])).toBe('zh-HK');
    expect(brokerDefaultLanguage(['zh_CN'])).toBeUndefined();
  });
});
