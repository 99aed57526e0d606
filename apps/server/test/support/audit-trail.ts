import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

/** The audit records of one subject (a request, an application, a client), oldest first. */
export function auditTrailOf(db: Kysely<Database>, subjectId: string) {
  return db
    .selectFrom('audit_records')
    .select(['actor_kind', 'actor_id', 'action', 'before', 'after'])
    .where('subject_id', '=', subjectId)
    .orderBy('audit_id')
    .execute();
}
