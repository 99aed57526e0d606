import { z } from 'zod';
import { defineCall } from './define-call';
import { accountNumberSchema, businessDateSchema } from './accounts';
import { priceInputSchema } from './input-limits';
import { maxShareQuantity } from './input-maxima';
import { decimalTextSchema } from './market-data';
import { currencyCodeSchema } from '../currencies';
import { localizedTextSchema } from '../headers';
import { marketCodeSchema } from '../markets';

// Dividends: the broker's staff announce a dividend on an instrument (cash rate per share, optionally a scrip
// option at a scrip price, and its dates); every client account holding the instrument at the record date is
// entitled to held x rate; the client elects cash, scrip or a mix before the deadline; a job pays on the
// payment date through the ledger (CORPORATE_ACTION). Amounts are decimal strings, share counts integers.

/** CASH: all in cash. SCRIP: all in new shares at the scrip price. MIXED: the dividend of some shares in scrip. */
export const dividendOptions = ['CASH', 'SCRIP', 'MIXED'] as const;
export const dividendOptionSchema = z.enum(dividendOptions);
export type DividendOption = z.infer<typeof dividendOptionSchema>;

/**
 * ANNOUNCED: open (entitlements are provisional until the record date has passed); ENTITLED: entitlements
 * fixed from the positions at the record date; PAID: every entitlement paid; CANCELLED: withdrawn before payment.
 */
export const dividendAnnouncementStatuses = ['ANNOUNCED', 'ENTITLED', 'PAID', 'CANCELLED'] as const;
export const dividendAnnouncementStatusSchema = z.enum(dividendAnnouncementStatuses);
export type DividendAnnouncementStatus = z.infer<typeof dividendAnnouncementStatusSchema>;

/**
 * Where one account's dividend stands for the client: TO_ELECT (open, no election yet), ELECTED (an election
 * is recorded, not paid yet), PAST_DEADLINE (no election made in time: it will be paid in cash), PAID.
 */
export const dividendEntitlementStatuses = ['TO_ELECT', 'ELECTED', 'PAST_DEADLINE', 'PAID'] as const;
export const dividendEntitlementStatusSchema = z.enum(dividendEntitlementStatuses);
export type DividendEntitlementStatus = z.infer<typeof dividendEntitlementStatusSchema>;

export const dividendAnnouncementIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'An announcement ID');

/** What staff announce. Dates are business dates: ex <= record <= election deadline <= payment. */
export const dividendTermsSchema = z.object({
  market: marketCodeSchema,
  stockCode: z.string().min(1).max(12),
  /** The currency the dividend is paid in. */
  currency: currencyCodeSchema,
  /** Cash per share held at the record date, up to 6 decimal places. */
  cashRate: priceInputSchema,
  /** The price one scrip share is issued at; null when the dividend has no scrip option (cash only). */
  scripPrice: priceInputSchema.nullable(),
  /** First day the shares trade without the dividend. */
  exDate: businessDateSchema,
  /** Holders of settled shares at the end of this day are entitled. */
  recordDate: businessDateSchema,
  /** The last day an election is accepted (inclusive). */
  electionDeadline: businessDateSchema,
  /** The day the job pays cash and issues scrip shares. */
  paymentDate: businessDateSchema,
});
export type DividendTerms = z.infer<typeof dividendTermsSchema>;

export const dividendAnnouncementSchema = dividendTermsSchema.extend({
  // As stored: the maximum binds what is announced, not what is read back.
  cashRate: decimalTextSchema,
  scripPrice: decimalTextSchema.nullable(),
  announcementID: z.string(),
  name: localizedTextSchema,
  status: dividendAnnouncementStatusSchema,
  /** CASH only without a scrip price; all three with one. */
  options: z.array(dividendOptionSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DividendAnnouncement = z.infer<typeof dividendAnnouncementSchema>;

/** A client's election for one account. */
export const dividendElectionSchema = z.object({
  option: dividendOptionSchema,
  /**
   * How many of the shares held take their dividend in scrip: 0 for CASH, every share for SCRIP, between for
   * MIXED. Capped at the shares held at the record date when paid.
   */
  scripShares: z.number().int().nonnegative(),
  electedAt: z.iso.datetime({ offset: true }),
});
export type DividendElection = z.infer<typeof dividendElectionSchema>;

/** What was paid for one entitlement. */
export const dividendPaymentSchema = z.object({
  /** Cash credited: the cash part plus the scrip part's fraction of a share, to the cent (rounded down). */
  cashAmount: decimalTextSchema,
  /** New whole shares issued. */
  scripQuantity: z.number().int().nonnegative(),
  /** Their cost (shares x scrip price), added to the position's cost. */
  scripCost: decimalTextSchema,
  paidAt: z.iso.datetime({ offset: true }),
});
export type DividendPayment = z.infer<typeof dividendPaymentSchema>;

/** One announcement as it concerns one of the client's accounts. */
export const clientDividendSchema = z.object({
  announcement: dividendAnnouncementSchema,
  accountNumber: z.string(),
  /** Settled shares at the record date (provisional while `entitlementFixed` is false). */
  sharesHeld: z.number().int(),
  /** sharesHeld x cashRate, to the cent. */
  grossAmount: decimalTextSchema,
  entitlementFixed: z.boolean(),
  election: dividendElectionSchema.nullable(),
  status: dividendEntitlementStatusSchema,
  /** Whether an election is accepted now (open, before the deadline, not paid). */
  canElect: z.boolean(),
  payment: dividendPaymentSchema.nullable(),
});
export type ClientDividend = z.infer<typeof clientDividendSchema>;

// Also the staff's calls' (staff-dividends.ts): they stay in a module of their own, which home's first screen
// does not load.
export const dividendAnnouncementParams = z.object({ announcementID: dividendAnnouncementIdSchema });

export const getDividends = defineCall({
  service: 'main',
  method: 'GET',
  path: '/dividends',
  summary:
    "Announced dividends on the client's holdings (one item per account entitled), with the entitlement, the election and the payment; cancelled ones are left out",
  access: 'client',
  query: z.object({ accountNumber: accountNumberSchema.optional() }),
  data: z.object({ dividends: z.array(clientDividendSchema) }),
});

export const getDividend = defineCall({
  service: 'main',
  method: 'GET',
  path: '/dividends/:announcementID',
  summary: "One announced dividend as it concerns one of the client's accounts (E7030 when it does not)",
  access: 'client',
  params: dividendAnnouncementParams,
  query: z.object({ accountNumber: accountNumberSchema }),
  data: clientDividendSchema,
});

export const dividendElectionRequestSchema = z.object({
  accountNumber: accountNumberSchema,
  option: dividendOptionSchema,
  /** MIXED only: how many of the shares held take scrip (more than 0, fewer than held). */
  scripShares: z.number().int().positive().max(maxShareQuantity).optional(),
});
export type DividendElectionRequest = z.infer<typeof dividendElectionRequestSchema>;

export const postDividendElection = defineCall({
  service: 'main',
  method: 'POST',
  path: '/dividends/:announcementID/elections',
  summary:
    'Records the election for one account, up to the deadline; a new election replaces the earlier one (both kept)',
  access: 'client',
  idempotent: true,
  params: dividendAnnouncementParams,
  body: dividendElectionRequestSchema,
  data: clientDividendSchema,
});
