import { sql, type Kysely, type Transaction } from 'kysely';
import type { CurrencyCode, LedgerReason } from '@lantau/contract';
import type { Database } from '../db/schema';

type Reader = Kysely<Database> | Transaction<Database>;

const accountColumns = [
  'account_number',
  'account_type',
  'nickname',
  'markets',
  'currencies',
  'rri',
  'ce_number',
  'bcan',
  'credit_limit',
] as const;

export interface RecordFilter {
  from: string;
  to: string;
  reason?: LedgerReason;
  currency?: CurrencyCode;
  limit: number;
  offset: number;
}

/** SQL of the accounts calls: a client's accounts, their nickname and P/L costs, and their ledger entries. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    findAccounts(userId: string) {
      return db
        .selectFrom('accounts')
        .select(accountColumns)
        .where('user_id', '=', userId)
        .orderBy('account_number')
        .execute();
    },

    /** The account if it is the user's; another client's account and a missing one look the same. */
    findAccount(reader: Reader, userId: string, accountNumber: string) {
      return reader
        .selectFrom('accounts')
        .select(accountColumns)
        .where('user_id', '=', userId)
        .where('account_number', '=', accountNumber)
        .executeTakeFirst();
    },

    async setNickname(userId: string, accountNumber: string, nickname: string | null): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ nickname })
        .where('user_id', '=', userId)
        .where('account_number', '=', accountNumber)
        .execute();
    },

    findCostOverrides(accountNumber: string) {
      return db
        .selectFrom('position_cost_overrides')
        .select(['market', 'stock_code', 'average_cost'])
        .where('account', '=', accountNumber)
        .execute();
    },

    async setCostOverride(
      accountNumber: string,
      market: string,
      stockCode: string,
      averageCost: string | null,
    ) {
      if (averageCost === null) {
        await db
          .deleteFrom('position_cost_overrides')
          .where('account', '=', accountNumber)
          .where('market', '=', market)
          .where('stock_code', '=', stockCode)
          .execute();
        return;
      }
      await db
        .insertInto('position_cost_overrides')
        .values({ account: accountNumber, market, stock_code: stockCode, average_cost: averageCost })
        .onConflict((conflict) =>
          conflict
            .columns(['account', 'market', 'stock_code'])
            .doUpdateSet({ average_cost: averageCost, updated_at: sql`now()` }),
        )
        .execute();
    },

    findMarginRatios() {
      return db.selectFrom('margin_ratios').select(['market', 'stock_code', 'ratio']).execute();
    },

    findReferenceRates() {
      return db.selectFrom('reference_rates').select(['currency_code', 'hkd_per_unit']).execute();
    },

    /**
     * Today's trades of the account's securities, each with the client's cash leg of the same journal (what
     * the shares cost or brought), for today's P/L.
     */
    findTodaysTrades(reader: Reader, accountNumber: string, today: string) {
      return reader
        .selectFrom('ledger_entries as s')
        .innerJoin('ledger_entries as c', (join) =>
          join
            .onRef('c.journal_id', '=', 's.journal_id')
            .onRef('c.account', '=', 's.account')
            .on('c.asset_kind', '=', 'cash'),
        )
        .select(['s.market', 's.stock_code', 's.amount as quantity', 'c.amount as cash'])
        .where('s.account', '=', accountNumber)
        .where('s.business_date', '=', today)
        .where('s.reason', '=', 'TRADE')
        .where('s.asset_kind', '=', 'security')
        .execute();
    },

    /** The account's entries in a business date range, newest first, with their journal's words. */
    async findRecords(accountNumber: string, filter: RecordFilter) {
      let query = db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_journals as j', 'j.journal_id', 'e.journal_id')
        .where('e.account', '=', accountNumber)
        .where('e.business_date', '>=', filter.from)
        .where('e.business_date', '<=', filter.to);
      if (filter.reason) query = query.where('e.reason', '=', filter.reason);
      if (filter.currency) query = query.where('e.currency_code', '=', filter.currency);
      const [rows, count] = await Promise.all([
        query
          .select([
            'e.entry_id',
            'e.journal_id',
            'e.created_at',
            'e.reason',
            'j.reference',
            'j.description',
            'e.asset_kind',
            'e.currency_code',
            'e.market',
            'e.stock_code',
            'e.amount',
            'e.balance_after',
            sql<string>`e.value_date::text`.as('value_date'),
          ])
          .orderBy('e.business_date', 'desc')
          .orderBy('e.entry_id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select(sql<string>`count(*)`.as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
export type AccountRow = Awaited<ReturnType<AccountRepository['findAccounts']>>[number];
export type RecordRow = Awaited<ReturnType<AccountRepository['findRecords']>>['rows'][number];
