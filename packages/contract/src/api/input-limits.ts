import { z } from 'zod';
import { decimalTextSchema } from './market-data';
import { maxMoneyAmount, maxPrice, maxPriceDecimals, maxShareQuantity } from './input-maxima';

// The largest amount, price and quantity a request may carry. Each comes from what its database column holds
// and what the business allows, the tighter of the two, so that bad input is refused as a field error (E1000
// naming the field) by the contract's schema on both sides, never stored to fail later:
//
// - Money lives in numeric(24, 6) columns: under 10^18. One request moves at most 10^12 in any currency (a
//   trillion yen is a few billion dollars: more than a client portal's single request), so a balance has room
//   for a million requests at the maximum before its column could overflow.
// - Prices: an order's consideration (price x quantity, at most 10^7 x 10^9 = 10^16) and its fees are held in
//   money columns; a price keeps at most 6 decimals, as numeric(24, 6) does. The dearest listed share trades
//   under 10^6 (in dollars); 10^7 leaves it room to grow.
// - Quantities are integer columns (under 2^31); no single order or election moves more than 10^9 shares.
//
// Price alerts and the stock screener keep their own, tighter caps (they catch typing slips; see
// priceAlertValueProblem and screenerLimits).

const plainDecimal = /^\d+(\.\d+)?$/;

/** Whole and fractional digits of a non-negative decimal text, without the zeros that do not count. */
function digitsOf(text: string): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = text.split('.');
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction: fraction.replace(/0+$/, '') };
}

/**
 * Whether decimal text is above `maximum`, exactly (no binary float in between). Text that is not a plain
 * non-negative decimal is never above it: its own check refuses it.
 */
export function exceedsDecimal(text: string, maximum: string): boolean {
  if (!plainDecimal.test(text)) return false;
  const value = digitsOf(text);
  const limit = digitsOf(maximum);
  if (value.whole.length !== limit.whole.length) return value.whole.length > limit.whole.length;
  if (value.whole !== limit.whole) return value.whole > limit.whole;
  // Fractions without trailing zeros compare digit by digit, as text does.
  return value.fraction > limit.fraction;
}

/** A check that reports text above `maximum` as zod's own too_big issue, so it reads 'Must be at most ...'. */
function atMost(maximum: string) {
  return (text: string, context: z.RefinementCtx) => {
    if (!exceedsDecimal(text, maximum)) return;
    context.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: Number(maximum),
      inclusive: true,
      input: text,
    });
  };
}

/** Money in a request: a decimal above 0 with at most 2 decimals, at most maxMoneyAmount. */
export const moneyAmountSchema = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, 'An amount with at most two decimal places')
  .refine((text) => Number(text) > 0, 'An amount above zero')
  .superRefine(atMost(maxMoneyAmount))
  .describe(`An amount above 0, at most ${maxMoneyAmount}, to the cent ('1234.50')`);

/** A price in a request: decimal text with at most 6 decimals, at most maxPrice (other rules are the domain's). */
export const priceInputSchema = decimalTextSchema
  .regex(/^-?\d+(\.\d{1,6})?$/, 'A price with at most six decimal places')
  .superRefine(atMost(maxPrice))
  .describe(`A price as decimal text, at most ${maxPrice}, with at most ${maxPriceDecimals} decimal places`);

/** Shares in a request: a whole number above 0, at most maxShareQuantity. */
export const shareQuantitySchema = z.number().int().positive().max(maxShareQuantity);
