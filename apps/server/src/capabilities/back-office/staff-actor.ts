import type { AuditActor } from '../../platform/workflow/audit';
import type { StaffSession } from './staff-sessions';

/** The audit actor and broker of a staff member's action: what every back-office queue records. */
export interface StaffActor {
  brokerCode: string;
  actor: AuditActor;
}

export function staffActorOf(staff: Pick<StaffSession, 'brokerCode' | 'staffId'>): StaffActor {
  return { brokerCode: staff.brokerCode, actor: { kind: 'STAFF', id: staff.staffId } };
}
