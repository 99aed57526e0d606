import type { LocalizedName } from './localized-name';

export interface ProductLineReference {
  prodLineCode: 'SEC' | 'IPO' | 'GREY' | 'FUND' | 'FX';
  name: LocalizedName;
  /** Markets the product line covers; empty where it is not tied to an exchange (funds, FX). */
  markets: readonly string[];
  currencies: readonly string[];
}

export const productLines: readonly ProductLineReference[] = [
  {
    prodLineCode: 'SEC',
    name: { en_US: 'Securities', zh_HK: '證券', zh_CN: '证券' },
    markets: ['HK', 'MA^MZ', 'SS^SZ', 'US'],
    currencies: ['HKD', 'CNY', 'USD'],
  },
  {
    prodLineCode: 'IPO',
    name: { en_US: 'IPO subscriptions', zh_HK: '新股認購', zh_CN: '新股认购' },
    markets: ['HK'],
    currencies: ['HKD'],
  },
  {
    prodLineCode: 'GREY',
    name: { en_US: 'Grey market', zh_HK: '暗盤交易', zh_CN: '暗盘交易' },
    markets: ['HK'],
    currencies: ['HKD'],
  },
  {
    prodLineCode: 'FUND',
    name: { en_US: 'Funds', zh_HK: '基金', zh_CN: '基金' },
    markets: [],
    currencies: ['HKD', 'USD', 'CNY'],
  },
  {
    prodLineCode: 'FX',
    name: { en_US: 'Currency exchange', zh_HK: '貨幣兌換', zh_CN: '货币兑换' },
    markets: [],
    currencies: ['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'SGD'],
  },
];
