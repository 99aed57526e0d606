import { beforeAll, describe, expect, it } from 'vitest';
import { applyBrokerTexts, mergeTexts, unflattenTexts } from './broker-texts';
import { i18n, initI18n } from './i18n';
import { syncLanguage } from './language-sync';
import { secureStorage } from '../storage';

beforeAll(async () => {
  await initI18n('en');
  syncLanguage();
});

describe('broker text overrides', () => {
  it('nests flat keys', () => {
    expect(unflattenTexts({ 'login.title': 'A', 'login.subtitle': 'B', top: 'C' })).toEqual({
      login: { title: 'A', subtitle: 'B' },
      top: 'C',
    });
  });

  it('merges deeply without touching the base', () => {
    const base = { login: { title: 'T', submit: 'Log in' }, app: { loading: 'L' } };
    expect(mergeTexts(base, { login: { title: 'Mine' } })).toEqual({
      login: { title: 'Mine', submit: 'Log in' },
      app: { loading: 'L' },
    });
    expect(base.login.title).toBe('T');
  });

  it('layers over the default pack, and the next broker starts from the default again', async () => {
    await applyBrokerTexts('en', { 'login.title': 'Kowloon Securities Online Trading' });
    expect(i18n.t('login.title', { broker: 'X' })).toBe('Kowloon Securities Online Trading');
    expect(i18n.t('login.submit')).toBe('Log in');
    await applyBrokerTexts('en', {});
    expect(i18n.t('login.title', { broker: 'Lantau Securities' })).toBe('Welcome to Lantau Securities');
  });

  it('loads other languages on demand and keeps <html lang> and the stored choice in step', async () => {
    await i18n.changeLanguage('zh-HK');
    expect(i18n.t('login.submit')).toBe('登入');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(secureStorage.get('language')).toBe('zh-HK');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('login.submit')).toBe('登录');
    await i18n.changeLanguage('en');
  });
});
