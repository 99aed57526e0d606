import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  WithSchemaPlugin,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { compiledPerShape, compiledStatement, SHAPES_PER_STATEMENT } from './compiled-statement';
import type { Database } from './schema';

/** A PostgreSQL Kysely whose connection records what it is sent and answers `rows`. */
function recordingDatabase(rows: Record<string, unknown>[] = []) {
  const sent: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      sent.push(query);
      return { rows: rows as R[] };
    },
    streamQuery: () => {
      throw new Error('not streamed');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    },
  });
  return { db, sent };
}

const orderLock = compiledStatement((db, p: { orderId: string }) =>
  db.selectFrom('orders').select(['order_id', 'status']).where('order_id', '=', p.orderId).forUpdate(),
);

describe('compiledStatement', () => {
  it('sends each call its own values as parameters, never in the SQL text', async () => {
    const { db, sent } = recordingDatabase();
    await Promise.all([
      orderLock.execute(db, { orderId: "O1'; drop table orders; --" }),
      orderLock.execute(db, { orderId: 'O2' }),
    ]);
    expect(sent.map((query) => query.parameters)).toEqual([["O1'; drop table orders; --"], ['O2']]);
    expect(sent[0]!.sql).toBe(sent[1]!.sql);
    expect(sent[0]!.sql).toBe('select "order_id", "status" from "orders" where "order_id" = $1 for update');
  });

  it('builds and compiles once, for the pool and its transactions alike', async () => {
    const { db, sent } = recordingDatabase();
    const build = vi.fn((kysely: Kysely<Database>, p: { orderId: string }) =>
      kysely.selectFrom('orders').selectAll().where('order_id', '=', p.orderId),
    );
    const find = compiledStatement(build);
    await find.execute(db, { orderId: 'O1' });
    await db.transaction().execute((trx) => find.execute(trx, { orderId: 'O2' }));
    await find.execute(db, { orderId: 'O3' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(sent.filter((query) => query.sql.includes('orders')).map((query) => query.parameters)).toEqual([
      ['O1'],
      ['O2'],
      ['O3'],
    ]);
  });

  it('keeps the values the build fixed beside the bound ones, in their places', async () => {
    const { db, sent } = recordingDatabase();
    const working = compiledStatement((kysely, p: { userId: string; after: Date }) =>
      kysely
        .selectFrom('orders')
        .select('order_id')
        .where('status', '=', 'ACK')
        .where('user_id', '=', p.userId)
        .where('created_at', '>', p.after)
        .limit(5),
    );
    const after = new Date('2026-01-05T01:02:03Z');
    await working.execute(db, { userId: 'U1', after });
    expect(sent[0]!.parameters).toEqual(['ACK', 'U1', after, 5]);
  });

  it('binds an array or a JSON text as one parameter each', async () => {
    const { db, sent } = recordingDatabase();
    const statement = compiledStatement((kysely, p: { ids: string[]; note: string }) =>
      kysely
        .updateTable('orders')
        .set({ estimate: sql`cast(cast(${p.note} as text) as jsonb)` })
        .where(sql<boolean>`order_id = any(${p.ids})`),
    );
    await statement.execute(db, { ids: ['O1', 'O2', 'O3'], note: JSON.stringify({ fee: '1.5' }) });
    await statement.execute(db, { ids: [], note: '[]' });
    expect(sent.map((query) => query.parameters)).toEqual([
      ['{"fee":"1.5"}', ['O1', 'O2', 'O3']],
      ['[]', []],
    ]);
    expect(sent[0]!.sql).toBe(sent[1]!.sql);
  });

  it('refuses a build that writes a value into the SQL text or reads into it', () => {
    const { db } = recordingDatabase();
    const spliced = compiledStatement((kysely, p: { code: string }) =>
      kysely
        .selectFrom('orders')
        .select('order_id')
        .where(sql.raw<boolean>(`stock_code = '${p.code}'`)),
    );
    expect(() => spliced.bind(db, { code: '00700' })).toThrow(/placeholder code was written into the SQL/);
    const stringified = compiledStatement((kysely, p: { facts: object }) =>
      kysely
        .selectFrom('orders')
        .select('order_id')
        .where('estimate', '=', JSON.stringify(p.facts) as never),
    );
    expect(() => stringified.bind(db, { facts: {} })).toThrow(/placeholder facts was turned into JSON/);
  });

  it('refuses a call without one of its values', () => {
    const { db } = recordingDatabase();
    expect(() => orderLock.bind(db, {} as { orderId: string })).toThrow(/no value for orderId/);
  });

  it("applies the database's plugins: to the statement once, to each call's rows", async () => {
    const { db, sent } = recordingDatabase([{ order_id: 'O1', filled_quantity: 100 }]);
    // A schema plugin shows in the statement's text, CamelCase in the rows read back.
    const camel = db
      .withPlugin(new WithSchemaPlugin('trading'))
      .withPlugin(new CamelCasePlugin()) as unknown as Kysely<Database>;
    const statement = compiledStatement((kysely, p: { orderId: string }) =>
      kysely.selectFrom('orders').select(['order_id', 'filled_quantity']).where('order_id', '=', p.orderId),
    );
    const plain = await statement.executeTakeFirst(db, { orderId: 'O1' });
    const transformed = (await statement.executeTakeFirst(camel, { orderId: 'O2' })) as unknown;
    const again = (await statement.executeTakeFirst(camel, { orderId: 'O3' })) as unknown;
    expect(plain).toEqual({ order_id: 'O1', filled_quantity: 100 });
    expect(transformed).toEqual({ orderId: 'O1', filledQuantity: 100 });
    expect(again).toEqual(transformed);
    expect(sent[1]!.sql).toBe(
      'select "order_id", "filled_quantity" from "trading"."orders" where "order_id" = $1',
    );
    expect(sent[2]!.sql).toBe(sent[1]!.sql);
    expect(sent[0]!.sql).toBe('select "order_id", "filled_quantity" from "orders" where "order_id" = $1');
    expect(sent.map((query) => query.parameters)).toEqual([['O1'], ['O2'], ['O3']]);
  });
});

describe('compiledPerShape', () => {
  it('compiles each shape once, and a shape past the bound on every call', async () => {
    const { db, sent } = recordingDatabase();
    const builds: number[] = [];
    const anyOf = compiledPerShape((count: number) => {
      builds.push(count);
      return (kysely, p: Record<string, string>) =>
        kysely
          .selectFrom('orders')
          .select('order_id')
          .where((eb) =>
            eb.or(Array.from({ length: count }, (_, index) => eb('order_id', '=', p[`id${index}`]!))),
          );
    });
    await anyOf(2).execute(db, { id0: 'A', id1: 'B' });
    await anyOf(2).execute(db, { id0: 'C', id1: 'D' });
    await anyOf(1).execute(db, { id0: 'E' });
    expect(builds).toEqual([2, 1]);
    expect(sent.map((query) => query.parameters)).toEqual([['A', 'B'], ['C', 'D'], ['E']]);
    for (let count = 3; count <= SHAPES_PER_STATEMENT + 1; count += 1) anyOf(count);
    const past = SHAPES_PER_STATEMENT + 1;
    anyOf(past);
    expect(builds.filter((count) => count === past)).toHaveLength(2);
    expect(builds.filter((count) => count === 2)).toHaveLength(1);
  });
});
