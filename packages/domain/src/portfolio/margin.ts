import Decimal from 'decimal.js';
import type { FeeSchedule, FeeTrade } from '../fees';
import { estimateFees } from '../fees';

// Buying power and the margin state of an account in one currency. A cash account spends its available cash; a
// margin account may also borrow against its holdings: each holding lends its market value x its margin ratio,
// all of them together no more than the account's credit limit. Equity (cash plus holdings; cash is negative
// while a loan is drawn) must stay at or above the maintenance requirement, or the account is in MARGIN_CALL.

/** The contract's `marginStates`. */
export const MARGIN_STATES = ['NORMAL', 'MARGIN_CALL'] as const;
export type MarginState = (typeof MARGIN_STATES)[number];

/** Broker defaults for instruments without a configured ratio (fractions of market value). */
export const MARGIN_DEFAULTS = {
  /** Loan value of a marginable holding. */
  marginRatio: '0.5',
  /** Equity the account must keep per unit of market value. */
  maintenanceRatio: '0.25',
} as const;

export interface MarginHolding {
  readonly marketValue: Decimal.Value;
  /** 0 for holdings that cannot be pledged. */
  readonly marginRatio: Decimal.Value;
  readonly maintenanceRatio?: Decimal.Value;
}

/** What the holdings could borrow, capped by the credit limit. */
export function loanValue(holdings: readonly MarginHolding[], creditLimit: Decimal.Value): Decimal {
  const pledgeable = holdings.reduce(
    (sum, holding) => sum.plus(new Decimal(holding.marketValue).times(holding.marginRatio)),
    new Decimal(0),
  );
  return Decimal.min(pledgeable, creditLimit);
}

/**
 * What the account may spend on a buy: available cash, plus (margin accounts) the loan its holdings support
 * within the credit limit; never below zero. `cash` is available cash (negative while a loan is drawn).
 */
export function buyingPower(account: {
  readonly cash: Decimal.Value;
  readonly holdings?: readonly MarginHolding[];
  /** Absent or zero for a cash account. */
  readonly creditLimit?: Decimal.Value;
}): Decimal {
  const loan =
    account.creditLimit === undefined
      ? new Decimal(0)
      : loanValue(account.holdings ?? [], account.creditLimit);
  return Decimal.max(new Decimal(account.cash).plus(loan), 0);
}

/** Cash plus the market value of the holdings. */
export function equity(cash: Decimal.Value, holdings: readonly MarginHolding[]): Decimal {
  return holdings.reduce((sum, holding) => sum.plus(holding.marketValue), new Decimal(cash));
}

/** The equity the holdings require: market value x maintenance ratio, summed. */
export function maintenanceRequirement(holdings: readonly MarginHolding[]): Decimal {
  return holdings.reduce(
    (sum, holding) =>
      sum.plus(
        new Decimal(holding.marketValue).times(holding.maintenanceRatio ?? MARGIN_DEFAULTS.maintenanceRatio),
      ),
    new Decimal(0),
  );
}

/** MARGIN_CALL when equity is below the maintenance requirement. */
export function marginState(cash: Decimal.Value, holdings: readonly MarginHolding[]): MarginState {
  return equity(cash, holdings).lt(maintenanceRequirement(holdings)) ? 'MARGIN_CALL' : 'NORMAL';
}

/** The cash a buy order holds: its consideration plus its estimated fees. A sell holds shares, not cash. */
export function orderCashRequirement(schedule: FeeSchedule, trade: FeeTrade): Decimal {
  if (trade.side === 'SELL') return new Decimal(0);
  return new Decimal(trade.consideration).plus(estimateFees(schedule, trade).total);
}
