import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { CurrencyCode, LedgerReason } from '@lantau/contract';
import { compiledPerShape } from '../../platform/db/compiled-statement';
import type { Database, HoldState } from '../../platform/db/schema';

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

/** The account's owner's investor classification, beside the account's own columns. */
const professionalInvestor = (eb: ExpressionBuilder<Database, 'accounts'>) =>
  eb
    .selectFrom('users')
    .select('users.professional_investor')
    .whereRef('users.user_id', '=', 'accounts.user_id')
    .$asScalar()
    .$notNull()
    .as('professional_investor');

/** Which of the accounts a lookup may find. */
type AccountFilter = (eb: ExpressionBuilder<Database, 'accounts'>) => Expression<SqlBool>;

/** Every account of the user, its crypto account included. */
export const accountsOf =
  (userId: string): AccountFilter =>
  (eb) =>
    eb('user_id', '=', userId);

/**
 * The user's stock accounts. Crypto accounts are the funds capability's (see AccountsTable.account_type): the
 * account screens, orders and fund requests against stock accounts never see them.
 */
export const stockAccountsOf =
  (userId: string): AccountFilter =>
  (eb) =>
    eb.and([eb('user_id', '=', userId), eb('account_type', '!=', 'CRYPTO' as never)]);

/**
 * The account with its owner's investor classification if it is among the user's accounts that `ownedBy`
 * selects; another client's account and a missing one look the same. Built once per kind of filter (it is on
 * the order path: compiled-statement.ts).
 */
export function findOwnedAccount(
  reader: Reader,
  ownedBy: (userId: string) => AccountFilter,
  userId: string,
  accountNumber: string,
) {
  return ownedAccountStatement(ownedBy).executeTakeFirst(reader, { userId, accountNumber });
}

const ownedAccountStatement = compiledPerShape(
  (ownedBy: (userId: string) => AccountFilter) => (db, p: { userId: string; accountNumber: string }) =>
    db
      .selectFrom('accounts')
      .select(accountColumns)
      .select(professionalInvestor)
      .where(ownedBy(p.userId))
      .where('account_number', '=', p.accountNumber),
);

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
        .select(professionalInvestor)
        .where(stockAccountsOf(userId))
        .orderBy('account_number')
        .execute();
    },

    /** The stock account if it is the user's. */
    findAccount(reader: Reader, userId: string, accountNumber: string) {
      return findOwnedAccount(reader, stockAccountsOf, userId, accountNumber);
    },

    /** The account's type and credit limit, for a margin check inside the caller's transaction. */
    findCreditTerms(reader: Reader, accountNumber: string) {
      return reader
        .selectFrom('accounts')
        .select(['account_type', 'credit_limit'])
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

    findMarginRatios(reader: Reader) {
      return reader.selectFrom('margin_ratios').select(['market', 'stock_code', 'ratio']).execute();
    },

    findReferenceRates(reader: Reader) {
      return reader.selectFrom('reference_rates').select(['currency_code', 'hkd_per_unit']).execute();
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

    /**
     * The account's movements in a business date range, newest first: its ledger entries with their journal's
     * words, and its holds (what working orders keep aside), each with the asset's balance at the time.
     */
    async findRecords(accountNumber: string, filter: RecordFilter) {
      const reason = filter.reason ? sql`and reason = ${filter.reason}` : sql``;
      const currency = filter.currency ? sql`and currency_code = ${filter.currency}` : sql``;
      const movements = sql`
        select 'entry' as kind, e.entry_id::text as id, e.journal_id, e.created_at, e.entry_id as sort_key,
               e.reason, j.reference, j.description, e.asset_kind, e.currency_code, e.market, e.stock_code,
               e.amount, e.balance_after, e.value_date::text as value_date, null as hold_state
          from ledger_entries e join ledger_journals j on j.journal_id = e.journal_id
         where e.account = ${accountNumber} and e.business_date between ${filter.from} and ${filter.to}
        union all
        select 'hold', h.hold_id, h.hold_id, h.created_at, 0, h.reason, h.reference, null, h.asset_kind,
               h.currency_code, h.market, h.stock_code, -h.amount,
               (select b.balance_after from ledger_entries b
                 where b.account = h.account and b.asset_key = h.asset_key and b.created_at <= h.created_at
                 order by b.entry_id desc limit 1),
               h.business_date::text, h.state
          from ledger_holds h
         where h.account = ${accountNumber} and h.business_date between ${filter.from} and ${filter.to}`;
      const [rows, count] = await Promise.all([
        // The page first, then what a person reads for each reference (joined on the page's rows only): a
        // trade's or fee's execution leads to its order, a hold or journal names its order, fund request, IPO
        // application or dividend announcement directly.
        sql<RecordRow>`
          select m.*, coalesce(o.order_number, f.request_number, p.application_number) as source_number,
                 d.stock_code as dividend_stock_code
            from (select * from (${movements}) m where true ${reason} ${currency}
                   order by created_at desc, sort_key desc limit ${filter.limit} offset ${filter.offset}) m
            left join executions x on m.reason in ('TRADE', 'FEE') and x.execution_id = m.reference
            left join orders o on o.order_id = coalesce(x.order_id, m.reference)
            left join fund_requests f on f.request_id = m.reference
            left join ipo_applications p on m.reason in ('IPO', 'INTEREST') and p.application_id = m.reference
            left join dividend_announcements d
                   on m.reason = 'CORPORATE_ACTION' and d.announcement_id = m.reference
           order by m.created_at desc, m.sort_key desc`.execute(db),
        sql<{
          total: string;
        }>`select count(*) as total from (${movements}) m where true ${reason} ${currency}`.execute(db),
      ]);
      return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
export type AccountRow = Awaited<ReturnType<AccountRepository['findAccounts']>>[number];
/** One movement of the account record: a ledger entry, or a hold. */
export interface RecordRow {
  kind: 'entry' | 'hold';
  id: string;
  journal_id: string;
  created_at: Date;
  reason: string;
  reference: string;
  /** Null for holds (their words come from the reason). */
  description: Record<string, string> | null;
  asset_kind: 'cash' | 'security';
  currency_code: string | null;
  market: string | null;
  stock_code: string | null;
  amount: string;
  balance_after: string | null;
  value_date: string;
  hold_state: HoldState | null;
  /** The order's or fund request's short number (O-2611-000123, D-2611-000012), when the reference is one. */
  source_number: string | null;
  /** The stock of the dividend a CORPORATE_ACTION journal pays. */
  dividend_stock_code: string | null;
}
