import { sql, type Kysely } from 'kysely';
import type { ApiLanguage, LedgerReason } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import type { PeriodRange } from './statement-periods';

/** One cash entry of the period with its journal's words. */
export interface CashEntryRow {
  currency_code: string;
  business_date: string;
  value_date: string;
  reason: LedgerReason;
  reference: string;
  description: Record<string, string>;
  amount: string;
}

export interface TradeRow {
  execution_id: string;
  order_id: string;
  trade_date: string;
  settlement_date: string;
  market: string;
  stock_code: string;
  side: 'BUY' | 'SELL';
  currency: string;
  quantity: number;
  price: string;
  fees: unknown;
}

/**
 * SQL of the statements: who the statement is for, and the account's ledger and executions in a period. Dates
 * are read as text: a statement deals in business dates, never instants.
 */
export function createStatementRepository(db: Kysely<Database>) {
  return {
    /** The account with its holder's names, if it is the user's (another client's looks like a missing one). */
    findHolder(userId: string, accountNumber: string) {
      return db
        .selectFrom('accounts as a')
        .innerJoin('users as u', 'u.user_id', 'a.user_id')
        .select(['a.account_number', 'a.account_type', 'u.broker_code', 'u.name_en', 'u.name_zh'])
        .where('a.user_id', '=', userId)
        .where('a.account_number', '=', accountNumber)
        .executeTakeFirst();
    },

    /** The broker's name and its 'ContactUs' tip (phone, e-mail, address) in the language, else in English. */
    async findBrokerHeading(brokerCode: string, language: ApiLanguage) {
      const [broker, tips] = await Promise.all([
        db
          .selectFrom('brokers')
          .select(['name_en_us', 'name_zh_hk', 'name_zh_cn'])
          .where('broker_code', '=', brokerCode)
          .executeTakeFirst(),
        db
          .selectFrom('broker_tips')
          .select(['language', 'content'])
          .where('broker_code', '=', brokerCode)
          .where('tip_key', '=', 'ContactUs')
          .where('language', 'in', [language, 'en_US'])
          .execute(),
      ]);
      const names = {
        en_US: broker?.name_en_us,
        zh_HK: broker?.name_zh_hk,
        zh_CN: broker?.name_zh_cn,
      };
      const contact =
        tips.find((tip) => tip.language === language) ?? tips.find((tip) => tip.language === 'en_US');
      return { name: names[language] ?? brokerCode, contact: contact?.content ?? '' };
    },

    /** Business dates (or months, 'YYYY-MM') in the range with any ledger entry of the account, newest first. */
    async findActivePeriods(accountNumber: string, range: PeriodRange, monthly: boolean): Promise<string[]> {
      const period = monthly ? sql`to_char(business_date, 'YYYY-MM')` : sql`business_date::text`;
      const result = await sql<{ period: string }>`
        select distinct ${period} as period from ledger_entries
         where account = ${accountNumber} and business_date between ${range.from} and ${range.to}
         order by period desc`.execute(db);
      return result.rows.map((row) => row.period);
    },

    /** Cash per currency from every entry before the period: its opening balances. */
    async findOpeningCash(accountNumber: string, from: string) {
      const result = await sql<{ currency_code: string; total: string }>`
        select currency_code, sum(amount)::text as total from ledger_entries
         where account = ${accountNumber} and asset_kind = 'cash' and business_date < ${from}
         group by currency_code`.execute(db);
      return result.rows;
    },

    /** The period's cash entries in the order they were posted. */
    async findCashEntries(accountNumber: string, range: PeriodRange): Promise<CashEntryRow[]> {
      const result = await sql<CashEntryRow>`
        select e.currency_code, e.business_date::text as business_date, e.value_date::text as value_date,
               e.reason, j.reference, j.description, e.amount::text as amount
          from ledger_entries e join ledger_journals j on j.journal_id = e.journal_id
         where e.account = ${accountNumber} and e.asset_kind = 'cash'
           and e.business_date between ${range.from} and ${range.to}
         order by e.entry_id`.execute(db);
      return result.rows;
    },

    /** Shares per instrument from every entry up to the period's end: the positions it closes with. */
    async findClosingPositions(accountNumber: string, to: string) {
      const result = await sql<{ market: string; stock_code: string; quantity: string }>`
        select market, stock_code, sum(amount)::text as quantity from ledger_entries
         where account = ${accountNumber} and asset_kind = 'security' and business_date <= ${to}
         group by market, stock_code having sum(amount) <> 0
         order by market, stock_code`.execute(db);
      return result.rows;
    },

    /** The period's executions (by trade date) with their order's instrument and side. */
    async findTrades(accountNumber: string, range: PeriodRange): Promise<TradeRow[]> {
      const result = await sql<TradeRow>`
        select x.execution_id, x.order_id, x.trade_date::text as trade_date,
               x.settlement_date::text as settlement_date, o.market, o.stock_code, o.side, o.currency,
               x.quantity, x.price::text as price, x.fees
          from executions x join orders o on o.order_id = x.order_id
         where x.account_number = ${accountNumber} and x.trade_date between ${range.from} and ${range.to}
         order by x.executed_at, x.execution_id`.execute(db);
      return result.rows;
    },
  };
}

export type StatementRepository = ReturnType<typeof createStatementRepository>;
