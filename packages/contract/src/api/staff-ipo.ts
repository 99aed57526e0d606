import { z } from 'zod';
import { defineCall, staffStepsOn } from './define-call';
import { businessDateSchema } from './accounts';
import { priceInputSchema } from './input-limits';
import { decimalTextSchema } from './market-data';
import { staffListCall } from './staff';
import { ipoApplicationStatusSchema, ipoApplicationTypeSchema, ipoStatusSchema } from '../ipo-vocabulary';
import { ipoTermsSchema, ipoSchema, ipoApplicationSchema, ipoParams } from './ipo';

// The IPO desk's calls, apart from the client's (ipo.ts): the web's first screens load the client's calls, and
// building the desk's schemas there cost a phone's main thread before home's greeting (bench/README.md, session 37).

// Staff: the IPO desk. 'ipo.manage' prepares every step; the steps that move money (results with their refunds,
// a cancelled listing's refunds) wait for a second member of staff with 'funds.approve' (four-eyes, E8002).

/** How the results are decided: the platform's ballot, or a file of allotments from the exchange's platform. */
export const ipoResultMethods = ['BALLOT', 'FILE'] as const;
export const ipoResultMethodSchema = z.enum(ipoResultMethods);

/** A money-moving step one member of staff prepared, waiting for another's approval. */
export const ipoPendingStepSchema = z.object({
  kind: z.enum(['RESULTS', 'CANCELLATION']),
  preparedBy: z.string(),
  preparedAt: z.iso.datetime({ offset: true }),
  /** RESULTS: the final price, allotted applications and shares; CANCELLATION: the reason. */
  finalPrice: decimalTextSchema.nullable(),
  allottedApplications: z.number().int().nullable(),
  allottedShares: z.number().int().nullable(),
  reason: z.string().nullable(),
});

export const ipoApplicationCountsSchema = z.object({
  applications: z.number().int(),
  cash: z.number().int(),
  financed: z.number().int(),
  /** Shares applied for by applications not cancelled or rejected. */
  appliedShares: z.number().int(),
  appliedAmount: decimalTextSchema,
  loanTotal: decimalTextSchema,
});

export const staffIpoSchema = ipoSchema.extend({
  quantities: z.array(z.number().int()),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  counts: ipoApplicationCountsSchema,
  pendingStep: ipoPendingStepSchema.nullable(),
  /** The steps open to staff now, for the desk's buttons. */
  nextSteps: z.array(
    z.enum(['EDIT', 'PUBLISH', 'OPEN', 'CLOSE', 'RESULTS', 'APPROVE', 'POSTPONE', 'CANCEL', 'LIST']),
  ),
});
export type StaffIpo = z.infer<typeof staffIpoSchema>;

export const staffIpoApplicationSchema = ipoApplicationSchema.extend({ userID: z.string() });
export type StaffIpoApplication = z.infer<typeof staffIpoApplicationSchema>;

export const postStaffIpo = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/ipos',
  summary:
    'Creates an IPO as a DRAFT from its prospectus and terms (E7071 for terms out of order, or STOCK_CODE_LISTED ' +
    'for a code the exchange already trades)',
  access: { staff: 'ipo.manage' },
  body: ipoTermsSchema,
  data: staffIpoSchema,
});

export const patchStaffIpo = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/staff/ipos/:ipoID',
  summary:
    'Changes the terms of a DRAFT, UPCOMING or OPEN IPO (financing included; E7072 in another status, E7071 for ' +
    'terms out of order, and with problem APPLICATIONS_MADE for money terms changed once applications are made: ' +
    'then only the name and the dates change, and RECEIVED applications take the new cut-offs)',
  access: { staff: 'ipo.manage' },
  params: ipoParams,
  body: ipoTermsSchema,
  data: staffIpoSchema,
});

export const getStaffIpos = staffListCall({
  path: '/staff/ipos',
  summary: "The broker's IPOs, newest listing date first, with application counts",
  access: { staff: 'ipo.manage' },
  filters: { status: ipoStatusSchema.optional() },
  rows: 'ipos',
  row: staffIpoSchema,
});

export const getStaffIpo = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/ipos/:ipoID',
  summary: 'One IPO as the desk sees it',
  access: { staff: 'ipo.manage' },
  params: ipoParams,
  data: staffIpoSchema,
});

export const getStaffIpoApplications = staffListCall({
  path: '/staff/ipos/:ipoID/applications',
  summary: "An IPO's applications, oldest first",
  access: { staff: 'ipo.manage' },
  params: ipoParams,
  filters: { status: ipoApplicationStatusSchema.optional(), type: ipoApplicationTypeSchema.optional() },
  rows: 'applications',
  row: staffIpoApplicationSchema,
});

/** The applications as a CSV file (reference, account, type, quantity, amounts, status, allotted). */
export const staffIpoApplicationsExportPath = '/staff/ipos/:ipoID/applications/export';

export const getStaffIpoApplicationsExport = defineCall({
  service: 'main',
  method: 'GET',
  path: staffIpoApplicationsExportPath,
  summary: "An IPO's applications as a CSV attachment (text/csv), not an envelope",
  access: { staff: 'ipo.manage' },
  params: ipoParams,
  data: z.unknown(),
});

const ipoStep = staffStepsOn(ipoParams, staffIpoSchema);

export const postStaffIpoPublication = ipoStep(
  '/staff/ipos/:ipoID/publications',
  'ipo.manage',
  'Publishes a DRAFT: clients see it (UPCOMING, or OPEN once its open time has passed)',
);
export const postStaffIpoOpening = ipoStep(
  '/staff/ipos/:ipoID/openings',
  'ipo.manage',
  'Opens subscription now (UPCOMING to OPEN)',
);
export const postStaffIpoClosing = ipoStep(
  '/staff/ipos/:ipoID/closings',
  'ipo.manage',
  'Closes subscription now (OPEN to CLOSED): every RECEIVED application is debited and lodged',
);

export const ipoResultsRequestSchema = z.object({
  finalPrice: priceInputSchema,
  method: ipoResultMethodSchema,
  /** FILE: CSV text, a header then 'reference,allottedQuantity' per line. */
  file: z.string().max(2_000_000).optional(),
});
export const postStaffIpoResults = ipoStep(
  '/staff/ipos/:ipoID/results',
  'ipo.manage',
  'Prepares the results of a CLOSED IPO: the final price and each application allotted by ballot or from a ' +
    'file (E7073 for a bad file); nothing moves until another member of staff approves',
  ipoResultsRequestSchema,
);

export const postStaffIpoApproval = ipoStep(
  '/staff/ipos/:ipoID/approvals',
  'funds.approve',
  "Approves the pending step another member prepared (E8002 for one's own): results allot, refund and credit " +
    'shares; a cancellation refunds every application and voids every grey trade',
);

export const ipoPostponementRequestSchema = z.object({
  resultsDate: businessDateSchema,
  greyMarketDate: businessDateSchema,
  listingDate: businessDateSchema,
});
export const postStaffIpoPostponement = ipoStep(
  '/staff/ipos/:ipoID/postponements',
  'ipo.manage',
  'Moves the results, grey market and listing dates later (before listing)',
  ipoPostponementRequestSchema,
);

export const postStaffIpoCancellation = ipoStep(
  '/staff/ipos/:ipoID/cancellations',
  'ipo.manage',
  'Prepares cancelling the IPO or its listing (before LISTED); a DRAFT or UPCOMING one with no money moved is ' +
    'cancelled at once, else another member of staff approves',
  z.object({ reason: z.string().trim().min(1).max(500) }),
);

export const postStaffIpoListing = ipoStep(
  '/staff/ipos/:ipoID/listings',
  'ipo.manage',
  'Marks an ALLOTTED IPO LISTED on or after its listing date (the day roll does it too)',
);
