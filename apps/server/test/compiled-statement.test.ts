import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledStatement } from '../src/platform/db/compiled-statement';
import { testBackends } from './support/backends';
import { useDatabaseAt } from './support/database-at';

// Statements built once (platform/db/compiled-statement.ts) on a real database: each call's values, arrays,
// JSON text and times among them, reach PostgreSQL as that call's parameters, on the pool and in a transaction.
describe.each(testBackends)('statements built once (%s)', (backend) => {
  const database = useDatabaseAt(backend, [], 2);

  const echo = compiledStatement((db, p: { codes: string[]; doc: string; at: Date; quantity: number }) =>
    db.selectNoFrom([
      sql<string[]>`${p.codes}::text[]`.as('codes'),
      sql<unknown>`cast(cast(${p.doc} as text) as jsonb)`.as('doc'),
      sql<Date>`${p.at}::timestamptz`.as('at'),
      sql<number>`${p.quantity}::int + 1`.as('next'),
    ]),
  );

  it("answers each call with that call's values, concurrent calls and transactions alike", async () => {
    const { db } = database;
    const calls = Array.from({ length: 6 }, (_, index) => ({
      codes: Array.from({ length: index }, (__, code) => `0070${code}`),
      doc: JSON.stringify({ index, name: { en_US: `It's ${index}` } }),
      at: new Date(Date.UTC(2026, 0, 5, index)),
      quantity: index * 100,
    }));
    const answers = await Promise.all(
      calls.map((call, index) =>
        index % 2 === 0
          ? echo.executeTakeFirst(db, call)
          : db.transaction().execute((trx) => echo.executeTakeFirst(trx, call)),
      ),
    );
    expect(answers).toEqual(
      calls.map((call) => ({
        codes: call.codes,
        doc: JSON.parse(call.doc),
        at: call.at,
        next: call.quantity + 1,
      })),
    );
  });
});
