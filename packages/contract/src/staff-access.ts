import { z } from 'zod';

/**
 * What a member of a broker's staff may do in the back office, one permission per kind of action. A call
 * declares the one it needs (`access: { staff: 'funds.approve' }`); a staff member holds the permissions of
 * their roles. Four-eyes is a separate rule: whoever took the first step of a request that needs a second pair
 * of eyes (a payment out of the broker, or a deposit or exchange above the broker's four-eyes amount) may not
 * approve it, whatever their permissions.
 */
export const staffPermissions = [
  /**
   * See the deposit queue, view transfer certificates, credit or refuse deposits (above the broker's four-eyes
   * amount, verifying only sends the deposit for approval).
   */
  'deposits.verify',
  /** Prepare withdrawals and transfers to the crypto account for payment (the first pair of eyes). */
  'withdrawals.prepare',
  /**
   * The second pair of eyes: approve (and so move the money of) what another member prepared, or refuse it:
   * withdrawals and transfers out always, deposits and exchanges above the broker's four-eyes amount.
   */
  'funds.approve',
  /** Process currency exchanges (above the broker's four-eyes amount, processing sends them for approval). */
  'exchanges.process',
  /** Confirm or refuse eDDA authorisations. */
  'edda.review',
  /** Announce dividends, see elections. */
  'dividends.manage',
  /**
   * The IPO desk: create, publish, open and close IPOs, set their financing, see and export applications,
   * prepare results and cancellations (which another member approves with funds.approve), postpone, list.
   */
  'ipo.manage',
  /** Grant or refuse quote plan applications. */
  'quotePlans.process',
  /** Write and publish notices and announcements for clients' home pages. */
  'announcements.publish',
  /** Look clients up and read their ledger. */
  'clients.view',
  /** Classify a client: whether they are an institutional professional investor (ChiNext and STAR northbound). */
  'clients.classify',
  /** Read the audit trail. */
  'audit.view',
] as const;
export const staffPermissionSchema = z.enum(staffPermissions);
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/** Roles are named bundles of permissions; a staff member has one or more. */
export const staffRoles = {
  /** Works the queues: verifies deposits, prepares payments, processes exchanges and eDDA, runs the IPO desk. */
  OPERATIONS: [
    'deposits.verify',
    'withdrawals.prepare',
    'exchanges.process',
    'edda.review',
    'quotePlans.process',
    'clients.view',
    'ipo.manage',
  ],
  /**
   * Approves money moving (the second pair of eyes), manages dividends and announcements, classifies clients,
   * reads the audit trail.
   */
  SUPERVISOR: [
    'funds.approve',
    'dividends.manage',
    'ipo.manage',
    'announcements.publish',
    'clients.view',
    'clients.classify',
    'audit.view',
  ],
  /** Answers clients: looks them up and handles quote plan applications. */
  SUPPORT: ['clients.view', 'quotePlans.process'],
  /** Everything (four-eyes still applies). */
  ADMIN: staffPermissions,
} as const satisfies Record<string, readonly StaffPermission[]>;
export type StaffRole = keyof typeof staffRoles;
export const staffRoleSchema = z.enum(Object.keys(staffRoles) as [StaffRole, ...StaffRole[]]);

/** Every permission the roles grant, once each, in the order of staffPermissions. */
export function permissionsOfRoles(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set<StaffPermission>(roles.flatMap((role) => staffRoles[role]));
  return staffPermissions.filter((permission) => granted.has(permission));
}

/**
 * Who may make a call: anyone (`public`), a client with a live session (`client`), any member of the broker's
 * staff with a live staff session (`staff`: their own session and profile), or staff holding the named
 * permission.
 */
export type CallAccess = 'public' | 'client' | 'staff' | { staff: StaffPermission };

/** Whether a call is made by staff (with or without a particular permission). */
export function isStaffAccess(access: CallAccess): access is 'staff' | { staff: StaffPermission } {
  return access === 'staff' || typeof access === 'object';
}

/** The permission a staff call needs, if any. */
export function permissionOf(access: CallAccess): StaffPermission | undefined {
  return typeof access === 'object' ? access.staff : undefined;
}
