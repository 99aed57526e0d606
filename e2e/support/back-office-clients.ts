import en from '../../apps/web/src/shared/i18n/locales/en/backofficeclients.json' with { type: 'json' };
import zhHK from '../../apps/web/src/shared/i18n/locales/zh-HK/backofficeclients.json' with { type: 'json' };
import zhCN from '../../apps/web/src/shared/i18n/locales/zh-CN/backofficeclients.json' with { type: 'json' };

/** The quote plan, announcement and client look-up screens' texts in each language. */
export const backOfficeClientTexts = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as const;
