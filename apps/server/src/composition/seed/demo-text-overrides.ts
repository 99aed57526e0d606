import type { LocalizedText } from '@lantau/contract';

/**
 * Broker text packs: the portal's default texts a broker replaces, by text key. Lantau keeps the defaults;
 * the other two brand their login page.
 */
export const demoTextOverrides: Readonly<Record<string, Readonly<Record<string, LocalizedText>>>> = {
  KLN: {
    'login.title': {
      en_US: 'Kowloon Securities Online Trading',
      zh_HK: '九龍證券網上交易',
      zh_CN: '九龙证券网上交易',
    },
    'login.subtitle': {
      en_US: 'Trade Hong Kong and US stocks with confidence',
      zh_HK: '安心買賣港股及美股',
      zh_CN: '安心买卖港股及美股',
    },
  },
  VIC: {
    'login.title': {
      en_US: 'Victoria Harbour Securities Client Portal',
      zh_HK: '維港證券客戶平台',
      zh_CN: '维港证券客户平台',
    },
    'login.subtitle': {
      en_US: 'Hong Kong and China Connect trading, secured by app OTP',
      zh_HK: '港股及滬深港通交易，以手機應用程式一次性密碼保護',
      zh_CN: '港股及沪深港通交易，以手机应用程序一次性密码保护',
    },
  },
};
