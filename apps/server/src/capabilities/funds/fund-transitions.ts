import type { FundRequestStatus } from '@lantau/contract';
import type { Transaction } from 'kysely';
import type { AuditActor } from '../../platform/workflow/audit';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { actorEventRow, defineStateTable } from '../../platform/workflow/state-table';
import { addClientMessage } from '../messages/message-repository';
import { fundRequestStates } from './fund-request-states';
import type { FundRequestRow } from './fund-repository';
import { fundMessage } from './fund-texts';

/** A snapshot for the audit trail: the request's state and who handled it. */
const auditState = (row: FundRequestRow) => ({
  status: row.status,
  amount: row.amount,
  fee: row.fee,
  preparedBy: row.prepared_by,
  rejectReason: row.reject_reason,
});

/** Fund requests' state table: its events in fund_request_events, every step audited. */
const fundRequests = defineStateTable({
  machine: fundRequestStates,
  table: 'fund_requests',
  key: 'request_id',
  touched: 'updated_at',
  events: 'fund_request_events',
  eventRow: actorEventRow('request_id'),
  audit: {
    subjectType: 'FUND_REQUEST',
    brokerOf: (row: FundRequestRow) => row.broker_code,
    snapshot: auditState,
  },
});

/** Records that a request was created (its first event, message and audit record), in the creating transaction. */
export async function recordCreated(trx: Transaction<Database>, row: FundRequestRow, actor: AuditActor) {
  await fundRequests.started(trx, row, actor, { action: `${row.type.toLowerCase()}.submitted` });
  await addClientMessage(trx, {
    brokerCode: row.broker_code,
    userId: row.user_id,
    type: 'inform',
    ...fundMessage(requestFacts(row), row.status, null),
    reference: row.request_id,
  });
}

const requestFacts = (row: FundRequestRow) => ({
  requestNumber: row.request_number,
  type: row.type,
  currency: row.currency_code,
  amount: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(row.amount),
  ),
});

/**
 * Moves a locked request to `to` through its state table (the machine's check, the row, an events row and an
 * audit record, before and after) and tells the client, all in the caller's transaction. Returns the new row.
 */
export async function moveRequest(
  trx: Transaction<Database>,
  row: FundRequestRow,
  to: FundRequestStatus,
  actor: AuditActor,
  change: { reason?: string; preparedBy?: string; action: string },
): Promise<FundRequestRow> {
  const after = await fundRequests.move(trx, row, to, actor, {
    action: change.action,
    ...(change.reason !== undefined && { reason: change.reason }),
    set: {
      ...(change.reason !== undefined && { reject_reason: change.reason }),
      ...(change.preparedBy !== undefined && { prepared_by: change.preparedBy }),
    },
  });
  await addClientMessage(trx, {
    brokerCode: row.broker_code,
    userId: row.user_id,
    type: 'inform',
    ...fundMessage(requestFacts(row), to, change.reason ?? null),
    reference: row.request_id,
  });
  return after;
}

/**
 * Tells the owner's browsers (session socket `fundrequest`) where a request stands now. Called after the
 * transaction that moved it committed, so a list that reads again on the push sees the new status.
 */
export async function announceFund(bus: EventBus, row: FundRequestRow | undefined): Promise<void> {
  if (!row) return;
  await bus.publish({
    type: 'fund-changed',
    userId: row.user_id,
    requestID: row.request_id,
    status: row.status,
  });
}
