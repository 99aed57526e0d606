import { sql } from 'kysely';
import type { AuditRecord } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';

export interface AuditQuery {
  brokerCode: string;
  subjectType?: string | undefined;
  subjectID?: string | undefined;
  actorID?: string | undefined;
  limit: number;
  offset: number;
}

/** A broker's audit trail, newest first, with the count of all that match. */
export async function findAuditRecords(
  executor: Executor,
  query: AuditQuery,
): Promise<{ records: AuditRecord[]; total: number }> {
  let matching = executor.selectFrom('audit_records').where('broker_code', '=', query.brokerCode);
  if (query.subjectType) matching = matching.where('subject_type', '=', query.subjectType);
  if (query.subjectID) matching = matching.where('subject_id', '=', query.subjectID);
  if (query.actorID) matching = matching.where('actor_id', '=', query.actorID);
  const [rows, count] = await Promise.all([
    matching.selectAll().orderBy('audit_id', 'desc').limit(query.limit).offset(query.offset).execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((row) => ({
      auditID: String(row.audit_id),
      actorKind: row.actor_kind,
      actorID: row.actor_id,
      action: row.action,
      subjectType: row.subject_type,
      subjectID: row.subject_id,
      before: row.before ?? null,
      after: row.after ?? null,
      at: row.at.toISOString(),
    })),
    total: Number(count.total),
  };
}

/**
 * Whether the row (of `table`, named by its `idColumn`) has an audit record of one of `actions` since it last
 * changed (its updated_at): for queues that pass by what was set aside until someone changes it.
 */
export function auditedSinceChanged(
  table: 'fund_requests' | 'edda_authorisations',
  subject: { type: string; idColumn: string; actions: readonly string[] },
) {
  return sql<boolean>`exists (
    select 1 from audit_records
     where audit_records.broker_code = ${sql.ref(`${table}.broker_code`)}
       and audit_records.subject_type = ${subject.type}
       and audit_records.subject_id = ${sql.ref(`${table}.${subject.idColumn}`)}
       and audit_records.action in (${sql.join(subject.actions)})
       and audit_records.at >= ${sql.ref(`${table}.updated_at`)})`;
}
