import en from '../../apps/web/src/shared/i18n/locales/en/backoffice.json' with { type: 'json' };
import zhHK from '../../apps/web/src/shared/i18n/locales/zh-HK/backoffice.json' with { type: 'json' };
import zhCN from '../../apps/web/src/shared/i18n/locales/zh-CN/backoffice.json' with { type: 'json' };

/** The back office's texts as staff read them in each language: the tests look for what is shown. */
export const backOfficeTexts = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as const;
