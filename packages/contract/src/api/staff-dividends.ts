import { z } from 'zod';
import { defineCall, staffStepsOn } from './define-call';
import { decimalTextSchema } from './market-data';
import { staffListCall } from './staff';
import {
  dividendAnnouncementStatusSchema,
  dividendTermsSchema,
  dividendAnnouncementSchema,
  dividendElectionSchema,
  dividendPaymentSchema,
  dividendAnnouncementParams,
} from './dividends';

// The staff's dividend calls, apart from the client's (dividends.ts): the web's first screens load the client's
// calls, and building these schemas there cost a phone's main thread before home's greeting (bench/README.md,
// session 37).

// Staff (permission dividends.manage).

/** An election counted by option, for the queue. */
export const dividendElectionCountsSchema = z.object({
  entitled: z.number().int(),
  cash: z.number().int(),
  scrip: z.number().int(),
  mixed: z.number().int(),
  /** Entitled accounts without an election (paid in cash). */
  none: z.number().int(),
});

export const staffDividendAnnouncementSchema = dividendAnnouncementSchema.extend({
  createdBy: z.string(),
  counts: dividendElectionCountsSchema,
  /** Sum of the entitlements' gross amounts. */
  grossTotal: decimalTextSchema,
  /** Whether the entitlements are fixed (the record date has passed). */
  entitlementsFixed: z.boolean(),
  canCancel: z.boolean(),
});
export type StaffDividendAnnouncement = z.infer<typeof staffDividendAnnouncementSchema>;

/** One account's entitlement as staff see it, with every election it made (newest first). */
export const staffDividendEntitlementSchema = z.object({
  accountNumber: z.string(),
  userID: z.string(),
  sharesHeld: z.number().int(),
  grossAmount: decimalTextSchema,
  election: dividendElectionSchema.nullable(),
  electionHistory: z.array(dividendElectionSchema.extend({ replacedAt: z.string().nullable() })),
  payment: dividendPaymentSchema.nullable(),
});
export type StaffDividendEntitlement = z.infer<typeof staffDividendEntitlementSchema>;

export const postStaffDividend = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/dividends',
  summary:
    'Announces a dividend (E7035 when the dates are out of order or the payment date has passed, E3001 for an unknown stock)',
  access: { staff: 'dividends.manage' },
  body: dividendTermsSchema,
  data: staffDividendAnnouncementSchema,
});

export const getStaffDividends = staffListCall({
  path: '/staff/dividends',
  summary: "The broker's dividend announcements, newest payment date first, with election counts",
  access: { staff: 'dividends.manage' },
  filters: {
    status: dividendAnnouncementStatusSchema.optional(),
  },
  rows: 'announcements',
  row: staffDividendAnnouncementSchema,
});

export const getStaffDividend = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/dividends/:announcementID',
  summary: 'One announcement with every entitled account, its elections and its payment',
  access: { staff: 'dividends.manage' },
  params: dividendAnnouncementParams,
  data: z.object({
    announcement: staffDividendAnnouncementSchema,
    entitlements: z.array(staffDividendEntitlementSchema),
  }),
});

const dividendStep = staffStepsOn(dividendAnnouncementParams, staffDividendAnnouncementSchema);

export const postStaffDividendCancellation = dividendStep(
  '/staff/dividends/:announcementID/cancellations',
  'dividends.manage',
  'Cancels an announcement before anything is paid (E7036 otherwise)',
);

export const postStaffDividendPayment = dividendStep(
  '/staff/dividends/:announcementID/payments',
  'dividends.manage',
  'Pays the announcement now instead of waiting for the job, on or after its payment date only (E7037 before); ' +
    'entitlements already paid are not paid again',
);
