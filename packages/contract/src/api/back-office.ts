import { z } from 'zod';
import { defineCall, staffStepsOn } from './define-call';
import { staffListCall } from './staff';
import {
  accountOverviewSchema,
  accountRecordsPage,
  accountRecordsQuery,
  accountSchema,
  accountNumberSchema,
} from './accounts';
import { announcementKindSchema, clientAnnouncementSchema } from './announcements';
import { marketCodeSchema } from '../markets';
import { announcementStatusSchema, quotePlanApplicationStatusSchema, quotePlanSchema } from '../statuses';

// The back office's queues that are neither funds nor dividends (spec: "The back office"): clients' quote plan
// applications to grant or refuse, the broker's notices and announcements (written, published to the clients'
// home pages and message centers, unpublished), and the client look-up with the client's ledger. Every action
// writes an audit record in the transaction of its change.

export const staffQuotePlanApplicationSchema = z.object({
  applicationID: z.string(),
  userID: z.string(),
  clientName: z.string(),
  market: marketCodeSchema,
  /** The plan asked for. */
  plan: z.enum(['LEVEL1', 'LEVEL2']),
  /** The client's plan in that market now (DELAYED when they have none). */
  currentPlan: quotePlanSchema,
  status: quotePlanApplicationStatusSchema,
  appliedAt: z.string(),
});
export type StaffQuotePlanApplication = z.infer<typeof staffQuotePlanApplicationSchema>;

const applicationParams = z.object({ applicationID: z.string().uuid() });

export const getStaffQuotePlanApplications = staffListCall({
  path: '/staff/quote_plan_applications',
  summary: "The broker's clients' quote plan applications, oldest first (PENDING by default)",
  access: { staff: 'quotePlans.process' },
  filters: {
    status: quotePlanApplicationStatusSchema.default('PENDING'),
  },
  rows: 'applications',
  row: staffQuotePlanApplicationSchema,
});

export const postStaffQuotePlanGrant = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/quote_plan_applications/:applicationID/grant',
  summary:
    "Grants a pending application: the client's plan in that market becomes the one applied for, at once on " +
    'every node (E8011 when it is no longer pending, E8010 when not found)',
  access: { staff: 'quotePlans.process' },
  params: applicationParams,
  data: staffQuotePlanApplicationSchema,
});

export const postStaffQuotePlanRefuse = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/quote_plan_applications/:applicationID/refuse',
  summary: 'Refuses a pending application; the client keeps their plan (E8011 when no longer pending)',
  access: { staff: 'quotePlans.process' },
  params: applicationParams,
  body: z.object({ reason: z.string().trim().max(200).optional() }),
  data: staffQuotePlanApplicationSchema,
});

const localizedField = (max: number) =>
  z.object({
    en_US: z.string().trim().min(1).max(max),
    zh_HK: z.string().trim().min(1).max(max),
    zh_CN: z.string().trim().min(1).max(max),
  });

export const staffAnnouncementSchema = clientAnnouncementSchema.extend({
  status: announcementStatusSchema,
  publishedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;

const announcementParams = z.object({ announcementID: z.string().uuid() });

export const getStaffAnnouncements = staffListCall({
  path: '/staff/announcements',
  summary: "The broker's notices and announcements, newest first, whatever their status",
  access: { staff: 'announcements.publish' },
  rows: 'announcements',
  row: staffAnnouncementSchema,
});

export const postStaffAnnouncement = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/announcements',
  summary:
    'Writes a notice or announcement as a draft, in all three languages; a retry answers the first draft',
  access: { staff: 'announcements.publish' },
  idempotent: true,
  body: z.object({
    kind: announcementKindSchema,
    title: localizedField(120),
    content: localizedField(2000),
  }),
  data: staffAnnouncementSchema,
});

const announcementStep = staffStepsOn(announcementParams, staffAnnouncementSchema);

export const postStaffAnnouncementPublish = announcementStep(
  '/staff/announcements/:announcementID/publish',
  'announcements.publish',
  "Publishes a draft or unpublished one: it appears on the broker's clients' home pages and, the first time, " +
    'as an announce message in each client message center (E8013 when already published, E8012 not found)',
);

export const postStaffAnnouncementUnpublish = announcementStep(
  '/staff/announcements/:announcementID/unpublish',
  'announcements.publish',
  'Takes a published one off the home pages (E8013 when it is not published)',
);

/** One client as the look-up lists them. */
export const staffClientSummarySchema = z.object({
  userID: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  accountNumbers: z.array(z.string()),
});
export type StaffClientSummary = z.infer<typeof staffClientSummarySchema>;

export const getStaffClients = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/clients',
  summary: "Looks the broker's clients up by user ID (prefix) or name (part of the English or Chinese name)",
  access: { staff: 'clients.view' },
  query: z.object({ q: z.string().trim().min(1).max(64) }),
  data: z.array(staffClientSummarySchema),
});

const clientParams = z.object({ userID: z.string().trim().min(1).max(32) });

export const getStaffClient = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/clients/:userID',
  summary:
    "A client's profile and each account with its balances (the client's own overview); E8014 not found",
  access: { staff: 'clients.view' },
  params: clientParams,
  data: z.object({
    userID: z.string(),
    nameEn: z.string(),
    nameZh: z.string(),
    email: z.string(),
    mobile: z.string(),
    createdAt: z.string(),
    /** An institutional professional investor: may buy ChiNext and STAR shares through Stock Connect. */
    professionalInvestor: z.boolean(),
    accounts: z.array(z.object({ account: accountSchema, overview: accountOverviewSchema })),
  }),
});

export const putStaffClientProfessionalInvestor = defineCall({
  service: 'main',
  method: 'PUT',
  path: '/staff/clients/:userID/professional_investor',
  summary:
    'Sets whether a client is an institutional professional investor (ChiNext and STAR shares through Stock Connect are for them only); audited; E8014 not found',
  access: { staff: 'clients.classify' },
  params: clientParams,
  body: z.object({ professionalInvestor: z.boolean() }),
  data: z.object({ userID: z.string(), professionalInvestor: z.boolean() }),
});

export const getStaffClientRecords = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/clients/:userID/accounts/:accountNumber/records',
  summary: "One of the client's accounts' ledger entries, newest first (the client's own account record)",
  access: { staff: 'clients.view' },
  params: clientParams.extend({ accountNumber: accountNumberSchema }),
  query: accountRecordsQuery,
  data: accountRecordsPage,
});
