import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

/**
 * The rows of `table` whose `column` is one of `values`, in `order`: for tests that read back what was written,
 * table by table (in a transaction or not), to compare or count it.
 */
export async function rowsWhere(
  db: Kysely<Database>,
  table: string,
  column: string,
  values: readonly string[],
  order: readonly string[] = [column],
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
    where ${sql.ref(column)} in (${sql.join(values)})
    order by ${sql.join(order.map((name) => sql.ref(name)))}`.execute(db);
  return rows;
}
