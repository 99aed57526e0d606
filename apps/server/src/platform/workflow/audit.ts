import type { Executor } from '../db/insert-missing';
import { jsonb } from '../db/jsonb';

// The audit trail's writer: every workflow's change made by staff or the platform (and a client's requests
// that move money) leaves one record, written in the transaction of the change. The back office reads them.

export type AuditActor = { kind: 'CLIENT' | 'STAFF' | 'PLATFORM'; id: string };

export interface AuditEntry {
  brokerCode: string;
  actor: AuditActor;
  /** What was done, as a dotted name: 'deposit.credited', 'withdrawal.approved'. */
  action: string;
  /** What it was done to: 'FUND_REQUEST', 'CLIENT', 'QUOTE_PLAN_APPLICATION'... */
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

/** The platform's own actions (jobs, demo processing) are audited under this actor. */
export const platformActor: AuditActor = { kind: 'PLATFORM', id: 'platform' };

/**
 * Writes one audit record. Pass the transaction that makes the change, so the change and its record commit
 * together or not at all.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor
    .insertInto('audit_records')
    .values({
      broker_code: entry.brokerCode,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: entry.before === undefined ? null : jsonb(entry.before),
      after: entry.after === undefined ? null : jsonb(entry.after),
    })
    .execute();
}
