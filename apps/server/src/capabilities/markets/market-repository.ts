import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** SQL for the market reference data: currencies, banks, product lines, time tables. */
export function createMarketRepository(db: Kysely<Database>) {
  return {
    listCurrencies() {
      return db.selectFrom('currencies').selectAll().orderBy('sort_order').execute();
    },

    listMarketCurrencies() {
      return db
        .selectFrom('market_currencies')
        .select(['market', 'currency_code'])
        .orderBy('market')
        .orderBy('sort_order')
        .execute();
    },

    listBanks() {
      return db.selectFrom('banks').selectAll().orderBy('bank_code').execute();
    },

    listProductLines() {
      return db.selectFrom('product_lines').selectAll().orderBy('sort_order').execute();
    },

    listTimeTables() {
      return db.selectFrom('market_time_tables').selectAll().orderBy('sort_order').execute();
    },

    listHolidays() {
      return db
        .selectFrom('market_holidays')
        .select(['market', 'sub_market', 'half_day'])
        .select(sql<string>`to_char(trade_date, 'YYYY-MM-DD')`.as('day'))
        .orderBy('trade_date')
        .execute();
    },
  };
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
