import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

/** Every row of every application table as PostgreSQL's text, in a stable order: equal means same data. */
export async function everyRow(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables
     where schemaname = 'public' and tablename not like 'kysely_migration%' order by tablename`.execute(db);
  const entries = await Promise.all(
    tables.rows.map(async ({ name }) => {
      const rows = await sql<{
        row: string;
      }>`select cast(t as text) as row from ${sql.table(name)} t order by 1`.execute(db);
      return [name, rows.rows.map((row) => row.row)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
