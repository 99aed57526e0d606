import Decimal from 'decimal.js';
import { z } from 'zod';
import { formatAmount } from '@lantau/domain';
import { maxMoneyAmount, type FundRequest } from '@lantau/contract';

/** Money in the fund forms: at most 2 decimal places, typed as text and compared as decimals, never floats. */
export const MONEY_DECIMALS = 2;

export type AmountProblem = 'required' | 'notPositive' | 'tooLarge' | 'belowMinimum' | 'aboveMaximum';

interface AmountLimits {
  /** Inclusive: the deposit minimum. */
  min?: string;
  /** Inclusive: the withdrawable or exchangeable amount, a transfer's limit. */
  max?: string;
}

/** Why a typed amount cannot be sent, or undefined when it can (tooLarge: past the contract's maximum). */
export function amountProblem(typed: string, { min, max }: AmountLimits = {}): AmountProblem | undefined {
  if (!/^\d+(\.\d*)?$/.test(typed.trim())) return 'required';
  const amount = new Decimal(typed);
  if (amount.lte(0)) return 'notPositive';
  if (amount.gt(maxMoneyAmount)) return 'tooLarge';
  if (min !== undefined && amount.lt(min)) return 'belowMinimum';
  if (max !== undefined && amount.gt(max)) return 'aboveMaximum';
  return undefined;
}

/** What the amount is on the wire: a plain decimal string ('1000.5' -> '1000.50'). */
export function wireAmount(typed: string): string {
  return new Decimal(typed).toFixed(MONEY_DECIMALS);
}

/** The text key of an amount problem, for the form kit's tips. */
export function amountProblemKey(problem: AmountProblem): string {
  return `fund:common.amountProblem.${problem}`;
}

/** A zod check of a typed amount against the limits known when the form is checked. */
export function amountField(limits: () => AmountLimits = () => ({})) {
  return z.string().superRefine((typed, context) => {
    const problem = amountProblem(typed, limits());
    if (problem) context.addIssue({ code: 'custom', message: amountProblemKey(problem) });
  });
}

/** A placed request's amount and currency, as the success texts name them. */
export function placedAmount(placed: FundRequest): { amount: string; currency: string } {
  return { amount: formatAmount(placed.amount, 2), currency: placed.currency };
}
