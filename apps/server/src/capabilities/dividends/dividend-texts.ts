import type { Decimal } from 'decimal.js';
import type { LocalizedText } from '@lantau/contract';

// What the ledger's account record and the client's message center say about a dividend payment, in the three
// languages (the message center keeps all three so a client who switches language reads the new one).

export interface PaymentFacts {
  stockCode: string;
  name: LocalizedText;
  accountNumber: string;
  currency: string;
  sharesHeld: number;
  cashAmount: Decimal;
  scripQuantity: number;
}

const money = (facts: PaymentFacts) => `${facts.currency} ${facts.cashAmount.toFixed(2)}`;

/** The journal's description: 'Dividend 00700: HKD 220.00 cash, 2 scrip shares'. */
export function paymentDescription(facts: PaymentFacts): LocalizedText {
  const scrip = facts.scripQuantity > 0;
  return {
    en_US: `Dividend ${facts.stockCode}: ${money(facts)} cash${scrip ? `, ${facts.scripQuantity} scrip shares` : ''}`,
    zh_HK: `股息 ${facts.stockCode}：現金 ${money(facts)}${scrip ? `，以股代息 ${facts.scripQuantity} 股` : ''}`,
    zh_CN: `股息 ${facts.stockCode}：现金 ${money(facts)}${scrip ? `，以股代息 ${facts.scripQuantity} 股` : ''}`,
  };
}

export function paymentMessageTitle(facts: PaymentFacts): LocalizedText {
  return {
    en_US: `Dividend paid: ${facts.stockCode} ${facts.name.en_US}`,
    zh_HK: `股息已派付：${facts.stockCode} ${facts.name.zh_HK}`,
    zh_CN: `股息已派付：${facts.stockCode} ${facts.name.zh_CN}`,
  };
}

export function paymentMessageContent(facts: PaymentFacts): LocalizedText {
  const scrip = facts.scripQuantity > 0;
  return {
    en_US:
      `The dividend on ${facts.sharesHeld} shares of ${facts.stockCode} was paid into account ${facts.accountNumber}: ` +
      `${money(facts)} in cash${scrip ? ` and ${facts.scripQuantity} new shares` : ''}.`,
    zh_HK:
      `${facts.stockCode} ${facts.sharesHeld} 股的股息已存入賬戶 ${facts.accountNumber}：` +
      `現金 ${money(facts)}${scrip ? `及新股 ${facts.scripQuantity} 股` : ''}。`,
    zh_CN:
      `${facts.stockCode} ${facts.sharesHeld} 股的股息已存入账户 ${facts.accountNumber}：` +
      `现金 ${money(facts)}${scrip ? `及新股 ${facts.scripQuantity} 股` : ''}。`,
  };
}
