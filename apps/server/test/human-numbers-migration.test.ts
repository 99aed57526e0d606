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

// Migration 0030: numbers come from a sequence per letter, with no row lock held to commit. Numbers given before
// it stay; new ones continue above every earlier number of their letter (in any month); and a transaction that
// has numbered an order and not yet committed no longer makes the next order of its broker wait.
describe.each(testBackends)('migration 0030: numbers without a held lock (%s)', (backend) => {
  const database = useDatabaseAt(backend, migrationsThrough('0029-third-party-codes'));

  const order = (id: string, date: string) =>
    sql`insert into orders (order_id, user_id, broker_code, account_number, market, stock_code, currency, side,
          order_type, price, quantity, remaining_quantity, status, time_in_force, estimate, trade_date)
        values (${id}, 'U1', 'LTU', 'LTU900101', 'HK', '00700', 'HKD', 'BUY', 'LO', 380, 100, 100, 'ACK', 'DAY',
          '{}', ${date})`;
  const numberOf = async (id: string) =>
    (
      await database.db
        .selectFrom('orders')
        .select('order_number')
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow()
    ).order_number;

  it('keeps the numbers given, continues above them, and never waits on an open placement', async () => {
    const { db } = database;
    await insertClient(db);
    await order('o1', '2026-11-20').execute(db);
    await order('o2', '2026-11-20').execute(db);
    await order('o3', '2026-10-30').execute(db);

    await migrateToLatest(db);

    expect([await numberOf('o1'), await numberOf('o2'), await numberOf('o3')]).toEqual([
      'O-2611-000001',
      'O-2611-000002',
      'O-2610-000001',
    ]);
    // A placement that has its number and has not committed...
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const open = db.transaction().execute(async (trx) => {
      await order('o4', '2026-11-21').execute(trx);
      inserted();
      await finished;
    });
    await insertedNow;
    // ...and the broker's next one, which under 0026 waited on the month's counter row until the first
    // committed (here: the lock timeout's error instead of a wait).
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '2s'`.execute(trx);
      await order('o5', '2026-11-21').execute(trx);
    });
    finish();
    await open;
    expect([await numberOf('o4'), await numberOf('o5')]).toEqual(['O-2611-000003', 'O-2611-000004']);
    // A rolled-back placement leaves a gap, never a repeat; the next month continues the same sequence.
    await db
      .transaction()
      .execute(async (trx) => {
        await order('o6', '2026-11-21').execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await order('o7', '2026-12-01').execute(db);
    expect(await numberOf('o7')).toBe('O-2612-000006');
  });
});
