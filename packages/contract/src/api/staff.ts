import { z } from 'zod';
import { loginAnswerSchema, otpSchema } from './auth';
import { defineCall } from './define-call';
import { type CallAccess, staffPermissionSchema, staffRoleSchema } from '../staff-access';

const staffIdSchema = z.string().trim().min(1).max(32);

/**
 * A page of a staff queue or list: `limit` rows from `offset`, in the order the server keeps for it (a queue
 * oldest first, as it is worked; a history newest first). Every back-office list is such a paged call, filtered
 * and sorted on the server, answering its `total`, so a long queue is paged, never cut off.
 */
export const staffPageQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};
export type StaffPage = { limit: number; offset: number };
/** Rows per page of the back office's lists. */
export const staffPageSize = 50;

/**
 * A back-office list as one call: GET `path`, filtered by `filters` and paged by `staffPageQuery`, answering a
 * page of the rows under the name `rows` beside the `total` of rows that match.
 */
export function staffListCall<
  const N extends string,
  R extends z.ZodType,
  F extends z.ZodRawShape = Record<never, never>,
  P extends z.ZodObject = z.ZodObject<Record<never, never>>,
>(list: {
  path: string;
  summary: string;
  access: CallAccess;
  filters?: F;
  rows: N;
  row: R;
  /** A list of something's rows (an IPO's applications): the path's parameters. */
  params?: P;
}) {
  const page = { [list.rows]: z.array(list.row), total: z.number().int() } as {
    [K in N]: z.ZodArray<R>;
  } & { total: z.ZodNumber };
  return defineCall({
    service: 'main',
    method: 'GET',
    path: list.path,
    summary: list.summary,
    access: list.access,
    ...(list.params && { params: list.params }),
    query: z.object({ ...(list.filters as F), ...staffPageQuery }),
    data: z.object(page),
  });
}

/** A member of a broker's staff as the back office shows them. */
export const staffMemberSchema = z.object({
  staffID: z.string(),
  /** The broker whose back office this is (LTU). */
  brokerCode: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  /** What the roles allow, for the back office to show only what this member can do. */
  permissions: z.array(staffPermissionSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A staff session: the same token and signing scheme as a client's, kept apart from clients' sessions. */
export const staffSessionSchema = z.object({
  token: z.string(),
  /** Per-session HMAC key for the Authorization signature (see signing.ts); base64url. */
  signingKey: z.string(),
  sessionRemainSec: z.number().int().nonnegative(),
  staff: staffMemberSchema,
});
export type StaffSessionData = z.infer<typeof staffSessionSchema>;

export const postStaffLogin = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/logins',
  summary:
    'Staff login. Without X-Two-FA-Token: checks the password and e-mails a code. With it and otp: checks the ' +
    'code and opens a staff session. Wrong passwords and codes are counted; too many lock the member out (E2002).',
  access: 'public',
  body: z.object({
    brokerCode: z.string().trim().min(1).max(16),
    staffID: staffIdSchema,
    password: z.string().min(1).max(64),
    otp: otpSchema.optional(),
  }),
  data: loginAnswerSchema(
    z.object({
      /** Names this login attempt; sent back as X-Two-FA-Token with the code. */
      twoFaToken: z.string(),
      otpLength: z.number().int(),
      otpExpirySeconds: z.number().int(),
      /** Where the code went, masked ('o***@lantau.example'). */
      maskedContact: z.string(),
    }),
    staffSessionSchema,
  ),
});

export const postStaffLogout = defineCall({
  service: 'main',
  method: 'POST',
  path: '/staff/logouts',
  summary: 'Ends the staff session',
  access: 'staff',
  data: z.null(),
});

export const getStaffMe = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/me',
  summary: 'The logged-in staff member, their roles and permissions',
  access: 'staff',
  data: staffMemberSchema,
});

/** Who did something: a client, a staff member, or the platform itself (a job, demo processing). */
export const auditActorKinds = ['CLIENT', 'STAFF', 'PLATFORM'] as const;
export const auditActorKindSchema = z.enum(auditActorKinds);

/** One audit record: who did what to which thing, when, and the thing before and after. */
export const auditRecordSchema = z.object({
  auditID: z.string(),
  actorKind: auditActorKindSchema,
  actorID: z.string(),
  /** What was done, as a dotted name ('deposit.credited', 'withdrawal.approved'). */
  action: z.string(),
  /** What it was done to: its kind and ID ('FUND_REQUEST' 'F000123', 'CLIENT' 'LTU1001'). */
  subjectType: z.string(),
  subjectID: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const getAuditRecords = staffListCall({
  path: '/staff/audit_records',
  summary: "The broker's audit trail, newest first, optionally of one subject or one actor",
  access: { staff: 'audit.view' },
  filters: {
    subjectType: z.string().max(32).optional(),
    subjectID: z.string().max(64).optional(),
    actorID: z.string().max(64).optional(),
  },
  rows: 'records',
  row: auditRecordSchema,
});
