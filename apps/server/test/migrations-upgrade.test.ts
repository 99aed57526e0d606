import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLedger } from '../src/capabilities/ledger';
import { migrateToLatest, migrationNames } from '../src/platform/db/migrate';
import { testBackends } from './support/backends';
import { insertClient, migrationsThrough, useDatabaseAt } from './support/database-at';
import { realMarketClock } from './support/market-clock';

// The last release's schema ended with this migration. When a release goes out with newer ones, move it on:
// this test then checks the upgrade a developer's or a broker's database takes next.
const previousRelease = migrationsThrough('0029-third-party-codes');

const text = (en: string) => ({ en_US: en, zh_HK: en, zh_CN: en });

// A database the previous release made and used, brought to this version as the server's start does: exactly
// the newer migrations run, in number order, and what was in it is still there.
describe.each(testBackends)('upgrading a database of the previous release (%s)', (backend) => {
  const database = useDatabaseAt(backend, previousRelease);

  it('runs exactly the newer migrations, in order, and keeps the data', async () => {
    const { db } = database;
    const ledger = createLedger({ clock: realMarketClock });
    await insertClient(db);
    await db.transaction().execute((trx) =>
      ledger.postJournal(trx, {
        reason: 'DEPOSIT',
        reference: 'F000001',
        description: text('Deposit'),
        legs: [
          { account: 'LTU900101', asset: { kind: 'cash', currency: 'HKD' }, amount: new Decimal('5000.25') },
          {
            account: 'HOUSE:BANK',
            asset: { kind: 'cash', currency: 'HKD' },
            amount: new Decimal('-5000.25'),
          },
        ],
      }),
    );
    await sql`insert into fund_requests (request_id, broker_code, user_id, account_number, type, currency_code,
                amount, status, details, business_date)
              values ('F000001', 'LTU', 'U1', 'LTU900101', 'DEPOSIT', 'HKD', 5000.25, 'CLS', '{}', '2026-01-05')`.execute(
      db,
    );
    await sql`insert into orders (order_id, user_id, broker_code, account_number, market, stock_code, currency,
                side, order_type, price, quantity, remaining_quantity, status, time_in_force, estimate, trade_date)
              values ('O1', 'U1', 'LTU', 'LTU900101', 'HK', '00700', 'HKD', 'BUY', 'LIMIT', 380, 100, 100, 'NEW',
                      'DAY', '{}', '2026-01-05')`.execute(db);
    await sql`insert into idempotency_keys (scope, idempotency_key, call, request_hash, reference)
              values ('client:U1', 'deposit-key-01', 'POST /api/funds/deposits', 'h', 'F000001'),
                     ('client:U1', 'order-key-0001', 'POST /api/orders', 'h', 'O1')`.execute(db);
    await sql`insert into watchlist_groups (group_id, user_id, name, name_key, colour, position)
              values ('G1', 'U1', 'Tech', 'tech', 'BLUE', 0)`.execute(db);
    await sql`insert into watchlist_stocks (group_id, market, stock_code, position)
              values ('G1', 'HK', '00700', 0)`.execute(db);

    const applied = await migrateToLatest(db);

    expect(applied).toEqual(migrationNames.slice(previousRelease.length));
    const recorded = await sql<{
      name: string;
    }>`select name from kysely_migration order by timestamp, name`.execute(db);
    expect(recorded.rows.map((row) => row.name)).toEqual(migrationNames);

    const balances = await ledger.balances(db, 'LTU900101');
    expect(balances.cash.map((cash) => [cash.currency, cash.available.toFixed()])).toEqual([
      ['HKD', '5000.25'],
    ]);
    const request = await db
      .selectFrom('fund_requests')
      .select(['type', 'status', 'amount'])
      .where('request_id', '=', 'F000001')
      .executeTakeFirstOrThrow();
    expect({ ...request, amount: new Decimal(request.amount).toFixed() }).toEqual({
      type: 'DEPOSIT',
      status: 'CLS',
      amount: '5000.25',
    });
    const order = await db
      .selectFrom('orders')
      .select(['status', 'quantity', 'remaining_quantity'])
      .where('order_id', '=', 'O1')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'NEW', quantity: 100, remaining_quantity: 100 });
    const stocks = await db.selectFrom('watchlist_stocks').select(['group_id', 'stock_code']).execute();
    expect(stocks).toEqual([{ group_id: 'G1', stock_code: '00700' }]);
    const keys = await db
      .selectFrom('idempotency_keys')
      .select(['scope', 'idempotency_key', 'call', 'reference'])
      .orderBy('idempotency_key')
      .execute();
    expect(keys).toEqual([
      {
        scope: 'client:U1',
        idempotency_key: 'deposit-key-01',
        call: 'POST /api/funds/deposits',
        reference: 'F000001',
      },
      { scope: 'client:U1', idempotency_key: 'order-key-0001', call: 'POST /api/orders', reference: 'O1' },
    ]);
  });
});

// A database that has run a migration sorting after one it has not run (a branch's migration merged out of
// number order): the migrator refuses to run anything, so the server does not start on it.
describe.each(testBackends)('a database with a migration newer than one it lacks (%s)', (backend) => {
  const database = useDatabaseAt(backend, previousRelease);

  it('refuses to migrate and changes nothing', async () => {
    const { db } = database;
    await sql`delete from kysely_migration where name = '0022-market-rules'`.execute(db);

    await expect(migrateToLatest(db)).rejects.toThrow(/corrupted migrations: expected previously executed/);

    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(recorded.rows.map((row) => row.name)).toEqual(
      previousRelease.filter((name) => name !== '0022-market-rules'),
    );
  });
});
