import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/platform/db/migrate';
import { testBackends } from './support/backends';
import { insertClient, migrationsThrough, useDatabaseAt } from './support/database-at';

// Migration 0026 on a database that already holds orders and fund requests: each gets its short number in the
// order it was created, per letter and month, and what is inserted afterwards continues each sequence.
describe.each(testBackends)('migration 0026 on existing orders and fund requests (%s)', (backend) => {
  const database = useDatabaseAt(backend, migrationsThrough('0025-one-idempotency-table'));

  const order = (id: string, date: string, createdAt: string) =>
    sql`insert into orders (order_id, user_id, broker_code, account_number, market, stock_code, currency, side,
          order_type, price, quantity, remaining_quantity, status, time_in_force, estimate, trade_date, created_at)
        values (${id}, 'U1', 'LTU', 'LTU900101', 'HK', '00700', 'HKD', 'BUY', 'LO', 380, 100, 100, 'ACK', 'DAY',
          '{}', ${date}, ${createdAt})`;
  const request = (id: string, type: string, createdAt: string) =>
    sql`insert into fund_requests (request_id, broker_code, user_id, account_number, type, currency_code, amount,
          status, details, business_date, created_at)
        values (${id}, 'LTU', 'U1', 'LTU900101', ${type}, 'HKD', 100, 'PND', '{}', '2026-11-20', ${createdAt})`;

  it('numbers existing rows by creation, and new rows continue the sequences', async () => {
    const { db } = database;
    await insertClient(db);
    // Created out of their ID order: the number follows creation.
    await order('b-second', '2026-11-20', '2026-11-20T02:00:00Z').execute(db);
    await order('a-third', '2026-11-20', '2026-11-20T03:00:00Z').execute(db);
    await order('c-first', '2026-11-20', '2026-11-20T01:00:00Z').execute(db);
    await order('d-october', '2026-10-31', '2026-10-31T01:00:00Z').execute(db);
    await request('r-deposit', 'DEPOSIT', '2026-11-20T01:00:00Z').execute(db);
    await request('r-withdrawal', 'WITHDRAWAL', '2026-11-20T02:00:00Z').execute(db);

    await migrateToLatest(db);

    const orders = await db
      .selectFrom('orders')
      .select(['order_id', 'order_number'])
      .orderBy('order_id')
      .execute();
    expect(orders).toEqual([
      { order_id: 'a-third', order_number: 'O-2611-000003' },
      { order_id: 'b-second', order_number: 'O-2611-000002' },
      { order_id: 'c-first', order_number: 'O-2611-000001' },
      { order_id: 'd-october', order_number: 'O-2610-000001' },
    ]);
    const requests = await db
      .selectFrom('fund_requests')
      .select(['request_id', 'request_number'])
      .orderBy('request_id')
      .execute();
    expect(requests).toEqual([
      { request_id: 'r-deposit', request_number: 'D-2611-000001' },
      { request_id: 'r-withdrawal', request_number: 'W-2611-000001' },
    ]);

    // Written after the migration, without a number: the trigger continues each sequence.
    await order('e-new', '2026-11-21', '2026-11-21T01:00:00Z').execute(db);
    await request('r-new', 'WITHDRAWAL', '2026-11-21T01:00:00Z').execute(db);
    const numberOf = async (id: string) =>
      (
        await db
          .selectFrom('orders')
          .select('order_number')
          .where('order_id', '=', id)
          .executeTakeFirstOrThrow()
      ).order_number;
    expect(await numberOf('e-new')).toBe('O-2611-000004');
    const withdrawal = await db
      .selectFrom('fund_requests')
      .select('request_number')
      .where('request_id', '=', 'r-new')
      .executeTakeFirstOrThrow();
    expect(withdrawal.request_number).toBe('W-2611-000002');
  });
});
