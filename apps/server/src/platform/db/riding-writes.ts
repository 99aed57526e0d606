import { sql, type OperationNodeSource, type QueryCreator } from 'kysely';
import type { Executor } from './insert-missing';
import type { Database } from './schema';

/** A write built and not run yet (`executor.insertInto(...).values(...)`, `updateTable(...)...`, `sql`...). */
export type RidingWrite = OperationNodeSource;

/**
 * `writes` riding on the statement built on the returned creator, as data-modifying CTEs: PostgreSQL runs every
 * one of them with that statement, referenced or not, in its one round trip (on the order path a statement is
 * most of what a write costs both processes). What the writes may not do, because they share one snapshot:
 * see each other's rows, or change one row twice. Constraints and triggers act as for separate statements
 * (foreign keys are checked at the statement's end, so a row and rows naming it may ride together).
 */
export function riding(executor: Executor, writes: readonly RidingWrite[]): QueryCreator<Database> {
  let creator: QueryCreator<Database> = executor;
  for (const [index, write] of writes.entries()) {
    // Kysely puts a builder's statement in the CTE's parentheses itself, not a raw one's.
    const statement = write.toOperationNode().kind === 'RawNode' ? sql`(${write})` : write;
    // Kysely types a CTE by its builder's tables; a riding write is never read back, so any builder will do.
    creator = creator.with(`riding_${index}`, () => statement as never) as unknown as QueryCreator<Database>;
  }
  return creator;
}
