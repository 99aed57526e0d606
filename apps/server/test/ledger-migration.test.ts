import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/platform/db/migrate';
import { createLedger } from '../src/capabilities/ledger';
import { testBackends } from './support/backends';
import { insertOldClient, useDatabaseAt } from './support/database-at';
import { realMarketClock } from './support/market-clock';

const beforeLedger = [
  '0001-foundation',
  '0002-identity',
  '0003-quote-plans',
  '0004-retention',
  '0005-login-attempts-per-address',
];

// A database from before the ledger: its cash_balances and holdings rows must become opening journals with
// the same figures, and the old tables go.
describe.each(testBackends)('migration 0006 on existing balances (%s)', (backend) => {
  const database = useDatabaseAt(backend, beforeLedger);

  it('turns cash and holdings into one balanced opening journal per account', async () => {
    const { db } = database;
    await insertOldClient(db, ['HKD', 'USD']);
    await sql`insert into accounts (account_number, user_id, account_type)
              values ('LTU900101', 'U1', 'CASH'), ('LTU900102', 'U1', 'MARGIN')`.execute(db);
    await sql`insert into cash_balances (account_number, currency_code, amount)
              values ('LTU900101', 'HKD', 1234.5678), ('LTU900101', 'USD', 10), ('LTU900102', 'HKD', 0)`.execute(
      db,
    );
    await sql`insert into holdings (account_number, market, stock_code, quantity, average_cost)
              values ('LTU900101', 'HK', '00700', 300, 380.123456)`.execute(db);

    await migrateToLatest(db);

    const balances = await createLedger({ clock: realMarketClock }).balances(db, 'LTU900101');
    expect(balances.cash.map((cash) => [cash.currency, cash.available.toFixed()])).toEqual([
      ['HKD', '1234.5678'],
      ['USD', '10'],
    ]);
    expect(balances.securities).toHaveLength(1);
    expect(balances.securities[0]).toMatchObject({ stockCode: '00700', quantity: 300, sellable: 300 });
    expect(balances.securities[0]?.averageCost.toFixed()).toBe('380.123456');
    const journals = await db.selectFrom('ledger_journals').select(['reason', 'reference']).execute();
    expect(journals).toEqual([{ reason: 'OPENING_BALANCE', reference: 'OPENING:LTU900101' }]);
    const house = await sql<{ asset_key: string; total: string }>`select asset_key, sum(amount)::text as total
      from ledger_entries where account = 'HOUSE:OPENING' group by 1 order by 1`.execute(db);
    expect(house.rows).toEqual([
      { asset_key: 'cash:HKD', total: '-1234.567800' },
      { asset_key: 'cash:USD', total: '-10.000000' },
      { asset_key: 'security:HK:00700', total: '-300.000000' },
    ]);
    const account = await db
      .selectFrom('accounts')
      .select(['markets', 'currencies', 'ce_number', 'bcan'])
      .where('account_number', '=', 'LTU900101')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      markets: ['HK', 'SS^SZ', 'US'],
      currencies: ['HKD', 'USD'],
      ce_number: 'LTU001',
      bcan: '900101',
    });
    const old =
      await sql`select to_regclass('cash_balances') as cash, to_regclass('holdings') as holdings`.execute(db);
    expect(old.rows).toEqual([{ cash: null, holdings: null }]);
  });
});
