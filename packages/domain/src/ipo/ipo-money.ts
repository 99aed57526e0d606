import Decimal from 'decimal.js';

// What an IPO application costs and borrows, to the cent, the same on the web (the form's figures and the
// confirmation) and on the server (what is held and debited). HKEX's FINI rules: an application is paid at the
// maximum offer price plus 1% brokerage, 0.0027% SFC levy, 0.00565% trading fee and 0.00015% AFRC levy.

/** 1 + brokerage + SFC levy + trading fee + AFRC levy. */
export const ipoChargesFactor = new Decimal('1.00785');

/** quantity x price x 1.00785, to the cent (half up, as prospectus tables print it). */
export function ipoApplicationAmount(quantity: number, price: Decimal.Value): Decimal {
  return new Decimal(price).times(quantity).times(ipoChargesFactor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The prospectus table: each quantity one may apply for with its amount at the maximum offer price. */
export function ipoQuantityTable(
  quantities: readonly number[],
  maxOfferPrice: Decimal.Value,
): { quantity: number; amount: Decimal }[] {
  return quantities.map((quantity) => ({ quantity, amount: ipoApplicationAmount(quantity, maxOfferPrice) }));
}

/** The loan a ratio of the amount gives, to the cent, rounded down (never more than the ratio allows). */
export function ipoLoanAmount(amount: Decimal.Value, ratio: Decimal.Value): Decimal {
  return new Decimal(amount).times(ratio).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** loan x annual rate x days / 365 (actual/365, as HK brokers quote IPO loans), to the cent, half up. */
export function ipoLoanInterest(loan: Decimal.Value, annualRate: Decimal.Value, days: number): Decimal {
  return new Decimal(loan)
    .times(annualRate)
    .times(days)
    .dividedBy(365)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The loan terms checks need (the contract's IpoFinancingTerms, as decimals or decimal text). */
export interface IpoLoanTerms {
  maxRatio: Decimal.Value;
  annualRate: Decimal.Value;
  minLoan: Decimal.Value;
  maxLoan: Decimal.Value;
  perTransactionLimit: Decimal.Value;
  financingDays: number;
}

/** The contract's IpoLoanProblem, in the order checkIpoLoan finds them. */
export type IpoLoanProblemCode =
  | 'NOT_OFFERED'
  | 'RATIO_OVER_MAXIMUM'
  | 'LOAN_BELOW_MINIMUM'
  | 'LOAN_ABOVE_MAXIMUM'
  | 'LOAN_ABOVE_AMOUNT'
  | 'OVER_TRANSACTION_LIMIT'
  | 'POOL_EXHAUSTED';

export interface IpoLoanCheckInput {
  amount: Decimal.Value;
  ratio: Decimal.Value;
  /** Null when the issue offers no financing. */
  terms: IpoLoanTerms | null;
  /** What the pool has left; omit where it is not known (the web's instant check). */
  poolRemaining?: Decimal.Value;
}

/**
 * Spec section 5, IPO loan: the ratio not above the maximum; the loan between the minimum and maximum loan and
 * not above the application amount; the per-transaction financing limit; and (the server's, in its
 * transaction) the pool. Empty when the loan is allowed.
 */
export function checkIpoLoan(input: IpoLoanCheckInput): IpoLoanProblemCode[] {
  const { terms } = input;
  if (terms === null) return ['NOT_OFFERED'];
  const ratio = new Decimal(input.ratio);
  const amount = new Decimal(input.amount);
  const loan = ipoLoanAmount(amount, ratio);
  const problems: IpoLoanProblemCode[] = [];
  if (ratio.lte(0) || ratio.gt(terms.maxRatio)) problems.push('RATIO_OVER_MAXIMUM');
  if (loan.lt(terms.minLoan)) problems.push('LOAN_BELOW_MINIMUM');
  if (loan.gt(terms.maxLoan)) problems.push('LOAN_ABOVE_MAXIMUM');
  if (loan.gt(amount)) problems.push('LOAN_ABOVE_AMOUNT');
  if (loan.gt(terms.perTransactionLimit)) problems.push('OVER_TRANSACTION_LIMIT');
  if (input.poolRemaining !== undefined && loan.gt(input.poolRemaining)) problems.push('POOL_EXHAUSTED');
  return problems;
}

export interface IpoApplicationFiguresInput {
  quantity: number;
  maxOfferPrice: Decimal.Value;
  /** The broker's handling fee for the application's type (cash or financed). */
  handlingFee: Decimal.Value;
  /** FINANCED: the ratio borrowed and the loan terms; omit both for CASH. */
  loanRatio?: Decimal.Value;
  terms?: IpoLoanTerms | null;
}

/** Every figure of an application, as the confirmation shows it and the server holds it. */
export interface IpoApplicationFigures {
  amount: Decimal;
  handlingFee: Decimal;
  loanAmount: Decimal;
  interest: Decimal;
  /** amount - loan. */
  ownPart: Decimal;
  /** ownPart + handling fee + interest: held when the application is received, debited at the cut-off. */
  totalDue: Decimal;
}

export function ipoApplicationFigures(input: IpoApplicationFiguresInput): IpoApplicationFigures {
  const amount = ipoApplicationAmount(input.quantity, input.maxOfferPrice);
  const handlingFee = new Decimal(input.handlingFee);
  const financed = input.loanRatio !== undefined && input.terms;
  const loanAmount = financed ? ipoLoanAmount(amount, input.loanRatio!) : new Decimal(0);
  const interest = financed
    ? ipoLoanInterest(loanAmount, input.terms!.annualRate, input.terms!.financingDays)
    : new Decimal(0);
  const ownPart = amount.minus(loanAmount);
  return {
    amount,
    handlingFee,
    loanAmount,
    interest,
    ownPart,
    totalDue: ownPart.plus(handlingFee).plus(interest),
  };
}

/** What the results day moves for one application. */
export interface IpoAllotmentMoney {
  /** allotted x final price x 1.00785, to the cent: what the allotted shares cost (their position cost). */
  allottedAmount: Decimal;
  /** amount paid - allottedAmount: the unallotted money (and the difference to the final price). */
  refund: Decimal;
  /** The loan, repaid first out of the refund (and, where the refund is short, out of the client's cash). */
  loanRepaid: Decimal;
  /** refund - loan: what the client's cash gains (negative: the part of the loan the shares keep drawn). */
  clientCash: Decimal;
}

export function ipoAllotmentMoney(input: {
  amount: Decimal.Value;
  loanAmount: Decimal.Value;
  allottedQuantity: number;
  finalPrice: Decimal.Value;
}): IpoAllotmentMoney {
  const allottedAmount = ipoApplicationAmount(input.allottedQuantity, input.finalPrice);
  const refund = new Decimal(input.amount).minus(allottedAmount);
  const loanRepaid = new Decimal(input.loanAmount);
  return { allottedAmount, refund, loanRepaid, clientCash: refund.minus(loanRepaid) };
}
