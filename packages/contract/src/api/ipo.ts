import { z } from 'zod';
import { defineCall } from './define-call';
import { accountNumberSchema, businessDateSchema } from './accounts';
import { moneyAmountSchema, priceInputSchema, shareQuantitySchema } from './input-limits';
import { decimalTextSchema } from './market-data';
import { currencyCodeSchema } from '../currencies';
import { localizedTextSchema } from '../headers';
import {
  eipoDisplayStatusSchema,
  eipoFlagSchema,
  eipoStatusCodeSchema,
  ipoApplicationStatusSchema,
  ipoApplicationTypeSchema,
  ipoStatusSchema,
} from '../ipo-vocabulary';

// IPOs (new issues) and clients' eIPO applications. The broker's staff create an issue from its prospectus,
// publish it, and run it through subscription, results and listing (the IPO desk); clients apply in cash or
// financed by an IPO loan. Money moves only through the ledger: the application's total is held when it is
// received, debited at the broker's cut-off (the loan drawn for a financed one), and on the results day the
// unallotted money comes back (the loan repaid first) and the allotted shares are credited for the listing day.
// Amounts are decimal strings, share counts integers, instants ISO date-times, dates business dates.

/** One row of the prospectus table: a quantity one may apply for and what it costs (the amount, fees included). */
export const ipoQuantityRowSchema = z.object({
  quantity: z.number().int().positive(),
  /** quantity x the maximum offer price x 1.00785 (brokerage, SFC levy, trading fee, AFRC levy), to the cent. */
  amount: decimalTextSchema,
});
export type IpoQuantityRow = z.infer<typeof ipoQuantityRowSchema>;

/** The broker's IPO loan terms for one issue. Ratios and rates are fractions ('0.90', '0.0388'). */
export const ipoFinancingTermsSchema = z.object({
  /** The largest part of the amount the broker lends (0 < ratio < 1). */
  maxRatio: decimalTextSchema,
  /** Annual interest rate on the loan, for the financing days (actual/365). */
  annualRate: decimalTextSchema,
  minLoan: decimalTextSchema,
  maxLoan: decimalTextSchema,
  /** The most one application may borrow. */
  perTransactionLimit: decimalTextSchema,
  /** What the broker lends for the whole issue. */
  pool: decimalTextSchema,
  /** Days interest is charged for: from the financed cut-off's debit to the refund on the results day. */
  financingDays: z.number().int().positive().max(60),
});
export type IpoFinancingTerms = z.infer<typeof ipoFinancingTermsSchema>;

/**
 * The prospectus and the broker's terms as staff enter them. Instants are ISO date-times (Hong Kong time on
 * screen): open <= financed cut-off <= cash cut-off <= close (the public offer's end, T-1 12:00) < results;
 * the close's day <= price fixing <= results date <= grey market date < listing date (checkIpoTerms in packages/domain;
 * under FINI the grey market runs on the evening of the results day).
 */
export const ipoTermsSchema = z.object({
  stockCode: z.string().regex(/^\d{5}$/, 'A five-digit HK stock code'),
  name: localizedTextSchema,
  currency: currencyCodeSchema,
  /** The bottom of the offer price range; null for a fixed price. */
  offerPriceLow: priceInputSchema.nullable(),
  /** The maximum offer price: applications are paid at it. */
  offerPriceHigh: priceInputSchema,
  lotSize: shareQuantitySchema,
  /** Shares in the public offer (the pool the ballot allots). */
  sharesOffered: shareQuantitySchema,
  /** Quantities one may apply for, ascending, each a multiple of the lot size. */
  quantities: z.array(shareQuantitySchema).min(1).max(200),
  cashHandlingFee: moneyAmountSchema.or(z.literal('0')),
  financedHandlingFee: moneyAmountSchema.or(z.literal('0')),
  /** Null: no financing for this issue. */
  financing: ipoFinancingTermsSchema.nullable(),
  openAt: z.iso.datetime({ offset: true }),
  financedCutoffAt: z.iso.datetime({ offset: true }),
  cashCutoffAt: z.iso.datetime({ offset: true }),
  closeAt: z.iso.datetime({ offset: true }),
  priceFixingDate: businessDateSchema,
  resultsDate: businessDateSchema,
  greyMarketDate: businessDateSchema,
  listingDate: businessDateSchema,
});
export type IpoTerms = z.infer<typeof ipoTermsSchema>;

export const ipoIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'An IPO ID');

/** An issue as clients see it. */
export const ipoSchema = ipoTermsSchema.omit({ quantities: true }).extend({
  ipoID: z.string(),
  market: z.literal('HK'),
  status: ipoStatusSchema,
  offerPriceLow: decimalTextSchema.nullable(),
  offerPriceHigh: decimalTextSchema,
  /** Fixed on the price-fixing date; null until then. */
  finalPrice: decimalTextSchema.nullable(),
  /** The prospectus table. */
  quantityTable: z.array(ipoQuantityRowSchema),
  /** The first row's amount: what one lot costs to apply for. */
  amountPerLot: decimalTextSchema,
  financing: ipoFinancingTermsSchema
    .extend({ /** What the pool has left now. */ poolRemaining: decimalTextSchema })
    .nullable(),
  /** Whether a cash / financed application is accepted now (OPEN and before the type's cut-off). */
  cashOpen: z.boolean(),
  financedOpen: z.boolean(),
  /** Allotted shares are sold here the evening before listing (WebGreyMarketEnable and the dates). */
  greyMarketOpen: z.boolean(),
  /** Public offer: subscription multiple, once results are out ('512.3'); null before. */
  oversubscription: decimalTextSchema.nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Ipo = z.infer<typeof ipoSchema>;

export const ipoApplicationIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'An application ID');

/** One eIPO application of the client's. */
export const ipoApplicationSchema = z.object({
  applicationID: z.string(),
  /** The short number people read ('P-2611-000012'), shown as the application reference. */
  reference: z.string(),
  ipoID: z.string(),
  stockCode: z.string(),
  name: localizedTextSchema,
  currency: currencyCodeSchema,
  accountNumber: z.string(),
  type: ipoApplicationTypeSchema,
  quantity: z.number().int(),
  status: ipoApplicationStatusSchema,
  eipoCode: eipoStatusCodeSchema,
  eipoFlag: eipoFlagSchema.nullable(),
  /** What the portal shows (from eipoCode and eipoFlag). */
  displayStatus: eipoDisplayStatusSchema,
  /** quantity x maximum offer price x 1.00785, to the cent. */
  amount: decimalTextSchema,
  handlingFee: decimalTextSchema,
  /** FINANCED only: the part of the amount the broker lends; null for CASH. */
  loanRatio: decimalTextSchema.nullable(),
  loanAmount: decimalTextSchema,
  /** loan x annual rate x financing days / 365, to the cent; due whatever the allotment. */
  interest: decimalTextSchema,
  /** amount - loan: the client's own part. */
  ownPart: decimalTextSchema,
  /** ownPart + handling fee + interest: held when received, debited at the cut-off. */
  totalDue: decimalTextSchema,
  /** Shares allotted once results are out; null before. */
  allottedQuantity: z.number().int().nullable(),
  /** Money returned to the client's cash (after the loan is repaid); null before results. */
  refundAmount: decimalTextSchema.nullable(),
  /** The instant after which the client can no longer cancel (the type's cut-off). */
  cutoffAt: z.iso.datetime({ offset: true }),
  canCancel: z.boolean(),
  /** Why it was rejected or voided, in the caller's language; null otherwise. */
  reason: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type IpoApplication = z.infer<typeof ipoApplicationSchema>;

// Also the IPO desk's (staff-ipo.ts): its calls stay in a module of their own, which home's first screen does not
// load.
export const ipoParams = z.object({ ipoID: ipoIdSchema });
const applicationParams = z.object({ applicationID: ipoApplicationIdSchema });

/** Which issues a client list shows: the calendar (every published one), open ones, or recent listings. */
export const ipoListViews = ['ALL', 'OPEN', 'LISTINGS'] as const;
export const ipoListViewSchema = z.enum(ipoListViews);

export const getIpos = defineCall({
  service: 'main',
  method: 'GET',
  path: '/ipos',
  summary:
    "The broker's published IPOs: ALL (the calendar: upcoming, open, closed, allotted), OPEN (accepting applications) " +
    'or LISTINGS (allotted and listed in the last 30 days); E7074 when the broker has not enabled eIPO',
  access: 'client',
  query: z.object({ view: ipoListViewSchema.default('ALL') }),
  data: z.object({ ipos: z.array(ipoSchema) }),
});

export const getIpo = defineCall({
  service: 'main',
  method: 'GET',
  path: '/ipos/:ipoID',
  summary:
    "One published IPO with the client's applications for it (E7060 for an unknown or unpublished one)",
  access: 'client',
  params: ipoParams,
  data: z.object({ ipo: ipoSchema, applications: z.array(ipoApplicationSchema) }),
});

export const ipoApplicationRequestSchema = z.object({
  ipoID: ipoIdSchema,
  accountNumber: accountNumberSchema,
  quantity: shareQuantitySchema,
  type: ipoApplicationTypeSchema,
  /** FINANCED only: the part of the amount to borrow ('0.90'). */
  loanRatio: decimalTextSchema.optional(),
  /** The client agreed to the terms (and, financed, the loan's). */
  termsAgreed: z.literal(true),
});
export type IpoApplicationRequest = z.infer<typeof ipoApplicationRequestSchema>;

export const postIpoApplication = defineCall({
  service: 'main',
  method: 'POST',
  path: '/ipo_applications',
  summary:
    'Applies for an IPO: holds the total due (own part, handling fee and interest). E7062 after the cut-off, ' +
    'E7063 for a quantity not in the table, E7064 for a refused loan, E7065 for an account without the ' +
    "IPO's currency, E7066 for a second application with the account, E7068 without the cash",
  access: 'client',
  idempotent: true,
  body: ipoApplicationRequestSchema,
  data: ipoApplicationSchema,
});

export const getIpoApplications = defineCall({
  service: 'main',
  method: 'GET',
  path: '/ipo_applications',
  summary: "The client's IPO applications, newest first",
  access: 'client',
  query: z.object({
    ipoID: ipoIdSchema.optional(),
    accountNumber: accountNumberSchema.optional(),
    status: ipoApplicationStatusSchema.optional(),
  }),
  data: z.object({ applications: z.array(ipoApplicationSchema) }),
});

export const getIpoApplication = defineCall({
  service: 'main',
  method: 'GET',
  path: '/ipo_applications/:applicationID',
  summary: "One of the client's applications (another client's ID answers E7061, as a missing one does)",
  access: 'client',
  params: applicationParams,
  data: ipoApplicationSchema,
});

export const postIpoApplicationCancellation = defineCall({
  service: 'main',
  method: 'POST',
  path: '/ipo_applications/:applicationID/cancellations',
  summary: 'Cancels a RECEIVED application before its cut-off and releases the hold (E7067 after)',
  access: 'client',
  idempotent: true,
  params: applicationParams,
  data: ipoApplicationSchema,
});
