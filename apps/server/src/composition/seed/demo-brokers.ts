import type { ApiLanguage, BrokerConfig, LocalizedText } from '@lantau/contract';

/** A demo broker: what the broker list shows, its contact details (for the tips) and its configuration. */
export interface DemoBroker {
  brokerCode: string;
  displayCode: string;
  name: LocalizedText;
  primaryColor: string;
  /** Languages offered, default first. */
  languages: ApiLanguage[];
  contact: { phone: string; email: string; address: LocalizedText };
  configuration: BrokerConfig;
}

const allInstrumentTypes: BrokerConfig['InstTypeHK'] = ['EQTY', 'ETF', 'WRNT', 'CBBC', 'REIT', 'BOND'];

/** The configuration the demo brokers start from; each broker overrides what it does differently. */
const baseConfiguration: BrokerConfig = {
  AndroidVersion: {
    version: '3.2.0',
    description: {
      en_US: 'Faster quotes, an IPO calendar and dark mode.',
      zh_HK: '更快的報價、新股日曆及深色模式。',
      zh_CN: '更快的报价、新股日历及深色模式。',
    },
  },
  IOSVersion: {
    version: '3.2.1',
    description: {
      en_US: 'Faster quotes, an IPO calendar and dark mode.',
      zh_HK: '更快的報價、新股日曆及深色模式。',
      zh_CN: '更快的报价、新股日历及深色模式。',
    },
  },
  WebTwoFAChannel: 'SMS',
  // Every market of the simulated universe; Japan, Singapore and the UK trade limit orders only.
  WebEnableTradeMarket: ['HK', 'US', 'MA^MZ', 'SS^SZ', 'JP', 'SG^SI', 'GB^GP'],
  WebOtpLength: 6,
  WebOtpExpirySeconds: 300,
  WebEIPOEnable: true,
  WebStatementEnable: true,
  WebExtStatementEnable: true,
  WebFundInEnable: true,
  WebFundOutEnable: true,
  WebFundExEnable: true,
  WebDividendSelectionEnable: true,
  WebFundInAllowNonRegBank: false,
  WebGreyMarketEnable: true,
  WebFundInSuspendDDA: false,
  WebFundInSuspendDDI: false,
  FundHistRangeLimit: 365,
  ASharesBuyLotSize: 100,
  ASharesSellLotSize: 100,
  BSharesBuyLotSize: 100,
  BSharesSellLotSize: 100,
  DDASupportBankInfoLink: 'https://www.lantau-securities.example/edda/banks',
  WebRAOEnable: true,
  WebRAOLink: 'https://open.lantau-securities.example/',
  WebDisplayBlockedFeature: true,
  WebOddLotOrderEnable: true,
  WebFundInMinAmountDDI: '100',
  WebSessionTimeoutSeconds: 1800,
  WebSessionAbsoluteTimeoutSeconds: 43_200,
  WebAccountNicknameEnable: true,
  InstTypeHK: allInstrumentTypes,
  InstTypeMA: ['EQTY', 'ETF'],
  InstTypeMZ: ['EQTY', 'ETF'],
  WebPNLEnable: true,
  WebOldVersionLink: 'https://classic.lantau-securities.example/',
  // The platform's default brokerage (packages/domain fees/default-schedules.ts) in every market.
  BrokerageRates: [],
};

export const demoBrokers: readonly DemoBroker[] = [
  {
    brokerCode: 'LTU',
    displayCode: 'lantau',
    name: { en_US: 'Lantau Securities', zh_HK: '大嶼證券', zh_CN: '大屿证券' },
    primaryColor: '#0b7285',
    languages: ['en_US', 'zh_HK', 'zh_CN'],
    contact: {
      phone: '+852 2388 1000',
      email: 'cs@lantau-securities.example',
      address: {
        en_US: 'Level 18, Lantau Tower, 8 Harbour Road, Wan Chai, Hong Kong',
        zh_HK: '香港灣仔港灣道8號大嶼大廈18樓',
        zh_CN: '香港湾仔港湾道8号大屿大厦18楼',
      },
    },
    configuration: baseConfiguration,
  },
  {
    brokerCode: 'KLN',
    displayCode: 'kowloon',
    name: { en_US: 'Kowloon Securities', zh_HK: '九龍證券', zh_CN: '九龙证券' },
    primaryColor: '#c92a2a',
    languages: ['zh_HK', 'en_US', 'zh_CN'],
    contact: {
      phone: '+852 2721 8800',
      email: 'service@kowloon-securities.example',
      address: {
        en_US: '12/F, Kowloon Commercial Centre, 88 Nathan Road, Tsim Sha Tsui, Kowloon',
        zh_HK: '九龍尖沙咀彌敦道88號九龍商業中心12樓',
        zh_CN: '九龙尖沙咀弥敦道88号九龙商业中心12楼',
      },
    },
    configuration: {
      ...baseConfiguration,
      WebTwoFAChannel: 'Email',
      WebEnableTradeMarket: ['HK', 'US'],
      WebOtpExpirySeconds: 600,
      WebGreyMarketEnable: false,
      WebFundExEnable: false,
      WebDividendSelectionEnable: false,
      WebOddLotOrderEnable: false,
      WebExtStatementEnable: false,
      WebFundInSuspendDDA: true,
      FundHistRangeLimit: 180,
      DDASupportBankInfoLink: 'https://www.kowloon-securities.example/edda-banks',
      WebRAOEnable: false,
      WebRAOLink: 'https://www.kowloon-securities.example/open-account',
      WebDisplayBlockedFeature: false,
      WebFundInMinAmountDDI: '500',
      WebSessionTimeoutSeconds: 900,
      WebAccountNicknameEnable: false,
      // No old portal to go back to: the switch stays hidden.
      WebOldVersionLink: '',
      InstTypeHK: ['EQTY', 'ETF', 'REIT'],
      InstTypeMA: [],
      InstTypeMZ: [],
      // A traditional full-service house: 0.25% with a HKD 100 minimum in Hong Kong, USD 0.01 a share (USD 5 at
      // least) in the US.
      BrokerageRates: [
        { market: 'HK', effectiveFrom: '2024-01-01', ratePercent: '0.25', minimum: '100' },
        { market: 'US', effectiveFrom: '2024-01-01', perShare: '0.01', minimum: '5' },
      ],
    },
  },
  {
    brokerCode: 'VIC',
    displayCode: 'victoria',
    name: { en_US: 'Victoria Harbour Securities', zh_HK: '維港證券', zh_CN: '维港证券' },
    primaryColor: '#5f3dc4',
    languages: ['en_US', 'zh_CN', 'zh_HK'],
    contact: {
      phone: '+852 2899 3300',
      email: 'support@victoria-securities.example',
      address: {
        en_US: '25/F, Victoria Place, 1 Connaught Road Central, Central, Hong Kong',
        zh_HK: '香港中環干諾道中1號維港廣場25樓',
        zh_CN: '香港中环干诺道中1号维港广场25楼',
      },
    },
    configuration: {
      ...baseConfiguration,
      WebTwoFAChannel: 'APP_OTP',
      WebEnableTradeMarket: ['HK', 'MA^MZ', 'SS^SZ'],
      WebOtpLength: 6,
      WebOtpExpirySeconds: 120,
      WebEIPOEnable: false,
      WebStatementEnable: false,
      WebExtStatementEnable: false,
      WebGreyMarketEnable: true,
      WebFundInEnable: true,
      WebFundOutEnable: true,
      WebOddLotOrderEnable: true,
      WebPNLEnable: false,
      WebFundInSuspendDDI: true,
      FundHistRangeLimit: 90,
      ASharesSellLotSize: 1,
      DDASupportBankInfoLink: 'https://www.victoria-securities.example/help/edda',
      WebRAOLink: 'https://apply.victoria-securities.example/',
      WebSessionTimeoutSeconds: 1200,
      InstTypeMA: ['EQTY'],
      InstTypeMZ: ['EQTY', 'ETF'],
    },
  },
];

/** Logo of a broker, served from apps/server/public/brokers. */
export function logoPathOf(displayCode: string): string {
  return `/static/brokers/${displayCode}.svg`;
}
