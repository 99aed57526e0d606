import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } from 'kysely';
import type { Database } from './apps/server/src/platform/db/schema';
import { riding } from './apps/server/src/platform/db/riding-writes';
import { jsonb } from './apps/server/src/platform/db/jsonb';
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (k) => new PostgresIntrospector(k),
  },
});
function build(i: number) {
  const update = db
    .updateTable('orders')
    .set({
      filled_quantity: i,
      filled_value: '1',
      remaining_quantity: 3,
      hold_amount: '0',
      estimate: jsonb({ a: 1 }),
      status: 'PFL',
      updated_at: new Date(),
    } as never)
    .where('order_id', '=', 'O' + i);
  const exec = db
    .insertInto('executions')
    .values({
      execution_id: 'e',
      order_id: 'o',
      user_id: 'u',
      account_number: 'a',
      price: '1',
      quantity: 1,
      fees: jsonb([1]),
      trade_date: 'd',
      settlement_date: 'd',
      executed_at: new Date(),
    } as never);
  const msg = db
    .insertInto('client_messages')
    .values({
      message_id: 'm',
      broker_code: 'b',
      user_id: 'u',
      type: 'trade',
      title: jsonb({}),
      content: jsonb({}),
      reference: 'r',
    } as never);
  return riding(db, [update as never, exec, msg])
    .insertInto('order_events')
    .values({
      order_id: 'O',
      from_status: 'ACK',
      to_status: 'PFL',
      actor: 'exchange',
      reason: null,
    } as never);
}
const N = 20000;
for (let i = 0; i < 2000; i++) build(i).compile();
let t = performance.now();
for (let i = 0; i < N; i++) build(i);
const b = ((performance.now() - t) / N) * 1000;
t = performance.now();
for (let i = 0; i < N; i++) build(i).compile();
const bc = ((performance.now() - t) / N) * 1000;
const q = build(1);
t = performance.now();
for (let i = 0; i < N; i++) q.compile();
const c = ((performance.now() - t) / N) * 1000;
console.log({ buildUs: b.toFixed(1), buildCompileUs: bc.toFixed(1), compileOnlyUs: c.toFixed(1) });
