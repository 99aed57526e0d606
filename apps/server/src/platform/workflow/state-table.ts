import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import type { Executor } from '../db/insert-missing';
import { compiledPerShape } from '../db/compiled-statement';
import { jsonTextOf } from '../db/jsonb';
import { riding, type RidingWrite } from '../db/riding-writes';
import { RowInsert, rowInsert, rowShape, rowTemplates, rowValues } from '../db/row-templates';
import type { Database } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import type { StateMachine } from './state-machine';

/** One change of status as a workflow's events table keeps it. */
export interface StateEvent<S extends string, A> {
  /** The row's key. */
  id: string;
  /** null for the row's first event (it was just created). */
  from: S | null;
  to: S;
  actor: A;
  reason: string | null;
}

/**
 * The events row of a workflow whose events table names its row by `key` and keeps who acted as kind and id
 * (fund_request_events, and every new workflow: CONTRIBUTING, "Add a workflow with money").
 */
export function actorEventRow<K extends string>(key: K) {
  return <S extends string>({ id, from, to, actor, reason }: StateEvent<S, AuditActor>) =>
    // A computed key widens to `string`; the row has exactly `key` and the columns written here.
    ({
      [key]: id,
      from_status: from,
      to_status: to,
      actor_kind: actor.kind,
      actor_id: actor.id,
      reason,
    }) as Record<K, string> & {
      from_status: S | null;
      to_status: S;
      actor_kind: AuditActor['kind'];
      actor_id: string;
      reason: string | null;
    };
}

/** Tables with a text key and a status: what a workflow's state lives in. */
type StateTableName = {
  [T in keyof Database]: Database[T] extends { status: unknown } ? T : never;
}[keyof Database];

/**
 * A workflow's state table, declared once: the machine its status follows, the table and key column, how one
 * transition is written to the workflow's events table, and (for workflows staff or the platform act on) its
 * audit records. `R` is the row as the workflow reads it (with its key and status), `A` who acts (an
 * AuditActor unless the workflow names its actors otherwise).
 */
export interface StateTableSpec<
  S extends string,
  R extends { status: string },
  T extends StateTableName,
  E extends keyof Database,
  A = AuditActor,
> {
  machine: StateMachine<S>;
  table: T;
  key: keyof R & keyof Database[T] & string;
  /** A column set to the time of every move (updated_at). */
  touched?: keyof Database[T] & string;
  events: E;
  eventRow: (event: StateEvent<S, A>) => Insertable<Database[E]>;
  /**
   * The audit record of every start and move: the subject's type, its broker, who acted as the audit trail
   * names them, and the snapshot of the row kept as before and after (its status unless said otherwise). A
   * workflow with an audit must name the action of each start and move.
   */
  audit?: {
    subjectType: string;
    brokerOf: (row: R, actor: A) => string;
    actorOf?: (actor: A) => AuditActor;
    snapshot?: (row: R) => Record<string, unknown>;
  };
}

/** How a start or a move is audited: the action's dotted name, and what else the record says. */
export interface AuditNote {
  action?: string;
  /** Merged into the record's `after` (a start may replace it: the terms announced). */
  detail?: Record<string, unknown>;
}

export interface StateTable<S extends string, Row, U, A, N = never> {
  readonly machine: StateMachine<S>;
  /**
   * Records the first event of a row just inserted in its initial status (from nothing) and its audit record,
   * in the inserting transaction.
   */
  started(trx: Executor, row: Row, actor: A, note?: AuditNote & { reason?: string }): Promise<void>;
  /**
   * Inserts a row in its initial status with its first event riding on the insert (one statement), then its
   * audit record, in the caller's transaction: `started` for a row not inserted yet. Returns the row as stored.
   */
  insert(trx: Executor, values: N, actor: A, note?: AuditNote & { reason?: string }): Promise<Row>;
  /**
   * Inserts many rows in their initial status in ONE statement (a group commit's batch), each with its first
   * event, as `insert` writes them one by one. The rows travel in one JSON parameter, so the statement's text
   * depends on the columns written, never on how many rows (one prepared statement per connection). Returns
   * the rows as stored, in the order given. Refused for audited workflows, as `moveMany` is.
   */
  insertMany(trx: Executor, values: readonly N[], actor: A, note?: { reason?: string }): Promise<Row[]>;
  /**
   * Moves a row (locked by the caller, whose transaction this is) to `to`: checks the machine, writes the
   * status and `set` (and the touched column) with the events row riding on the same statement, then the audit
   * record. `riding`: the caller's own writes of the move (a message about it), in that statement too. Returns
   * the row as stored by the move (generated columns and values built in SQL included).
   */
  move(
    trx: Executor,
    row: Row,
    to: S,
    actor: A,
    change?: AuditNote & { reason?: string; set?: U; riding?: readonly RidingWrite[] },
  ): Promise<Row>;
  /**
   * Moves many rows to `to` in ONE statement (a group commit's batch): checks the machine for every move before
   * anything is written, then updates each row still in the status it was read in (and, for `unchanged`, still
   * at those columns' values as read) with its `set` and the touched column, writing its events row and its
   * `riding` row inserts only if it moved. The statement's text depends on the columns and tables written,
   * never on how many rows (one prepared statement per connection). Returns the rows moved, as stored, in the
   * moves' order; a row not returned was left as it is. Refused for audited workflows (one audit record a row
   * would undo the one statement): their moves go one by one. `unchanged` columns are compared as their values
   * travel in JSON: a timestamp read into a Date has lost its microseconds and never matches; guard on others.
   */
  moveMany(
    trx: Executor,
    moves: readonly ManyMove<Row, U>[],
    to: S,
    actor: A,
    options?: { reason?: string; unchanged?: readonly (keyof Row & string)[] },
  ): Promise<Row[]>;
  /** An event without a change of status (terms amended in place), for the history only. */
  note(trx: Executor, row: Row, actor: A, reason: string): Promise<void>;
}

/** One row of a `moveMany`: the row as the caller read it, what to set on it, and its own writes riding on it. */
export interface ManyMove<Row, U> {
  row: Row;
  set?: U;
  riding?: readonly RowInsert[];
}

/**
 * The one writer of workflow state: every status change of every workflow (orders, fund requests, dividend
 * announcements, announcements) goes through a table made here, so the check, the events row and the audit
 * record are written the same way and in the same transaction as the change.
 */
export function defineStateTable<
  S extends string,
  R extends { status: string },
  T extends StateTableName,
  E extends keyof Database,
  A = AuditActor,
>(
  spec: StateTableSpec<S, R, T, E, A>,
): StateTable<S, R, Updateable<Database[T]>, A, Insertable<Database[T]>> {
  type Row = R;
  const { machine, audit } = spec;
  const idOf = (row: Row) => String((row as Record<string, unknown>)[spec.key]);
  const statusOf = (row: Row) => (row as Record<string, unknown>).status as S;
  const snapshot = (row: Row) => audit?.snapshot?.(row) ?? { status: statusOf(row) };

  // Kysely cannot relate a generic table name to its row type; eventRow's signature checks each workflow's.
  const eventValues = (event: StateEvent<S, A>) => spec.eventRow(event) as never;

  // Kysely cannot relate a generic table name to its columns; the spec's types check each workflow's.
  /** A row inserted with its first event riding on the statement. */
  const insertQuery = (db: Executor, values: object, eventRow: object) =>
    riding(db, [db.insertInto(spec.events).values(eventRow as never)])
      .insertInto(spec.table as 'orders')
      .values(values as never)
      .returningAll();

  /**
   * A row's move: its event's insert and the caller's writes riding on its update, which answers the row as
   * stored (a generated column, a value the statement built from SQL).
   */
  const moveQuery = (
    db: Executor,
    key: unknown,
    set: object,
    eventRow: object,
    rides: readonly RidingWrite[],
  ) =>
    riding(db, [db.insertInto(spec.events).values(eventRow as never), ...rides])
      .updateTable(spec.table as 'orders')
      .set(set as never)
      .where(spec.key as 'order_id', '=', key as string)
      .returningAll();

  // Both on the order path (every order placed, acknowledged, filled): built once per shape of their rows
  // (compiled-statement.ts); a workflow's moves have a few shapes each, the bound is well above them.
  const insertStatement = compiledPerShape(
    (shape: RowsShape) => (db, p: unknown[]) => {
      const [values, eventRow] = rowTemplates(shape.rows, p as never);
      return insertQuery(db, values!, eventRow!);
    },
    { keyOf: (shape) => shape.key, limit: 64 },
  );
  // Its values: the row's key first, then the rows'.
  const moveStatement = compiledPerShape(
    (shape: RowsShape) => (db, p: unknown[]) => {
      const [set, eventRow, ...ridingRows] = rowTemplates(shape.rows, p as never, 1);
      const rides = ridingRows.map((row, index) => rowInsert(db, shape.tables[index]!, row as never));
      return moveQuery(db, p[0], set!, eventRow!, rides);
    },
    { keyOf: (shape) => shape.key, limit: 64 },
  );

  async function writeEvent(trx: Executor, event: StateEvent<S, A>): Promise<void> {
    await trx.insertInto(spec.events).values(eventValues(event)).execute();
  }

  /** Before anything is written: an audited workflow's change must say what it is. */
  function checkNote(note: AuditNote): void {
    if (audit && note.action === undefined)
      throw new Error(`${machine.name}: a change without its audit action`);
  }

  async function writeAudit(
    trx: Executor,
    row: Row,
    actor: A,
    entry: { action?: string; before?: unknown; after: unknown },
  ) {
    if (!audit) return;
    await recordAudit(trx, {
      brokerCode: audit.brokerOf(row, actor),
      actor: audit.actorOf ? audit.actorOf(actor) : (actor as AuditActor),
      action: entry.action!,
      subjectType: audit.subjectType,
      subjectId: idOf(row),
      before: entry.before,
      after: entry.after,
    });
  }

  return {
    machine,

    async started(trx, row, actor, note = {}) {
      const status = statusOf(row);
      machine.assert(null, status);
      checkNote(note);
      await writeEvent(trx, { id: idOf(row), from: null, to: status, actor, reason: note.reason ?? null });
      await writeAudit(trx, row, actor, { action: note.action, after: note.detail ?? snapshot(row) });
    },

    async insert(trx, values, actor, note = {}) {
      const status = (values as unknown as { status: S }).status;
      machine.assert(null, status);
      checkNote(note);
      const id = String((values as Record<string, unknown>)[spec.key]);
      const event = { id, from: null, to: status, actor, reason: note.reason ?? null };
      // The event names the row it starts: the foreign key is checked at the statement's end, when both exist.
      const eventRow = eventValues(event);
      const shape = shapeOf([values, eventRow]);
      const row = (
        shape === null
          ? await insertQuery(trx, values, eventRow).executeTakeFirstOrThrow()
          : await insertStatement(shape).executeTakeFirstOrThrow(trx, rowValues(shape.rows))
      ) as R;
      await writeAudit(trx, row, actor, { action: note.action, after: note.detail ?? snapshot(row) });
      return row;
    },

    async insertMany(trx, values, actor, note = {}) {
      if (audit)
        throw new Error(
          `${machine.name}: insertMany writes no audit records; insert audited rows one by one`,
        );
      if (values.length === 0) return [];
      const entries = values.map((value, n) => {
        const status = (value as unknown as { status: S }).status;
        machine.assert(null, status);
        const id = String((value as Record<string, unknown>)[spec.key]);
        const event = { id, from: null, to: status, actor, reason: note.reason ?? null };
        return { n, row: jsonFields(value as object), event: jsonFields(eventValues(event)) };
      });
      const { rows } = await manyInsertsStatement(spec.table, spec.events, entries).execute(trx);
      const byId = new Map(rows.map((row) => [String(row[spec.key]), row as Row]));
      return entries.map(({ row }) => byId.get(String(row[spec.key]))!);
    },

    async move(trx, row, to, actor, change = {}) {
      const from = statusOf(row);
      machine.assert(from, to);
      checkNote(change);
      const set = {
        ...(change.set as Record<string, unknown> | undefined),
        status: to,
        ...(spec.touched && { [spec.touched]: new Date() }),
      };
      const eventRow = eventValues({ id: idOf(row), from, to, actor, reason: change.reason ?? null });
      const rides = change.riding ?? [];
      // One statement: the event's insert and the caller's writes ride on the row's update; built once per shape
      // when every riding write is a row insert.
      const shape = rides.every((write) => write instanceof RowInsert)
        ? shapeOf(
            [set, eventRow, ...rides.map((write) => write.row)],
            rides.map((write) => write.table),
          )
        : null;
      const stored =
        shape === null
          ? await moveQuery(trx, idOf(row), set, eventRow, rides).executeTakeFirstOrThrow()
          : await moveStatement(shape).executeTakeFirstOrThrow(trx, rowValues(shape.rows, [idOf(row)]));
      // What the caller read beside the row (a join's columns) stays; the table's columns are as stored.
      const after = { ...row, ...stored } as Row;
      await writeAudit(trx, row, actor, {
        action: change.action,
        before: snapshot(row),
        after: { ...snapshot(after), ...change.detail },
      });
      return after;
    },

    async moveMany(trx, moves, to, actor, options = {}) {
      if (audit)
        throw new Error(`${machine.name}: moveMany writes no audit records; move audited rows one by one`);
      for (const { row } of moves) machine.assert(statusOf(row), to);
      if (moves.length === 0) return [];
      const touched = spec.touched && { [spec.touched]: new Date() };
      const guarded = [spec.key, 'status', ...(options.unchanged ?? [])];
      const entries = moves.map(({ row, set, riding: rides = [] }, n) => {
        const riding: Record<string, object[]> = {};
        for (const write of rides) (riding[write.table] ??= []).push(jsonFields(write.row));
        return {
          n,
          changes: jsonFields({ ...(set as object | undefined), status: to, ...touched }),
          expected: jsonFields(Object.fromEntries(guarded.map((column) => [column, rowValue(row, column)]))),
          event: jsonFields(
            eventValues({ id: idOf(row), from: statusOf(row), to, actor, reason: options.reason ?? null }),
          ),
          riding,
        };
      });
      const { rows } = await manyMovesStatement(spec.table, spec.key, spec.events, entries).execute(trx);
      return rows as Row[];
    },

    async note(trx, row, actor, reason) {
      const status = statusOf(row);
      await writeEvent(trx, { id: idOf(row), from: status, to: status, actor, reason });
    },
  };
}

const rowValue = (row: unknown, column: string) => (row as Record<string, unknown>)[column];

/** A row as a JSON object (a jsonb() value as the JSON it holds); a value of its own SQL cannot travel so. */
function jsonFields(row: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const text = jsonTextOf(value);
    if (
      text === undefined &&
      (typeof value === 'function' ||
        (typeof value === 'object' && value !== null && 'toOperationNode' in value))
    )
      throw new Error(`insertMany / moveMany: the value of ${column} is SQL, not a value`);
    fields[column] = text === undefined ? value : JSON.parse(text);
  }
  return fields;
}

/** The columns every row of `rows` has (the statement names them once for all): the same for each, or an error. */
function columnsOf(rows: readonly Record<string, unknown>[], what: string): string[] {
  const columns = Object.keys(rows[0] ?? {});
  const key = columns.join();
  if (rows.some((row) => Object.keys(row).join() !== key))
    throw new Error(`insertMany / moveMany: every ${what} must have the same columns`);
  return columns;
}

/** Each of `columns` as `of` writes it, joined by commas. */
const commaList = (columns: readonly string[], of: (column: string) => RawBuilder<unknown>) =>
  sql.join(columns.map((column) => of(column)));

/**
 * An insert into `target` of the records `source` lists (as `r`, each with its entry's `n` and, in the field
 * `part`, a row of the target's type), in the entries' order: how `moveMany` and `insertMany` write their events
 * and riding rows.
 */
function insertOfRecords(
  target: string,
  columns: readonly string[],
  source: RawBuilder<unknown>,
  part: string,
): RawBuilder<unknown> {
  return sql`
    insert into ${sql.table(target)} (${commaList(columns, (column) => sql.id(column))})
    select ${commaList(columns, (column) => sql`(r.${sql.id(part)}).${sql.id(column)}`)}
      from ${source} as r order by r.n`;
}

/**
 * The statement of a `moveMany`: every move travels in ONE JSON parameter (so the text is the same for any
 * number of them), each part read back as a row of its own table (`jsonb_populate_record`, so the columns keep
 * their types without this code naming them). The update moves the rows still as expected; the events and the
 * riding inserts are data-modifying CTEs joined to the rows it moved, in the moves' order.
 */
function manyMovesStatement(
  table: string,
  key: string,
  events: string,
  entries: readonly {
    n: number;
    changes: Record<string, unknown>;
    expected: Record<string, unknown>;
    event: Record<string, unknown>;
    riding: Record<string, object[]>;
  }[],
) {
  const changed = columnsOf(
    entries.map((entry) => entry.changes),
    'set',
  );
  const expected = columnsOf(
    entries.map((entry) => entry.expected),
    'row read',
  );
  const eventColumns = columnsOf(
    entries.map((entry) => entry.event),
    'events row',
  );
  const ridingTables = [...new Set(entries.flatMap((entry) => Object.keys(entry.riding)))].sort();
  // An insert into `target` of `rows` (each a move's `n` and a row `v` of the target's type), in the moves' order.
  const insertFor = (target: string, columns: readonly string[], rows: RawBuilder<unknown>) =>
    insertOfRecords(target, columns, sql`(${rows})`, 'v');
  const rides = ridingTables.map((target, index) => {
    const columns = columnsOf(
      entries.flatMap((entry) => (entry.riding[target] ?? []) as Record<string, unknown>[]),
      `${target} row`,
    );
    const rows = sql`select m.n, jsonb_populate_record(cast(null as ${sql.table(target)}), x.value) as v
      from moves as m join moved using (n)
      cross join jsonb_array_elements(m.riding -> ${sql.lit(target)}) as x`;
    return sql`, ${sql.id(`riding_${index}`)} as (${insertFor(target, columns, rows)})`;
  });
  const eventRows = sql`select m.n, jsonb_populate_record(cast(null as ${sql.table(events)}), m.event) as v
    from moves as m join moved using (n)`;
  return sql<Record<string, unknown>>`
    with moves as (
      select m.n, m.event, m.riding,
             jsonb_populate_record(cast(null as ${sql.table(table)}), m.changes) as changes,
             jsonb_populate_record(cast(null as ${sql.table(table)}), m.expected) as expected
        from jsonb_to_recordset(cast(${JSON.stringify(entries)} as jsonb))
             as m(n int, changes jsonb, expected jsonb, event jsonb, riding jsonb)
    ), moved as (
      update ${sql.table(table)} as t
         set ${commaList(changed, (column) => sql`${sql.id(column)} = (m.changes).${sql.id(column)}`)}
        from moves as m
       where t.${sql.id(key)} = (m.expected).${sql.id(key)}
         and ${sql.join(
           expected
             .filter((column) => column !== key)
             .map((column) => sql`t.${sql.id(column)} is not distinct from (m.expected).${sql.id(column)}`),
           sql` and `,
         )}
      returning t as moved_row, m.n
    ), moved_events as (${insertFor(events, eventColumns, eventRows)})${sql.join(rides, sql``)}
    select (moved.moved_row).* from moved order by moved.n`;
}

/**
 * The statement of an `insertMany`: the rows and their first events travel in ONE JSON parameter, each read
 * back as a row of its own table (`jsonb_populate_record`, as `moveMany` does); the events' insert is a
 * data-modifying CTE beside the rows' (their foreign key is checked at the statement's end, when both exist).
 */
function manyInsertsStatement(
  table: string,
  events: string,
  entries: readonly { n: number; row: Record<string, unknown>; event: Record<string, unknown> }[],
) {
  const columns = columnsOf(
    entries.map((entry) => entry.row),
    'row inserted',
  );
  const eventColumns = columnsOf(
    entries.map((entry) => entry.event),
    'events row',
  );
  const insertFor = (target: string, names: readonly string[], part: 'v' | 'e') =>
    insertOfRecords(target, names, sql`inserts`, part);
  return sql<Record<string, unknown>>`
    with inserts as (
      select r.n, jsonb_populate_record(cast(null as ${sql.table(table)}), r.row) as v,
             jsonb_populate_record(cast(null as ${sql.table(events)}), r.event) as e
        from jsonb_to_recordset(cast(${JSON.stringify(entries)} as jsonb)) as r(n int, row jsonb, event jsonb)
    ), inserted as (${insertFor(table, columns, 'v')} returning *
    ), inserted_events as (${insertFor(events, eventColumns, 'e')})
    select * from inserted`;
}

/** The rows of a statement built per shape, and the tables of its riding inserts: a sample, and its key. */
interface RowsShape {
  key: string;
  rows: readonly object[];
  tables: readonly (keyof Database)[];
}

/** The shape of a statement's rows (null when one of them has a value of its own SQL: built as it is). */
function shapeOf(rows: readonly object[], tables: readonly (keyof Database)[] = []): RowsShape | null {
  let key = tables.join(',');
  for (const row of rows) {
    const shape = rowShape(row);
    if (shape === null) return null;
    key += `|${shape}`;
  }
  return { key, rows, tables };
}
