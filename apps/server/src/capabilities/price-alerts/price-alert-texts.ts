import Decimal from 'decimal.js';
import type { LocalizedText } from '@lantau/contract';
import type { PriceAlertType } from '@lantau/domain';

// What the client's message center says when an alert fires, in the three languages (the message center keeps
// all three so a client who switches language reads the new one): the stock, the condition and the price.

export interface FiringFacts {
  stockCode: string;
  name: LocalizedText;
  type: PriceAlertType;
  /** The alert's value: a price, or a percent. */
  value: string;
  /** The last price it fired at, and the change against the previous close in percent. */
  price: string;
  changePercent: Decimal | null;
}

const percent = (value: Decimal.Value) => new Decimal(value).abs().toFixed(2);

export function firingTitle(facts: FiringFacts): LocalizedText {
  return {
    en_US: `Price alert: ${facts.stockCode} ${facts.name.en_US}`,
    zh_HK: `價格提醒：${facts.stockCode} ${facts.name.zh_HK}`,
    zh_CN: `价格提醒：${facts.stockCode} ${facts.name.zh_CN}`,
  };
}

export function firingContent(facts: FiringFacts): LocalizedText {
  const { stockCode: code, price, value } = facts;
  const change = facts.changePercent ?? new Decimal(0);
  const stock = (language: keyof LocalizedText) => `${code} ${facts.name[language]}`;
  switch (facts.type) {
    case 'NominalUp':
      return {
        en_US: `${stock('en_US')} is at ${price}, at or above your alert price of ${value}.`,
        zh_HK: `${stock('zh_HK')} 現價 ${price}，已升至或高於您的提醒價 ${value}。`,
        zh_CN: `${stock('zh_CN')} 现价 ${price}，已升至或高于您的提醒价 ${value}。`,
      };
    case 'NominalDown':
      return {
        en_US: `${stock('en_US')} is at ${price}, at or below your alert price of ${value}.`,
        zh_HK: `${stock('zh_HK')} 現價 ${price}，已跌至或低於您的提醒價 ${value}。`,
        zh_CN: `${stock('zh_CN')} 现价 ${price}，已跌至或低于您的提醒价 ${value}。`,
      };
    case 'ChangePctUp':
      return {
        en_US: `${stock('en_US')} is at ${price}, up ${percent(change)}% on the previous close, reaching your alert of +${percent(value)}%.`,
        zh_HK: `${stock('zh_HK')} 現價 ${price}，較昨收上升 ${percent(change)}%，已達您的提醒 +${percent(value)}%。`,
        zh_CN: `${stock('zh_CN')} 现价 ${price}，较昨收上涨 ${percent(change)}%，已达您的提醒 +${percent(value)}%。`,
      };
    case 'ChangePctDown':
      return {
        en_US: `${stock('en_US')} is at ${price}, down ${percent(change)}% on the previous close, reaching your alert of -${percent(value)}%.`,
        zh_HK: `${stock('zh_HK')} 現價 ${price}，較昨收下跌 ${percent(change)}%，已達您的提醒 -${percent(value)}%。`,
        zh_CN: `${stock('zh_CN')} 现价 ${price}，较昨收下跌 ${percent(change)}%，已达您的提醒 -${percent(value)}%。`,
      };
  }
}
