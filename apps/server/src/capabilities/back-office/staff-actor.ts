import type { Executor } from '../../platform/db/insert-missing';
import { recordAudit, type AuditActor } from '../../platform/workflow/audit';
import type { StaffSession } from './staff-sessions';

/** The audit actor and broker of a staff member's action: what every back-office queue records. */
export interface StaffActor {
  brokerCode: string;
  actor: AuditActor;
}

export function staffActorOf(staff: Pick<StaffSession, 'brokerCode' | 'staffId'>): StaffActor {
  return { brokerCode: staff.brokerCode, actor: { kind: 'STAFF', id: staff.staffId } };
}

/** The audit record of a member's own login or logout: the member is both who acted and the subject. */
export function recordStaffSessionAudit(
  db: Executor,
  staff: Pick<StaffSession, 'brokerCode' | 'staffId'>,
  action: 'staff.loggedIn' | 'staff.loggedOut',
): Promise<void> {
  return recordAudit(db, { ...staffActorOf(staff), action, subjectType: 'STAFF', subjectId: staff.staffId });
}
