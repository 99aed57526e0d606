import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.

function withLocalizedName<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('name_en_us', 'text', (column) => column.notNull())
    .addColumn('name_zh_hk', 'text', (column) => column.notNull())
    .addColumn('name_zh_cn', 'text', (column) => column.notNull());
}

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withLocalizedName(
    db.schema
      .createTable('brokers')
      .addColumn('broker_code', 'text', (column) => column.primaryKey())
      .addColumn('display_code', 'text', (column) => column.notNull().unique()),
  )
    .addColumn('logo_path', 'text', (column) => column.notNull())
    .addColumn('primary_color', 'text', (column) => column.notNull())
    .addColumn('languages', 'jsonb', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('broker_configurations')
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('config_key', 'text', (column) => column.notNull())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('broker_configurations_pk', ['broker_code', 'config_key'])
    .execute();

  await db.schema
    .createTable('broker_tips')
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('tip_key', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('broker_tips_pk', ['broker_code', 'tip_key', 'language'])
    .execute();

  await db.schema
    .createTable('broker_text_overrides')
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('text_key', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('broker_text_overrides_pk', ['broker_code', 'language', 'text_key'])
    .execute();

  await withLocalizedName(
    db.schema.createTable('currencies').addColumn('currency_code', 'text', (column) => column.primaryKey()),
  )
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('market_currencies')
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('currency_code', 'text', (column) => column.notNull().references('currencies.currency_code'))
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('market_currencies_pk', ['market', 'currency_code'])
    .execute();

  await withLocalizedName(
    db.schema.createTable('banks').addColumn('bank_code', 'text', (column) => column.primaryKey()),
  )
    .addColumn('swift_code', 'text', (column) => column.notNull())
    .addColumn('fps', 'boolean', (column) => column.notNull())
    .addColumn('edda', 'boolean', (column) => column.notNull())
    .execute();

  await withLocalizedName(
    db.schema
      .createTable('product_lines')
      .addColumn('prod_line_code', 'text', (column) => column.primaryKey()),
  )
    .addColumn('markets', 'jsonb', (column) => column.notNull())
    .addColumn('currencies', 'jsonb', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('market_time_tables')
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('sub_market', 'text', (column) => column.notNull())
    .addColumn('time_zone', 'text', (column) => column.notNull())
    .addColumn('sessions', 'jsonb', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('market_time_tables_pk', ['market', 'sub_market'])
    .execute();

  await db.schema
    .createTable('market_holidays')
    .addColumn('market', 'text', (column) => column.notNull())
    .addColumn('sub_market', 'text', (column) => column.notNull())
    .addColumn('trade_date', 'date', (column) => column.notNull())
    .addColumn('half_day', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('market_holidays_pk', ['market', 'sub_market', 'trade_date'])
    .addForeignKeyConstraint(
      'market_holidays_time_table_fk',
      ['market', 'sub_market'],
      'market_time_tables',
      ['market', 'sub_market'],
    )
    .execute();

  await db.schema
    .createTable('feature_requests')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('feature_key', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('request_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();

  // A user id is unique across the platform, so a user belongs to exactly one broker.
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('broker_code', 'text', (column) => column.notNull().references('brokers.broker_code'))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text', (column) => column.notNull())
    .addColumn('name_zh', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('mobile_area_code', 'text', (column) => column.notNull())
    .addColumn('mobile_number', 'text', (column) => column.notNull())
    .addColumn('totp_secret', 'text', (column) => column.notNull())
    .addColumn('must_change_password', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('password_changed_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('users_broker_idx').on('users').column('broker_code').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('account_number', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.user_id'))
    .addColumn('account_type', 'text', (column) =>
      column.notNull().check(sql`account_type in ('CASH', 'MARGIN')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('accounts_user_idx').on('accounts').column('user_id').execute();

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
}
