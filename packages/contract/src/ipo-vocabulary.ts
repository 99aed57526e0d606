import { z } from 'zod';

// The IPO's words: the statuses of an issue and of an application, eIPO codes, loan problems. Apart from
// api/ipo.ts so that the error catalogue can name them without importing the calls.

/**
 * An issue's life. DRAFT: being prepared (staff only). UPCOMING: published, subscription not open yet. OPEN:
 * clients may apply (each application type until its cut-off). CLOSED: subscription closed, awaiting results.
 * ALLOTTED: results out, refunds made, shares credited (grey market the trading day before listing).
 * LISTED: trading on the exchange. CANCELLED: withdrawn or listing cancelled, every application refunded and every
 * grey trade void.
 */
export const ipoStatuses = [
  'DRAFT',
  'UPCOMING',
  'OPEN',
  'CLOSED',
  'ALLOTTED',
  'LISTED',
  'CANCELLED',
] as const;
export const ipoStatusSchema = z.enum(ipoStatuses);
export type IpoStatus = z.infer<typeof ipoStatusSchema>;

/** CASH: the client pays it all. FINANCED: the broker lends part of the amount (an IPO loan, with interest). */
export const ipoApplicationTypes = ['CASH', 'FINANCED'] as const;
export const ipoApplicationTypeSchema = z.enum(ipoApplicationTypes);
export type IpoApplicationType = z.infer<typeof ipoApplicationTypeSchema>;

/**
 * An application's life (ARCHITECTURE.md "IPO" has the table). RECEIVED: the total is on hold, cancellable until
 * the type's cut-off. CANCELLED: cancelled by the client (hold released). LODGED: debited at the cut-off (loan
 * drawn) and lodged with the exchange's platform. ALLOTTED: results in (allottedQuantity may be 0), unallotted
 * money refunded, shares credited. REJECTED: refused (after the debit: refunded in full). VOIDED: the listing was
 * cancelled: refunded in full, shares and grey trades reversed.
 */
export const ipoApplicationStatuses = [
  'RECEIVED',
  'CANCELLED',
  'LODGED',
  'ALLOTTED',
  'REJECTED',
  'VOIDED',
] as const;
export const ipoApplicationStatusSchema = z.enum(ipoApplicationStatuses);
export type IpoApplicationStatus = z.infer<typeof ipoApplicationStatusSchema>;

/** eIPO status codes as the exchange's platform reports them (spec section 4). */
export const eipoStatusCodes = ['ACK', 'AEE', 'BOE', 'REJ', 'ACP', 'CLS', 'PTC'] as const;
export const eipoStatusCodeSchema = z.enum(eipoStatusCodes);
export type EipoStatusCode = z.infer<typeof eipoStatusCodeSchema>;
/** The flag beside AEE and BOE: S or A, received; X, cancelled. ACK carries one too. */
export const eipoFlags = ['S', 'A', 'X'] as const;
export const eipoFlagSchema = z.enum(eipoFlags);
export type EipoFlag = z.infer<typeof eipoFlagSchema>;

/** How the portal shows an eIPO status (spec section 4's mapping, `eipoDisplayStatus` in packages/domain). */
export const eipoDisplayStatuses = [
  'RECEIVED',
  'CANCELLED',
  'REJECTED',
  'ACCEPTED',
  'ALLOTTED',
  'PENDING',
] as const;
export const eipoDisplayStatusSchema = z.enum(eipoDisplayStatuses);
export type EipoDisplayStatus = z.infer<typeof eipoDisplayStatusSchema>;

/** Why an IPO loan is refused (checked by `checkIpoLoan` in packages/domain, on both sides). */
export const ipoLoanProblems = [
  /** The issue offers no financing (or the broker's financing for it is closed). */
  'NOT_OFFERED',
  'RATIO_OVER_MAXIMUM',
  'LOAN_BELOW_MINIMUM',
  'LOAN_ABOVE_MAXIMUM',
  /** The loan would be more than the application amount. */
  'LOAN_ABOVE_AMOUNT',
  'OVER_TRANSACTION_LIMIT',
  /** The financing pool has not that much left. */
  'POOL_EXHAUSTED',
] as const;
export const ipoLoanProblemSchema = z.enum(ipoLoanProblems);
export type IpoLoanProblem = z.infer<typeof ipoLoanProblemSchema>;
