import Decimal from 'decimal.js';
import { minorUnitDecimals } from '../reference/currencies';

/** Prices, percentages and money are decimals end to end; these accept the wire's strings or numbers. */
export type DecimalInput = string | number | Decimal;

const PRICE_DECIMALS = 3;
const PERCENT_DECIMALS = 2;

function toDecimal(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** Groups the integer part with commas: '1234567.5' -> '1,234,567.5'. */
function groupThousands(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** A price to 3 decimal places (spec section 9), half-up, grouped: 1234.5 -> '1,234.500'. */
export function formatPrice(value: DecimalInput, decimals = PRICE_DECIMALS): string {
  return groupThousands(toDecimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP));
}

/** A percentage to 2 decimal places with an explicit sign: 1.234 -> '+1.23%', -0.5 -> '-0.50%'. */
export function formatPercent(value: DecimalInput, decimals = PERCENT_DECIMALS): string {
  const rounded = toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const sign = rounded.isPositive() && !rounded.isZero() ? '+' : '';
  return `${sign}${rounded.toFixed(decimals)}%`;
}

/** Money with a currency's usual decimals (2 unless given), grouped: '1234567.891' -> '1,234,567.89'. */
export function formatAmount(value: DecimalInput, decimals = 2): string {
  return groupThousands(toDecimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP));
}

/**
 * An amount of money as text with its currency's decimals ('12.30' HKD, '1230' JPY); an amount finer than
 * the minor unit (a consideration of half-yen steps) keeps its own decimals rather than being rounded.
 */
export function moneyText(amount: DecimalInput, currency: string): string {
  const value = toDecimal(amount);
  return value.toFixed(Math.max(minorUnitDecimals(currency), value.decimalPlaces()));
}

/** Money in its currency's minor unit, grouped: '1,234.50' HKD, '1,235' JPY. */
export function formatMoney(amount: DecimalInput, currency: string): string {
  return groupThousands(moneyText(amount, currency));
}
