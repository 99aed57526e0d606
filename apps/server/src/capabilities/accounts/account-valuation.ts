import Decimal from 'decimal.js';
import type { CurrencyCode, MarketCode, Position } from '@lantau/contract';
import {
  buyingPower,
  equity,
  maintenanceRequirement,
  marginState,
  marketSettlementCurrencies,
  marketValue,
  todaysPnl,
  unrealisedPnl,
  type MarginHolding,
} from '@lantau/domain';
import type { AccountBalances, SecurityBalance } from '../ledger';
import type { PositionPrice } from './position-prices';
import type { ValuationData } from './valuation-data';

// An account's figures from its ledger balances and prices: positions with market value and P/L in their
// own currency, totals and the margin summary in HKD at reference rates. The arithmetic is the domain's
// (packages/domain/src/portfolio), shared with the order ticket.

const money = (value: Decimal) => value.toFixed(2, Decimal.ROUND_HALF_UP);
const price = (value: Decimal) => value.toFixed(3, Decimal.ROUND_HALF_UP);
const ZERO = new Decimal(0);
const sum = (values: readonly Decimal[]) => values.reduce((total, value) => total.plus(value), ZERO);

/** Shares bought and sold today with the cash they took or brought (today's P/L counts from those prices). */
export interface TodaysTrades {
  bought: { quantity: Decimal; amount: Decimal };
  sold: { quantity: Decimal; amount: Decimal };
}

export const positionKey = (market: string, stockCode: string) => `${market}|${stockCode}`;

export interface ValuationInput {
  accountType: 'CASH' | 'MARGIN';
  creditLimit: Decimal;
  balances: AccountBalances;
  priceOf: (market: MarketCode, stockCode: string) => PositionPrice | undefined;
  data: ValuationData;
  /** The client's own average costs (P/L cost edit), by positionKey. */
  costOverrides?: ReadonlyMap<string, Decimal>;
  todaysTrades?: ReadonlyMap<string, TodaysTrades>;
}

/** A held instrument the exchange does not list is valued at its cost, named by its code. */
function fallbackPrice(security: SecurityBalance): PositionPrice {
  const name = security.stockCode;
  return {
    name: { en_US: name, zh_HK: name, zh_CN: name },
    currency: (marketSettlementCurrencies[security.market]?.[0] ?? 'HKD') as CurrencyCode,
    lotSize: 1,
    last: security.averageCost,
    previousClose: security.averageCost,
  };
}

interface PricedPosition {
  position: Position;
  currency: CurrencyCode;
  marketValue: Decimal;
  unrealisedPnl: Decimal;
  todayPnl: Decimal;
}

function pricePosition(security: SecurityBalance, input: ValuationInput): PricedPosition {
  const quote = input.priceOf(security.market, security.stockCode) ?? fallbackPrice(security);
  const key = positionKey(security.market, security.stockCode);
  const override = input.costOverrides?.get(key);
  const averageCost = override ?? security.averageCost;
  const value = marketValue(security.quantity, quote.last);
  const pnl = unrealisedPnl({ quantity: security.quantity, averageCost, price: quote.last });
  const costBasis = averageCost.times(security.quantity);
  const today = todaysPnl({
    quantity: security.quantity,
    price: quote.last,
    previousClose: quote.previousClose,
    ...input.todaysTrades?.get(key),
  });
  return {
    currency: quote.currency,
    marketValue: value,
    unrealisedPnl: pnl,
    todayPnl: today,
    position: {
      market: security.market,
      stockCode: security.stockCode,
      name: quote.name,
      currency: quote.currency,
      quantity: security.quantity,
      sellable: security.sellable,
      onHold: security.onHold,
      lotSize: quote.lotSize,
      averageCost: price(averageCost),
      costEdited: override !== undefined,
      lastPrice: price(quote.last),
      previousClose: price(quote.previousClose),
      marketValue: money(value),
      unrealisedPnl: money(pnl),
      unrealisedPnlPercent: costBasis.isZero() ? '0.00' : money(pnl.dividedBy(costBasis).times(100)),
      todayPnl: money(today),
    },
  };
}

/** The holdings as the margin rules see them: market value in HKD and each one's loan ratio. */
function marginHoldings(priced: readonly PricedPosition[], input: ValuationInput): MarginHolding[] {
  return priced.map(({ position, currency, marketValue: value }) => ({
    marketValue: input.data.toHkd(currency, value),
    marginRatio: input.data.marginRatio(position.market, position.stockCode),
  }));
}

/** Buying power in HKD: available cash, plus on a margin account the loan its holdings support. */
function buyingPowerHkd(input: ValuationInput, holdings: readonly MarginHolding[]): Decimal {
  const available = sum(input.balances.cash.map((cash) => input.data.toHkd(cash.currency, cash.available)));
  return input.accountType === 'MARGIN'
    ? buyingPower({ cash: available, holdings, creditLimit: input.creditLimit })
    : buyingPower({ cash: available });
}

/**
 * What a margin account may borrow in `currency` beyond its own available cash of it: its buying power
 * (in HKD, over every currency and the loan its holdings support) in that currency, less that cash.
 */
export function marginHeadroomOf(input: ValuationInput, currency: string): Decimal {
  const priced = input.balances.securities.map((security) => pricePosition(security, input));
  const power = input.data.fromHkd(currency, buyingPowerHkd(input, marginHoldings(priced, input)));
  const own = input.balances.cash.find((cash) => cash.currency === currency)?.available ?? ZERO;
  return power.minus(own);
}

/** The account overview's figures (everything but the account and the quote plan). */
export function valueAccount(input: ValuationInput) {
  const priced = input.balances.securities.map((security) => pricePosition(security, input));
  const hkd = (currency: string, value: Decimal) => input.data.toHkd(currency, value);
  const holdings = marginHoldings(priced, input);
  const cashHkd = sum(
    input.balances.cash.map((cash) => hkd(cash.currency, cash.settled.plus(cash.unsettled))),
  );
  const marketValueHkd = sum(priced.map((item) => hkd(item.currency, item.marketValue)));
  const loan = sum(
    input.balances.cash.map((cash) =>
      hkd(cash.currency, Decimal.max(cash.settled.plus(cash.unsettled).negated(), 0)),
    ),
  );
  return {
    cash: input.balances.cash.map((cash) => ({
      currency: cash.currency,
      available: money(cash.available),
      onHold: money(cash.onHold),
      unsettled: money(cash.unsettled),
      settled: money(cash.settled),
    })),
    positions: priced.map((item) => item.position),
    totals: {
      buyingPower: money(buyingPowerHkd(input, holdings)),
      marketValue: money(marketValueHkd),
      cash: money(cashHkd),
      netAssets: money(cashHkd.plus(marketValueHkd)),
      unrealisedPnl: money(sum(priced.map((item) => hkd(item.currency, item.unrealisedPnl)))),
      todayPnl: money(sum(priced.map((item) => hkd(item.currency, item.todayPnl)))),
    },
    margin:
      input.accountType === 'MARGIN'
        ? {
            state: marginState(cashHkd, holdings),
            creditLimit: money(input.creditLimit),
            marginValue: money(sum(holdings.map((h) => new Decimal(h.marketValue).times(h.marginRatio)))),
            maintenance: money(maintenanceRequirement(holdings)),
            equity: money(equity(cashHkd, holdings)),
            loan: money(loan),
          }
        : null,
  };
}
