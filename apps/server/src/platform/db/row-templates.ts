import type { Insertable, OperationNode, OperationNodeSource } from 'kysely';
import type { Executor } from './insert-missing';
import { jsonbOfText, jsonTextOf } from './jsonb';
import type { Database } from './schema';

// Rows (an insert's values, an update's set) as parts of statements built once per shape (compiled-statement.ts):
// a row's shape is its columns in order and, for each, whether its value is a jsonb() value or a plain one. Two
// rows of one shape make the same SQL with Kysely; a statement compiled for the shape binds each row's values.

/** A row's columns and their kinds, or null for a row with a value of another kind (SQL of its own). */
export function rowShape(row: object): string | null {
  let shape = '';
  for (const [column, value] of Object.entries(row)) {
    // Kysely leaves a column whose value is undefined out of the statement.
    if (value === undefined) continue;
    const kind = kindOf(value);
    if (kind === null) return null;
    shape += `${column}:${kind},`;
  }
  return shape;
}

function kindOf(value: unknown): 'j' | 'v' | null {
  if (jsonTextOf(value) !== undefined) return 'j';
  if (typeof value === 'function') return null;
  if (typeof value === 'object' && value !== null && 'toOperationNode' in value) return null;
  return 'v';
}

/**
 * The rows of a statement built once for their shapes: each column's value a placeholder of `placeholders`,
 * numbered from `first` in the order rowValues lists the values (a jsonb value's placeholder holds its JSON
 * text). Numbers, not names: a call's values are then a list, bound without building an object of names.
 */
export function rowTemplates(
  rows: readonly object[],
  placeholders: Record<string, unknown>,
  first = 0,
): Record<string, unknown>[] {
  let index = first;
  return rows.map((row) => {
    const template: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const placeholder = placeholders[String(index++)];
      template[column] = jsonTextOf(value) === undefined ? placeholder : jsonbOfText(placeholder as string);
    }
    return template;
  });
}

/** The values of `rows` in rowTemplates' order (a jsonb value as its JSON text), after those in `values`. */
export function rowValues(rows: readonly object[], values: unknown[] = []): unknown[] {
  for (const row of rows)
    for (const value of Object.values(row)) if (value !== undefined) values.push(jsonTextOf(value) ?? value);
  return values;
}

/**
 * A one-row insert, described rather than built: a write that rides on a statement (riding-writes.ts) which
 * may be built once per shape (the state table's moves). Anywhere else it builds as
 * `executor.insertInto(table).values(row)`.
 */
export class RowInsert<T extends keyof Database = keyof Database> implements OperationNodeSource {
  constructor(
    readonly executor: Executor,
    readonly table: T,
    readonly row: Insertable<Database[T]>,
  ) {}

  toOperationNode(): OperationNode {
    // Kysely cannot relate a generic table name to its row type; the constructor's signature checks it.
    return this.executor
      .insertInto(this.table)
      .values(this.row as never)
      .toOperationNode();
  }
}

/** An insert of `row` into `table`, to ride on another statement (see RowInsert). */
export function rowInsert<T extends keyof Database>(
  executor: Executor,
  table: T,
  row: Insertable<Database[T]>,
): RowInsert<T> {
  return new RowInsert(executor, table, row);
}
