import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Inserts the rows whose keys are not taken yet and leaves existing rows untouched: what makes seeding
 * idempotent. An empty list is fine (SQL has no empty VALUES).
 */
export async function insertMissing<T extends keyof Database>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    // Kysely cannot relate a generic table name to its row type; callers are checked by the signature.
    .values(rows as never)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
