import { sql, type Transaction } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

/**
 * The rows of `table` whose `column` is one of `values`, in `order`: for tests that read back what two ways of
 * writing the same thing wrote, table by table, to compare them.
 */
export async function rowsWhere(
  trx: Transaction<Database>,
  table: string,
  column: string,
  values: readonly string[],
  order: readonly string[] = [column],
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
    where ${sql.ref(column)} in (${sql.join(values)})
    order by ${sql.join(order.map((name) => sql.ref(name)))}`.execute(trx);
  return rows;
}
