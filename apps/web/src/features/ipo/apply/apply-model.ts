import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  checkIpoLoan,
  ipoApplicationFigures,
  type IpoApplicationFigures,
  type IpoLoanProblemCode,
} from '@lantau/domain';
import type { Account, Ipo, IpoApplicationRequest, IpoApplicationType } from '@lantau/contract';

/** The apply form as typed: the loan ratio in percent (90 for '0.90'), quantities as the table's text. */
export interface ApplyValues {
  accountNumber: string;
  quantity: string;
  type: IpoApplicationType;
  loanPercent: string;
  termsAgreed: boolean;
}

/** Percent with at most two decimals: 0.01% is as fine as a ratio is quoted. */
export const LOAN_PERCENT_DECIMALS = 2;

/** The types the issue takes now (each until its own cut-off). */
export function openTypes(ipo: Ipo): IpoApplicationType[] {
  return [...(ipo.cashOpen ? ['CASH' as const] : []), ...(ipo.financedOpen ? ['FINANCED' as const] : [])];
}

/** The accounts that hold the issue's currency: the only ones it can be paid from. */
export function accountsFor(ipo: Ipo, accounts: readonly Account[]): Account[] {
  return accounts.filter((account) => account.currencies.includes(ipo.currency));
}

export function initialValues(ipo: Ipo, accounts: readonly Account[]): ApplyValues {
  const maxPercent = ipo.financing ? new Decimal(ipo.financing.maxRatio).times(100).toString() : '';
  return {
    accountNumber: accountsFor(ipo, accounts)[0]?.accountNumber ?? accounts[0]?.accountNumber ?? '',
    quantity: String(ipo.quantityTable[0]?.quantity ?? ''),
    type: openTypes(ipo)[0] ?? 'CASH',
    loanPercent: maxPercent,
    termsAgreed: false,
  };
}

/** The ratio the percent stands for ('90' -> '0.9'); undefined while it is not a number. */
export function loanRatio(percent: string): string | undefined {
  if (!/^\d+(\.\d+)?$/.test(percent.trim())) return undefined;
  return new Decimal(percent).dividedBy(100).toString();
}

function inTable(ipo: Ipo, quantity: string): number | undefined {
  const wanted = Number(quantity);
  return ipo.quantityTable.some((row) => row.quantity === wanted) ? wanted : undefined;
}

/**
 * Every figure of the application as typed (the domain's, as the server computes it): undefined until the
 * quantity is one of the table's and, financed, the ratio is a number.
 */
export function applyFigures(ipo: Ipo, values: ApplyValues): IpoApplicationFigures | undefined {
  const quantity = inTable(ipo, values.quantity);
  if (quantity === undefined) return undefined;
  const financed = values.type === 'FINANCED';
  const ratio = financed ? loanRatio(values.loanPercent) : undefined;
  if (financed && (ratio === undefined || !ipo.financing)) return undefined;
  return ipoApplicationFigures({
    quantity,
    maxOfferPrice: ipo.offerPriceHigh,
    handlingFee: financed ? ipo.financedHandlingFee : ipo.cashHandlingFee,
    ...(financed ? { loanRatio: ratio, terms: ipo.financing } : {}),
  });
}

/** Spec section 5's loan checks on the figures as typed (the pool as the issue last reported it). */
export function loanProblems(ipo: Ipo, values: ApplyValues): IpoLoanProblemCode[] {
  const ratio = loanRatio(values.loanPercent);
  const figures = applyFigures(ipo, values);
  if (ratio === undefined || !figures) return [];
  return checkIpoLoan({
    amount: figures.amount,
    ratio,
    terms: ipo.financing,
    poolRemaining: ipo.financing?.poolRemaining,
  });
}

const key = (name: string) => `ipo:apply.problems.${name}`;

/**
 * The form's rules, asked at every check (the issue and accounts may be read again while it is open). Messages
 * are text keys: the form kit says them in the user's language.
 */
export function applySchema(ipo: Ipo, accounts: readonly Account[]) {
  return z
    .object({
      accountNumber: z.string(),
      quantity: z.string(),
      type: z.enum(['CASH', 'FINANCED']),
      loanPercent: z.string(),
      termsAgreed: z.boolean(),
    })
    .superRefine((values, context) => {
      const problem = (path: keyof ApplyValues, name: string) =>
        context.addIssue({ code: 'custom', path: [path], message: key(name) });
      const account = accounts.find((candidate) => candidate.accountNumber === values.accountNumber);
      if (!account) problem('accountNumber', 'accountRequired');
      else if (!account.currencies.includes(ipo.currency)) problem('accountNumber', 'currency');
      if (inTable(ipo, values.quantity) === undefined) problem('quantity', 'quantity');
      if (!openTypes(ipo).includes(values.type)) problem('type', 'typeClosed');
      if (values.type === 'FINANCED') {
        if (loanRatio(values.loanPercent) === undefined) problem('loanPercent', 'ratioRequired');
        else {
          const [first] = loanProblems(ipo, values);
          if (first) problem('loanPercent', `loan.${first}`);
        }
      }
      if (!values.termsAgreed) problem('termsAgreed', 'terms');
    });
}

/** What is sent: the ratio as a fraction for a financed application only. */
export function applyRequest(ipo: Ipo, values: ApplyValues): IpoApplicationRequest {
  const ratio = values.type === 'FINANCED' ? loanRatio(values.loanPercent) : undefined;
  return {
    ipoID: ipo.ipoID,
    accountNumber: values.accountNumber,
    quantity: Number(values.quantity),
    type: values.type,
    ...(ratio === undefined ? {} : { loanRatio: ratio }),
    termsAgreed: true,
  };
}

/** The cut-off of the chosen type: after it the application can no longer be made, nor cancelled. */
export function cutoffOf(ipo: Ipo, type: IpoApplicationType): string {
  return type === 'FINANCED' ? ipo.financedCutoffAt : ipo.cashCutoffAt;
}
