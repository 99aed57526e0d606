import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NAMED_STATEMENTS_PER_CONNECTION } from '../src/platform/db/named-statements';
import { testBackends } from './support/backends';
import { useDatabaseAt } from './support/database-at';

// The pool's prepared statements (platform/db/named-statements.ts) on a real database: a data statement is
// prepared once per connection and used again; the names a connection keeps are bounded; a schema change
// through the pool makes a prepared `select *` prepare afresh rather than fail.
describe.each(testBackends)('named statements (%s)', (backend) => {
  const database = useDatabaseAt(backend, [], 1);

  const preparedOn = async (
    run: (execute: (text: string, value: number) => Promise<unknown>) => Promise<void>,
  ) =>
    database.db.connection().execute(async (connection) => {
      await run((text, value) => sql`${sql.raw(text)} ${value}`.execute(connection));
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((row) => row.statement);
    });

  it('prepares a data statement once and uses it again', async () => {
    const prepared = await preparedOn(async (execute) => {
      for (let value = 0; value < 5; value += 1) await execute('select 41 + ', value);
    });
    expect(prepared.filter((text) => text.startsWith('select 41 +'))).toHaveLength(1);
  });

  it('keeps at most its bound of names on a connection', async () => {
    const prepared = await preparedOn(async (execute) => {
      for (let index = 0; index < NAMED_STATEMENTS_PER_CONNECTION + 40; index += 1)
        await execute(`select ${index} + `, index);
    });
    expect(prepared.length).toBeLessThanOrEqual(NAMED_STATEMENTS_PER_CONNECTION + 1);
    expect(prepared.length).toBeGreaterThan(NAMED_STATEMENTS_PER_CONNECTION / 2);
  });

  it('prepares afresh after a schema change', async () => {
    const { db } = database;
    await sql`create table widened (id int primary key)`.execute(db);
    await sql`insert into widened (id) values (${1})`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from widened where id = ${1}`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await sql`alter table widened add column note text`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, note: null }]);
  });
});
