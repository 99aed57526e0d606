import type { StaffPermission, StaffRole } from '@lantau/contract';

/** A live staff session as the staff session check hands it to a call. */
export interface StaffSession {
  sessionId: string;
  signingKey: string;
  brokerCode: string;
  staffId: string;
  name: string;
  roles: StaffRole[];
  permissions: StaffPermission[];
  expiresAt: Date;
}
