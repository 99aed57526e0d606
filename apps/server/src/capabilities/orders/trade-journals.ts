import { Decimal } from 'decimal.js';
import type { LocalizedText } from '@lantau/contract';
import type { HoldRelease, JournalInput } from '../ledger';
import type { OrderRow } from './order-repository';

// The journals a trade books: the cash and shares it moves between the client and the clearing house, and its
// fees. Both a fill from the exchange (order-fills.ts) and a grey market trade (grey-market.ts) post them.

export interface TradeFacts {
  executionId: string;
  price: string;
  quantity: number;
  consideration: Decimal;
  fees: Decimal;
  settles: { cash: string; securities: string };
  releases: HoldRelease[];
}

/** The TRADE journal: cash against the clearing house on the cash settlement date, shares on theirs. */
export function tradeJournal(row: OrderRow, trade: TradeFacts): JournalInput {
  const buy = row.side === 'BUY';
  const cash = { kind: 'cash' as const, currency: row.currency as never };
  const security = { kind: 'security' as const, market: row.market as never, stockCode: row.stock_code };
  const cashToClient = buy ? trade.consideration.neg() : trade.consideration;
  const sharesToClient = new Decimal(buy ? trade.quantity : -trade.quantity);
  return {
    reason: 'TRADE',
    reference: trade.executionId,
    releases: trade.releases,
    fact: true,
    description: describe(row, trade.quantity, trade.price, 'trade'),
    legs: [
      { account: row.account_number, asset: cash, amount: cashToClient, valueDate: trade.settles.cash },
      { account: 'HOUSE:CLEARING', asset: cash, amount: cashToClient.neg(), valueDate: trade.settles.cash },
      {
        account: row.account_number,
        asset: security,
        amount: sharesToClient,
        valueDate: trade.settles.securities,
        ...(buy && { cost: trade.consideration.add(trade.fees) }),
      },
      {
        account: 'HOUSE:CLEARING',
        asset: security,
        amount: sharesToClient.neg(),
        valueDate: trade.settles.securities,
      },
    ],
  };
}

/** The FEE journal: the fill's fees as one line in the client's record (the execution itemises them). */
export function feeJournal(row: OrderRow, trade: TradeFacts): JournalInput {
  const cash = { kind: 'cash' as const, currency: row.currency as never };
  return {
    reason: 'FEE',
    reference: trade.executionId,
    description: describe(row, trade.quantity, trade.price, 'fees'),
    fact: true,
    legs: [
      { account: row.account_number, asset: cash, amount: trade.fees.neg(), valueDate: trade.settles.cash },
      { account: 'HOUSE:FEES', asset: cash, amount: trade.fees, valueDate: trade.settles.cash },
    ],
  };
}

function describe(row: OrderRow, quantity: number, price: string, kind: 'trade' | 'fees'): LocalizedText {
  const code = `${quantity} ${row.stock_code} @ ${price}`;
  const buy = row.side === 'BUY';
  if (kind === 'fees')
    return {
      en_US: `Fees: ${buy ? 'buy' : 'sell'} ${code}`,
      zh_HK: `費用：${buy ? '買入' : '賣出'} ${code}`,
      zh_CN: `费用：${buy ? '买入' : '卖出'} ${code}`,
    };
  return {
    en_US: `${buy ? 'Buy' : 'Sell'} ${code}`,
    zh_HK: `${buy ? '買入' : '賣出'} ${code}`,
    zh_CN: `${buy ? '买入' : '卖出'} ${code}`,
  };
}
