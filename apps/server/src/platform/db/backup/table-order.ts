import type pg from 'pg';
import { migratorTables } from './backup-format';

/**
 * The application's tables with every referenced table before the tables that reference it, so rows can be
 * loaded in file order with foreign keys checked as they go. Self-references do not constrain the order.
 */
export async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const names = tables.rows.map((row) => row.name).filter((name) => !migratorTables.has(name));
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references.rows) parentsOf.get(child)?.add(parent);

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...parentsOf.get(name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new Error('the tables reference each other in a cycle; a backup cannot order them');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}
