import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The ledger: every movement of cash and securities is a balanced double-entry journal (ledger_journals and
// their ledger_entries, append-only); pending amounts are holds (ledger_holds) that are reduced as fills use
// them or voided, as TigerBeetle's two-phase transfers are posted or voided. Each client account keeps one
// balance row per asset (ledger_balances), changed only in the transaction that writes the entry or hold
// that moves it. The database itself refuses an unbalanced journal (a deferred constraint trigger checks
// each journal's entries sum to zero per asset when the transaction commits), an edited or deleted entry,
// a negative position and negative available cash on a cash account.
//
// The demo seed's cash_balances and holdings become OPENING_BALANCE journals against HOUSE:OPENING, and the
// two tables go. Accounts gain the client's nickname, the order account reference (RRI flag, CE number,
// BCAN), the markets and currencies they hold, and a margin credit limit; margin ratios per instrument and
// reference exchange rates are data.

const now = sql`now()`;
const money = 'numeric(24, 6)';

/** The asset columns every ledger table shares: cash of a currency, or a security of a market. */
const assetChecks = sql`(asset_kind = 'cash' and currency_code is not null and market is null and stock_code is null
   and asset_key = 'cash:' || currency_code)
  or (asset_kind = 'security' and currency_code is null and market is not null and stock_code is not null
   and asset_key = 'security:' || market || ':' || stock_code)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await addAccountColumns(db);
  await createJournalTables(db);
  await createBalanceTables(db);
  await createReferenceTables(db);
  await convertOpeningBalances(db);
  await db.schema.dropTable('holdings').execute();
  await db.schema.dropTable('cash_balances').execute();
}

async function addAccountColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('nickname', 'text')
    .addColumn('rri', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('ce_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('bcan', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('markets', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('currencies', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('credit_limit', 'numeric(20, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`credit_limit >= 0`),
    )
    .execute();
}

async function createJournalTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_journals')
    .addColumn('journal_id', 'text', (column) => column.primaryKey())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('description', 'jsonb', (column) => column.notNull())
    .addColumn('business_date', 'date', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ledger_journals_reference_idx')
    .on('ledger_journals')
    .column('reference')
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('entry_id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('journal_id', 'text', (column) => column.notNull().references('ledger_journals.journal_id'))
    // A client account number, or a house account 'HOUSE:<PURPOSE>' (no row in accounts, so no foreign key).
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('asset_kind', 'text', (column) => column.notNull())
    .addColumn('currency_code', 'text')
    .addColumn('market', 'text')
    .addColumn('stock_code', 'text')
    .addColumn('asset_key', 'text', (column) => column.notNull())
    .addColumn('amount', money, (column) => column.notNull().check(sql`amount <> 0`))
    .addColumn('value_date', 'date', (column) => column.notNull())
    // Copied from the journal so the balance queries (unsettled, bought today) read one index.
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('business_date', 'date', (column) => column.notNull())
    .addColumn('cost', money)
    // The client account's balance of the asset after this entry (null on house accounts, which keep none).
    .addColumn('balance_after', money)
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addCheckConstraint('ledger_entries_asset', assetChecks)
    .execute();
  await db.schema
    .createIndex('ledger_entries_journal_idx')
    .on('ledger_entries')
    .columns(['journal_id', 'asset_key'])
    .execute();
  // Unsettled amounts: the entries of an account whose value date is still ahead (a few days' worth).
  await db.schema
    .createIndex('ledger_entries_value_date_idx')
    .on('ledger_entries')
    .columns(['account', 'value_date'])
    .execute();
  // The account record (newest first within a date range) and today's purchases.
  await db.schema
    .createIndex('ledger_entries_account_date_idx')
    .on('ledger_entries')
    .columns(['account', 'business_date', 'entry_id'])
    .execute();

  // Double entry, enforced where no code path can skip it: at commit, every journal touched must sum to zero
  // per asset. Deferred, so a journal's legs may be inserted one by one inside the transaction.
  await sql`
    create function ledger_journal_balanced() returns trigger language plpgsql as $$
    declare unbalanced text;
    begin
      select asset_key into unbalanced from ledger_entries
       where journal_id = new.journal_id group by asset_key having sum(amount) <> 0 limit 1;
      if unbalanced is not null then
        raise exception 'journal % does not balance in %', new.journal_id, unbalanced
          using errcode = 'check_violation';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_journal_balanced()`.execute(db);

  // Append-only: a wrong journal is corrected by another journal, never by editing the first.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: post a correcting journal instead', tg_table_name
        using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  for (const table of ['ledger_journals', 'ledger_entries']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function ledger_append_only()`.execute(db);
  }
}

async function createBalanceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_balances')
    .addColumn('account', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('asset_key', 'text', (column) => column.notNull())
    .addColumn('asset_kind', 'text', (column) => column.notNull())
    .addColumn('currency_code', 'text')
    .addColumn('market', 'text')
    .addColumn('stock_code', 'text')
    // Every posted entry, settled or not (the unsettled part is the entries whose value date is ahead).
    .addColumn('balance', money, (column) => column.notNull().defaultTo(0))
    .addColumn('on_hold', money, (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`on_hold >= 0`),
    )
    // Securities: the position's total cost (average cost = cost / balance).
    .addColumn('cost', money, (column) => column.notNull().defaultTo(0))
    // A margin account's cash may go below zero (a loan); a cash account's never.
    .addColumn('may_borrow', 'boolean', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('ledger_balances_pk', ['account', 'asset_key'])
    .addCheckConstraint('ledger_balances_asset', assetChecks)
    .addCheckConstraint(
      'ledger_balances_not_oversold',
      sql`asset_kind <> 'security' or (balance >= 0 and balance - on_hold >= 0)`,
    )
    .addCheckConstraint(
      'ledger_balances_cash_available',
      sql`asset_kind <> 'cash' or may_borrow or balance - on_hold >= 0`,
    )
    .execute();

  await db.schema
    .createTable('ledger_holds')
    .addColumn('hold_id', 'text', (column) => column.primaryKey())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('asset_key', 'text', (column) => column.notNull())
    .addColumn('asset_kind', 'text', (column) => column.notNull())
    .addColumn('currency_code', 'text')
    .addColumn('market', 'text')
    .addColumn('stock_code', 'text')
    // The largest amount ever held, and what is still held now.
    .addColumn('amount', money, (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('remaining', money, (column) => column.notNull().check(sql`remaining >= 0`))
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('ACTIVE', 'POSTED', 'VOIDED')`),
    )
    .addColumn('business_date', 'date', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addForeignKeyConstraint('ledger_holds_balance_fk', ['account', 'asset_key'], 'ledger_balances', [
      'account',
      'asset_key',
    ])
    .addCheckConstraint('ledger_holds_asset', assetChecks)
    .addCheckConstraint('ledger_holds_state', sql`(state = 'ACTIVE') = (remaining > 0)`)
    .execute();
  await db.schema
    .createIndex('ledger_holds_account_idx')
    .on('ledger_holds')
    .columns(['account', 'business_date'])
    .execute();

  await db.schema
    .createTable('position_cost_overrides')
    .addColumn('account', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('average_cost', 'numeric(24, 6)', (column) => column.notNull().check(sql`average_cost >= 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('position_cost_overrides_pk', ['account', 'market', 'stock_code'])
    .execute();
}

/** Loan ratios by market and instrument, and HKD rates: data the reference seed fills (seed/valuation-seed.ts). */
async function createReferenceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('margin_ratios')
    .addColumn('market', 'text', (column) => column.notNull())
    // '*' is the market's default for instruments without a row of their own.
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('ratio', 'numeric(5, 4)', (column) => column.notNull().check(sql`ratio >= 0 and ratio <= 1`))
    .addPrimaryKeyConstraint('margin_ratios_pk', ['market', 'stock_code'])
    .execute();

  await db.schema
    .createTable('reference_rates')
    .addColumn('currency_code', 'text', (column) => column.primaryKey())
    // HKD for one unit of the currency.
    .addColumn('hkd_per_unit', 'numeric(20, 8)', (column) => column.notNull().check(sql`hkd_per_unit > 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
}

/**
 * Existing cash and holdings become one OPENING_BALANCE journal per account against HOUSE:OPENING, with
 * the kept balance rows to match (a fresh database has none: its seed posts the openings through the ledger).
 */
async function convertOpeningBalances(db: Kysely<unknown>): Promise<void> {
  const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
  await sql`update accounts a set
      currencies = coalesce((select jsonb_agg(c.currency_code order by c.currency_code) from cash_balances c
                              where c.account_number = a.account_number), '[]'::jsonb),
      bcan = regexp_replace(a.account_number, '[^0-9]', '', 'g'),
      ce_number = (select u.broker_code from users u where u.user_id = a.user_id) || '001'`.execute(db);
  // The markets an account trades follow the currencies it holds (its main settlement currency).
  await sql`update accounts a set markets = coalesce((
      select jsonb_agg(distinct m.market order by m.market)
        from (values ('HKD', 'HK'), ('CNY', 'MA^MZ'), ('USD', 'SS^SZ'), ('USD', 'US')) as m(currency, market)
       where a.currencies ? m.currency), '[]'::jsonb)`.execute(db);
  await sql`insert into ledger_journals (journal_id, reason, reference, description, business_date)
    select 'opening-' || a.account_number, 'OPENING_BALANCE', 'OPENING:' || a.account_number,
           '{"en_US":"Opening balance","zh_HK":"期初結餘","zh_CN":"期初余额"}'::jsonb, ${today}
      from accounts a
     where exists (select 1 from cash_balances c where c.account_number = a.account_number and c.amount <> 0)
        or exists (select 1 from holdings h where h.account_number = a.account_number and h.quantity <> 0)`.execute(
    db,
  );
  const legs = sql`
    select c.account_number as account, 'cash' as asset_kind, c.currency_code, null as market,
           null as stock_code, 'cash:' || c.currency_code as asset_key, c.amount, null::numeric as cost
      from cash_balances c where c.amount <> 0
    union all
    select h.account_number, 'security', null, h.market, h.stock_code,
           'security:' || h.market || ':' || h.stock_code, h.quantity, h.quantity * h.average_cost
      from holdings h where h.quantity <> 0`;
  await sql`insert into ledger_entries (journal_id, account, asset_kind, currency_code, market, stock_code,
      asset_key, amount, value_date, reason, business_date, cost, balance_after)
    select 'opening-' || l.account, side.account, l.asset_kind, l.currency_code, l.market, l.stock_code,
           l.asset_key, side.sign * l.amount, ${today}, 'OPENING_BALANCE', ${today},
           case when side.sign > 0 then l.cost end, case when side.sign > 0 then l.amount end
      from (${legs}) l
      cross join lateral (values (l.account, 1), ('HOUSE:OPENING', -1)) as side(account, sign)`.execute(db);
  await sql`insert into ledger_balances (account, asset_key, asset_kind, currency_code, market, stock_code,
      balance, cost, may_borrow)
    select l.account, l.asset_key, l.asset_kind, l.currency_code, l.market, l.stock_code, l.amount,
           coalesce(l.cost, 0), a.account_type = 'MARGIN'
      from (${legs}) l join accounts a on a.account_number = l.account`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_balances')
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('currency_code', 'text', (column) => column.notNull().references('currencies.currency_code'))
    .addColumn('amount', 'numeric(20, 4)', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('cash_balances_pk', ['account_number', 'currency_code'])
    .execute();
  await db.schema
    .createTable('holdings')
    .addColumn('account_number', 'text', (column) => column.notNull().references('accounts.account_number'))
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('stock_code', 'text', (column) => column.notNull())
    .addColumn('quantity', 'numeric(20, 4)', (column) => column.notNull().check(sql`quantity >= 0`))
    .addColumn('average_cost', 'numeric(20, 6)', (column) => column.notNull().check(sql`average_cost >= 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('holdings_pk', ['account_number', 'market', 'stock_code'])
    .execute();
  await sql`insert into cash_balances (account_number, currency_code, amount)
    select account, currency_code, balance from ledger_balances where asset_kind = 'cash'`.execute(db);
  await sql`insert into holdings (account_number, market, stock_code, quantity, average_cost)
    select account, market, stock_code, balance, case when balance = 0 then 0 else cost / balance end
      from ledger_balances where asset_kind = 'security' and balance > 0`.execute(db);
  for (const table of [
    'reference_rates',
    'margin_ratios',
    'position_cost_overrides',
    'ledger_holds',
    'ledger_balances',
    'ledger_entries',
    'ledger_journals',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function ledger_journal_balanced`.execute(db);
  await sql`drop function ledger_append_only`.execute(db);
  await db.schema
    .alterTable('accounts')
    .dropColumn('nickname')
    .dropColumn('rri')
    .dropColumn('ce_number')
    .dropColumn('bcan')
    .dropColumn('markets')
    .dropColumn('currencies')
    .dropColumn('credit_limit')
    .execute();
}
