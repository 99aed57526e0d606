import Decimal from 'decimal.js';
import type { ApiLanguage, CurrencyCode, FeeLine, StatementCash, StatementTrade } from '@lantau/contract';
import type { CashEntryRow, TradeRow } from './statement-repository';

const money = (value: Decimal) => value.toFixed(2);

/**
 * Cash per currency over a period: the opening balance, each movement with the balance after it, and the
 * closing balance, which is the opening plus every movement by construction. Currencies with neither an
 * opening balance nor a movement are left out; the order is the currency code's.
 */
export function cashOfPeriod(
  opening: readonly { currency_code: string; total: string }[],
  entries: readonly CashEntryRow[],
  language: ApiLanguage,
): StatementCash[] {
  const currencies = new Set([
    ...opening.map((row) => row.currency_code),
    ...entries.map((e) => e.currency_code),
  ]);
  return [...currencies].sort().map((currency) => {
    const start = new Decimal(opening.find((row) => row.currency_code === currency)?.total ?? 0);
    let balance = start;
    const movements = entries
      .filter((entry) => entry.currency_code === currency)
      .map((entry) => {
        const amount = new Decimal(entry.amount);
        balance = balance.plus(amount);
        return {
          businessDate: entry.business_date,
          valueDate: entry.value_date,
          reason: entry.reason,
          reference: entry.reference,
          description: entry.description[language] ?? entry.description.en_US ?? entry.reference,
          amount: money(amount),
          balance: money(balance),
        };
      });
    return {
      currency: currency as CurrencyCode,
      opening: money(start),
      net: money(balance.minus(start)),
      closing: money(balance),
      movements,
    };
  });
}

/** An execution as the statement lists it: consideration, each fee booked for it, and the cash it moved. */
export function tradeOf(row: TradeRow, name: string): StatementTrade {
  const price = new Decimal(row.price);
  const consideration = price.times(row.quantity);
  const fees = (row.fees as FeeLine[]).map((line) => ({
    item: line.item,
    amount: money(new Decimal(line.amount)),
  }));
  const totalFees = fees.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const netAmount =
    row.side === 'BUY' ? consideration.plus(totalFees).negated() : consideration.minus(totalFees);
  return {
    executionID: row.execution_id,
    orderID: row.order_id,
    tradeDate: row.trade_date,
    settlementDate: row.settlement_date,
    market: row.market as StatementTrade['market'],
    stockCode: row.stock_code,
    name,
    side: row.side,
    currency: row.currency as CurrencyCode,
    quantity: row.quantity,
    price: price.toFixed(3),
    consideration: money(consideration),
    fees,
    totalFees: money(totalFees),
    netAmount: money(netAmount),
  };
}
