import { describe, expect, it, vi } from 'vitest';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
} from 'kysely';
import { jsonb } from '../db/jsonb';
import { rowInsert } from '../db/row-templates';
import type { Database } from '../db/schema';
import { IllegalTransitionError, defineStateMachine, documentedTransitions } from './state-machine';
import { actorEventRow, defineStateTable } from './state-table';

/** A driver that runs nothing and answers every statement with the rows `answer` gives for it. */
class AnsweringDriver extends DummyDriver {
  constructor(private readonly answer: (query: CompiledQuery) => unknown[]) {
    super();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: async <R>(query: CompiledQuery) => ({ rows: this.answer(query) as R[] }),
      streamQuery: () => {
        throw new Error('not streamed');
      },
    };
  }
}

/**
 * A database that runs nothing and keeps every statement it was given, in order; it answers each with the rows
 * `answer` gives (none by default).
 */
function recordingDatabase(answer: (query: CompiledQuery) => unknown[] = () => []) {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new AnsweringDriver(answer),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  return { db, statements };
}

type Status = 'PND' | 'ACK' | 'CLS' | 'REJ';
const machine = defineStateMachine<Status>('test request', {
  initial: ['PND'],
  transitions: { PND: ['ACK', 'REJ'], ACK: ['CLS', 'REJ'], CLS: [], REJ: [] },
});
type Row = { request_id: string; broker_code: string; status: Status; amount: string };
const row: Row = { request_id: 'F1', broker_code: 'LTU', status: 'PND', amount: '10' };

const table = defineStateTable<Status, Row, 'fund_requests', 'fund_request_events'>({
  machine,
  table: 'fund_requests',
  key: 'request_id',
  touched: 'updated_at',
  events: 'fund_request_events',
  eventRow: actorEventRow('request_id'),
  audit: { subjectType: 'FUND_REQUEST', brokerOf: (request) => request.broker_code },
});
const staff = { kind: 'STAFF', id: 'OPS1' } as const;

describe('a state machine', () => {
  it('allows what its table says, new rows only in its initial statuses, and names the illegal move', () => {
    expect(machine.allows(null, 'PND')).toBe(true);
    expect(machine.allows(null, 'ACK')).toBe(false);
    expect(machine.allows('PND', 'ACK')).toBe(true);
    expect(machine.allows('CLS', 'PND')).toBe(false);
    expect(() => machine.assert('CLS', 'PND')).toThrow(
      new IllegalTransitionError('test request', 'CLS', 'PND'),
    );
    expect((['PND', 'ACK', 'CLS', 'REJ'] as const).filter(machine.isFinal)).toEqual(['CLS', 'REJ']);
  });

  it('reads a table printed in Markdown back into the code’s shape', () => {
    const markdown = [
      'Text before.',
      '<!-- test-request-transitions:start -->',
      '| From | May move to |',
      '| ---- | ----------- |',
      '| PND  | ACK, REJ    |',
      '| ACK  | CLS, REJ    |',
      '| CLS  | (final)     |',
      '| REJ  | (final)     |',
      '<!-- test-request-transitions:end -->',
    ].join('\n');
    expect(documentedTransitions(markdown, 'test-request')).toEqual(machine.transitions);
    expect(documentedTransitions(markdown, 'other')).toEqual({});
  });
});

describe('a state table', () => {
  it('writes a move as the status with its events row (one statement), then its audit record, and answers the row as stored', async () => {
    // The database's row after the update: what it generated or built (here the amount's scale) is its own.
    const stored = { ...row, status: 'ACK', prepared_by: 'OPS1', amount: '10.00' };
    const { db, statements } = recordingDatabase((query) => (query.sql.startsWith('with') ? [stored] : []));
    const moved = await table.move(db, { ...row, client_name: 'read beside it' } as Row, 'ACK', staff, {
      action: 'withdrawal.prepared',
      set: { prepared_by: 'OPS1' },
      detail: { note: 'checked' },
      riding: [db.insertInto('client_messages').values({ message_id: 'M1' } as never)],
    });
    // The table's columns as stored; what the caller read beside the row kept.
    expect(moved).toEqual({ ...stored, client_name: 'read beside it' });
    expect(statements).toHaveLength(2);
    // The event's insert and the caller's riding write are CTEs of the update, which answers the row: PostgreSQL
    // runs all three.
    expect(statements[0]!.sql).toMatch(
      /^with "riding_0" as \(insert into "fund_request_events" .*\), "riding_1" as \(insert into "client_messages" .*\) update "fund_requests" set .* where "request_id" = \$\d+ returning \*$/,
    );
    expect(statements[0]!.parameters).toEqual([
      'F1',
      'PND',
      'ACK',
      'STAFF',
      'OPS1',
      null,
      'M1',
      'OPS1',
      'ACK',
      expect.any(Date),
      'F1',
    ]);
    expect(statements[1]!.sql).toMatch(/^insert into "audit_records"/);
    expect(statements[1]!.parameters).toEqual(
      expect.arrayContaining([
        'LTU',
        'STAFF',
        'OPS1',
        'withdrawal.prepared',
        'FUND_REQUEST',
        'F1',
        JSON.stringify({ status: 'PND' }),
        JSON.stringify({ status: 'ACK', note: 'checked' }),
      ]),
    );
  });

  it('builds a move whose riding writes are row inserts once per shape, as the builder would write it', async () => {
    const { db, statements } = recordingDatabase((query) => (query.sql.startsWith('with') ? [row] : []));
    const compiles = vi.spyOn(PostgresQueryCompiler.prototype, 'compileQuery');
    const message = (id: string) => ({ message_id: id, title: jsonb({ en_US: `T ${id}` }) }) as never;
    const moveWith = (request: string, riding: (id: string) => unknown) =>
      table.move(db, { ...row, request_id: request }, 'ACK', staff, {
        action: 'withdrawal.prepared',
        set: { prepared_by: request },
        riding: [riding(`M${request}`) as never],
      });
    await moveWith('F1', (id) => rowInsert(db, 'client_messages', message(id)));
    await moveWith('F2', (id) => rowInsert(db, 'client_messages', message(id)));
    // The same move with a builder riding on it: built and compiled anew, as every move was before.
    await moveWith('F3', (id) => db.insertInto('client_messages').values(message(id)));
    const moves = statements.filter((statement) => statement.sql.startsWith('with'));
    const movesCompiled = compiles.mock.results.filter((result) =>
      (result.value as CompiledQuery).sql.startsWith('with'),
    );
    compiles.mockRestore();
    expect(movesCompiled).toHaveLength(2);
    expect(new Set(moves.map((move) => move.sql)).size).toBe(1);
    const withoutTimes = (parameters: readonly unknown[]) =>
      parameters.map((value) => (value instanceof Date ? 'a time' : value));
    expect(moves.map((move) => withoutTimes(move.parameters))).toEqual(
      ['F1', 'F2', 'F3'].map((request) => [
        request,
        'PND',
        'ACK',
        'STAFF',
        'OPS1',
        null,
        `M${request}`,
        JSON.stringify({ en_US: `T M${request}` }),
        request,
        'ACK',
        'a time',
        request,
      ]),
    );
  });

  it('records a start from nothing, and refuses a new row outside the initial statuses', async () => {
    const { db, statements } = recordingDatabase();
    await table.started(db, row, { kind: 'CLIENT', id: 'U1' }, { action: 'withdrawal.submitted' });
    expect(statements[0]!.parameters).toEqual(['F1', null, 'PND', 'CLIENT', 'U1', null]);
    await expect(
      table.started(db, { ...row, status: 'ACK' }, staff, { action: 'withdrawal.submitted' }),
    ).rejects.toThrow(IllegalTransitionError);
  });

  it('inserts a new row with its first event riding on the insert, and refuses one outside the initial statuses', async () => {
    const { db, statements } = recordingDatabase();
    // The recording database answers no rows, so the insert's `returning *` finds none: the statement is what counts.
    await expect(
      table.insert(db, { ...row } as never, { kind: 'CLIENT', id: 'U1' }, { action: 'withdrawal.submitted' }),
    ).rejects.toThrow(/no result/);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.sql).toMatch(
      /^with "riding_0" as \(insert into "fund_request_events" .*\) insert into "fund_requests" .* returning \*$/,
    );
    expect(statements[0]!.parameters.slice(0, 6)).toEqual(['F1', null, 'PND', 'CLIENT', 'U1', null]);
    await expect(
      table.insert(db, { ...row, status: 'ACK' } as never, staff, { action: 'withdrawal.submitted' }),
    ).rejects.toThrow(IllegalTransitionError);
    expect(statements).toHaveLength(1);
  });

  it('writes nothing for an illegal move, nor for an audited move without its action', async () => {
    const { db, statements } = recordingDatabase();
    await expect(table.move(db, row, 'CLS', staff, { action: 'x' })).rejects.toThrow(IllegalTransitionError);
    expect(statements).toEqual([]);
    await expect(table.move(db, row, 'ACK', staff)).rejects.toThrow(/audit action/);
  });

  // moveMany's rows moved, guards and riding inserts are PostgreSQL's to decide: state-table-many.test.ts runs it
  // on a database; here, what it sends.
  const unaudited = defineStateTable<Status, Row, 'fund_requests', 'fund_request_events'>({
    machine,
    table: 'fund_requests',
    key: 'request_id',
    touched: 'updated_at',
    events: 'fund_request_events',
    eventRow: actorEventRow('request_id'),
  });
  const request = (id: string, status: Status = 'PND') => ({ row: { ...row, request_id: id, status } });

  it('moves many rows in one statement whose text is the same for any number of them', async () => {
    const { db, statements } = recordingDatabase();
    await unaudited.moveMany(db, [request('F1')], 'ACK', staff, { unchanged: ['amount'] });
    await unaudited.moveMany(db, [request('F2'), request('F3'), request('F4')], 'ACK', staff, {
      unchanged: ['amount'],
    });
    expect(statements).toHaveLength(2);
    expect(statements[0]!.sql).toBe(statements[1]!.sql);
    expect(statements[0]!.sql.replace(/\s+/g, ' ')).toMatch(
      /update "fund_requests" as t .* insert into "fund_request_events"/,
    );
    // Every move travels in the one parameter, each with its event from the spec's eventRow.
    const moves = JSON.parse(statements[1]!.parameters[0] as string) as { expected: object; event: object }[];
    expect(moves.map((move) => [move.expected, move.event])).toEqual(
      ['F2', 'F3', 'F4'].map((id) => [
        { request_id: id, status: 'PND', amount: '10' },
        {
          request_id: id,
          from_status: 'PND',
          to_status: 'ACK',
          actor_kind: 'STAFF',
          actor_id: 'OPS1',
          reason: null,
        },
      ]),
    );
  });

  it('writes nothing when one of many moves is illegal, and refuses an audited table or moves of other columns', async () => {
    const { db, statements } = recordingDatabase();
    await expect(
      unaudited.moveMany(db, [request('F1'), request('F2', 'CLS'), request('F3')], 'ACK', staff),
    ).rejects.toThrow(IllegalTransitionError);
    await expect(table.moveMany(db, [request('F1')], 'ACK', staff)).rejects.toThrow(/no audit records/);
    await expect(
      unaudited.moveMany(
        db,
        [request('F1'), { ...request('F2'), set: { prepared_by: 'OPS1' } }],
        'ACK',
        staff,
      ),
    ).rejects.toThrow(/same columns/);
    expect(statements).toEqual([]);
  });
});
