import type { FundRequestStatus } from '@lantau/contract';
import type { Transaction } from 'kysely';
import type { AuditActor } from '../back-office/audit-repository';
import { recordAudit } from '../back-office/audit-repository';
import type { Database } from '../../platform/db/schema';
import { addClientMessage } from '../messages/message-repository';
import { assertFundTransition } from './fund-request-states';
import { fundRepository, type FundRequestRow } from './fund-repository';
import { fundMessage } from './fund-texts';

/** A snapshot for the audit trail: the request's state and who handled it. */
const auditState = (row: FundRequestRow) => ({
  status: row.status,
  amount: row.amount,
  fee: row.fee,
  preparedBy: row.prepared_by,
  rejectReason: row.reject_reason,
});

/**
 * Records that a request was created (its first event, message and, for staff or platform actors, audit
 * record), in the creating transaction.
 */
export async function recordCreated(trx: Transaction<Database>, row: FundRequestRow, actor: AuditActor) {
  await fundRepository.insertEvent(trx, {
    request_id: row.request_id,
    from_status: null,
    to_status: row.status,
    actor_kind: actor.kind,
    actor_id: actor.id,
    reason: null,
  });
  await addClientMessage(trx, {
    brokerCode: row.broker_code,
    userId: row.user_id,
    type: 'inform',
    ...fundMessage(requestFacts(row), row.status, null),
    reference: row.request_id,
  });
  await recordAudit(trx, {
    brokerCode: row.broker_code,
    actor,
    action: `${row.type.toLowerCase()}.submitted`,
    subjectType: 'FUND_REQUEST',
    subjectId: row.request_id,
    after: auditState(row),
  });
}

const requestFacts = (row: FundRequestRow) => ({
  requestId: row.request_id,
  type: row.type,
  currency: row.currency_code,
  amount: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(row.amount),
  ),
});

/**
 * Moves a locked request to `to`: checks the state machine, writes the row, an events row, the client's
 * message and an audit record (before and after), all in the caller's transaction. Returns the new row.
 */
export async function moveRequest(
  trx: Transaction<Database>,
  row: FundRequestRow,
  to: FundRequestStatus,
  actor: AuditActor,
  change: { reason?: string; preparedBy?: string; action: string },
): Promise<FundRequestRow> {
  assertFundTransition(row.status, to);
  const after = await fundRepository.setStatus(trx, row.request_id, {
    status: to,
    reason: change.reason,
    preparedBy: change.preparedBy,
  });
  await fundRepository.insertEvent(trx, {
    request_id: row.request_id,
    from_status: row.status,
    to_status: to,
    actor_kind: actor.kind,
    actor_id: actor.id,
    reason: change.reason ?? null,
  });
  await addClientMessage(trx, {
    brokerCode: row.broker_code,
    userId: row.user_id,
    type: 'inform',
    ...fundMessage(requestFacts(row), to, change.reason ?? null),
    reference: row.request_id,
  });
  await recordAudit(trx, {
    brokerCode: row.broker_code,
    actor,
    action: change.action,
    subjectType: 'FUND_REQUEST',
    subjectId: row.request_id,
    before: auditState(row),
    after: auditState(after),
  });
  return after;
}
