import Decimal from 'decimal.js';
import type { OrderSide } from '../orders';
import { minorUnitDecimals } from '../reference/currencies';
import type { FeeItem, FeeRate, FeeSchedule } from './fee-schedule';

// The fee calculator: the ticket's estimate before confirmation and the fees booked when a trade settles come
// from this one function, so the two agree to the cent.

export interface FeeTrade {
  readonly side: OrderSide;
  /** Price x quantity, in the schedule's currency (a decimal string or Decimal). */
  readonly consideration: Decimal.Value;
  readonly quantity: number;
  /** The contract's instrument type (EQTY, ETF, ...); rates that exempt it are skipped. */
  readonly instrumentType?: string;
}

export interface FeeLineAmount {
  readonly item: FeeItem;
  /** In the currency's minor unit: two decimals ('12.30'), none for the yen ('123'). */
  readonly amount: string;
}

export interface FeeEstimateResult {
  readonly lines: readonly FeeLineAmount[];
  /** Sum of the lines, in the currency's minor unit. */
  readonly total: string;
}

/** Whether a rate applies to this trade (its side, and not an exempt instrument type). */
export function rateApplies(rate: FeeRate, trade: FeeTrade): boolean {
  if (!rate.sides.includes(trade.side)) return false;
  return trade.instrumentType === undefined || !rate.exemptInstrumentTypes.includes(trade.instrumentType);
}

/**
 * One rate's amount for a trade: rate, per share and fixed parts, held to minimum and maximum, rounded: CENT to
 * the currency's minor unit half up (the cent; the whole yen, which has no smaller unit), UP_TO_DOLLAR up to
 * the next whole unit.
 */
export function feeAmount(rate: FeeRate, trade: FeeTrade, decimals = 2): Decimal {
  let amount = new Decimal(0);
  if (rate.ratePercent !== null)
    amount = amount.plus(new Decimal(trade.consideration).times(rate.ratePercent).div(100));
  if (rate.perShare != null) amount = amount.plus(new Decimal(rate.perShare).times(trade.quantity));
  if (rate.fixed !== null) amount = amount.plus(rate.fixed);
  // Nothing traded, nothing charged: a minimum applies to a trade, not to an empty estimate.
  if (amount.isZero()) return amount;
  if (rate.minimum !== null) amount = Decimal.max(amount, rate.minimum);
  if (rate.maximum !== null) amount = Decimal.min(amount, rate.maximum);
  return rate.rounding === 'UP_TO_DOLLAR'
    ? amount.toDecimalPlaces(0, Decimal.ROUND_UP)
    : amount.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

/** Every fee of a trade under a schedule, line by line, and their total. */
export function estimateFees(schedule: FeeSchedule, trade: FeeTrade): FeeEstimateResult {
  const decimals = minorUnitDecimals(schedule.currency);
  const lines = schedule.rates
    .filter((rate) => rateApplies(rate, trade))
    .map((rate) => ({ item: rate.item, amount: feeAmount(rate, trade, decimals) }));
  const total = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  return {
    lines: lines.map((line) => ({ item: line.item, amount: line.amount.toFixed(decimals) })),
    total: total.toFixed(decimals),
  };
}

/** Price x quantity, exactly. */
export function considerationOf(price: Decimal.Value, quantity: number): Decimal {
  return new Decimal(price).times(quantity);
}
