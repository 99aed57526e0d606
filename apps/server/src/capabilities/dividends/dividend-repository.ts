import { sql, type Insertable, type Selectable } from 'kysely';
import type { DividendAnnouncementStatus } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import type {
  DividendAnnouncementsTable,
  DividendElectionsTable,
  DividendEntitlementsTable,
  DividendPaymentsTable,
} from '../../platform/db/schema';
import { assetKeyOf } from '../ledger';
import type { MarketCode } from '@lantau/contract';
import { defineStateTable } from '../../platform/workflow/state-table';
import { dividendAnnouncementStates } from './dividend-states';

export type AnnouncementRow = Selectable<DividendAnnouncementsTable>;
export type ElectionRow = Selectable<DividendElectionsTable>;
export type PaymentRow = Selectable<DividendPaymentsTable>;

/** The shares each account is entitled on: account number -> shares held. */
export type Holdings = Map<string, number>;

/**
 * Dividend announcements' state table: each change with its dividend_announcement_events row (the actor as
 * 'STAFF:<id>' or 'PLATFORM') and an audit record of subject DIVIDEND.
 */
export const announcementStateTable = defineStateTable<
  DividendAnnouncementStatus,
  AnnouncementRow,
  'dividend_announcements',
  'dividend_announcement_events'
>({
  machine: dividendAnnouncementStates,
  table: 'dividend_announcements',
  key: 'announcement_id',
  touched: 'updated_at',
  events: 'dividend_announcement_events',
  eventRow: ({ id, from, to, actor }) => ({
    announcement_id: id,
    from_status: from,
    to_status: to,
    actor: actor.kind === 'PLATFORM' ? 'PLATFORM' : `${actor.kind}:${actor.id}`,
  }),
  audit: { subjectType: 'DIVIDEND', brokerOf: (row) => row.broker_code },
});

/** SQL for announcements, their status events, entitlements, elections and payments. */
export const dividendRepository = {
  find(db: Executor, announcementId: string, brokerCode: string): Promise<AnnouncementRow | undefined> {
    return db
      .selectFrom('dividend_announcements')
      .selectAll()
      .where('announcement_id', '=', announcementId)
      .where('broker_code', '=', brokerCode)
      .executeTakeFirst();
  },

  /** The announcement locked: FOR UPDATE to change its status, FOR SHARE to act while it keeps its status. */
  lock(db: Executor, announcementId: string, mode: 'update' | 'share'): Promise<AnnouncementRow | undefined> {
    const query = db
      .selectFrom('dividend_announcements')
      .selectAll()
      .where('announcement_id', '=', announcementId);
    return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
  },

  /**
   * Settled shares of the announcement's instrument per client account of its broker at the end of the record
   * date: the ledger's entries whose value date is on or before it (a purchase on or after the ex date
   * settles after the record date, so it does not count). Optionally only the given accounts.
   */
  async holdingsAtRecordDate(
    db: Executor,
    row: Pick<AnnouncementRow, 'broker_code' | 'market' | 'stock_code' | 'record_date'>,
    accounts?: readonly string[],
  ): Promise<Holdings> {
    if (accounts?.length === 0) return new Map();
    let query = db
      .selectFrom('ledger_entries as e')
      .innerJoin('accounts as a', 'a.account_number', 'e.account')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select(['e.account', sql<string>`sum(e.amount)`.as('held')])
      .where('u.broker_code', '=', row.broker_code)
      .where(
        'e.asset_key',
        '=',
        assetKeyOf({ kind: 'security', market: row.market as MarketCode, stockCode: row.stock_code }),
      )
      .where(sql<boolean>`e.value_date <= ${row.record_date}::date`)
      .groupBy('e.account')
      .having(sql`sum(e.amount)`, '>', 0);
    if (accounts) query = query.where('e.account', 'in', accounts);
    const rows = await query.execute();
    return new Map(rows.map((held) => [held.account, Math.floor(Number(held.held))]));
  },

  /** The fixed entitlements (optionally of some accounts only) as holdings. */
  async entitlements(db: Executor, announcementId: string, accounts?: readonly string[]): Promise<Holdings> {
    if (accounts?.length === 0) return new Map();
    let query = db
      .selectFrom('dividend_entitlements')
      .select(['account_number', 'shares_held'])
      .where('announcement_id', '=', announcementId);
    if (accounts) query = query.where('account_number', 'in', accounts);
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.account_number, row.shares_held]));
  },

  /** Every election of the accounts for the announcements, newest first (the current one has no replaced_at). */
  elections(db: Executor, announcementIds: readonly string[], accounts?: readonly string[]) {
    if (announcementIds.length === 0 || accounts?.length === 0) return Promise.resolve([] as ElectionRow[]);
    let query = db
      .selectFrom('dividend_elections')
      .selectAll()
      .where('announcement_id', 'in', announcementIds)
      .orderBy('elected_at', 'desc')
      .orderBy('election_id');
    if (accounts) query = query.where('account_number', 'in', accounts);
    return query.execute();
  },

  payments(db: Executor, announcementIds: readonly string[], accounts?: readonly string[]) {
    if (announcementIds.length === 0 || accounts?.length === 0) return Promise.resolve([] as PaymentRow[]);
    let query = db
      .selectFrom('dividend_payments')
      .selectAll()
      .where('announcement_id', 'in', announcementIds);
    if (accounts) query = query.where('account_number', 'in', accounts);
    return query.execute();
  },

  findElection(db: Executor, userId: string, electionId: string) {
    return db
      .selectFrom('dividend_elections')
      .selectAll()
      .where('user_id', '=', userId)
      .where('election_id', '=', electionId)
      .executeTakeFirst();
  },

  insertAnnouncement(db: Executor, row: Insertable<DividendAnnouncementsTable>): Promise<AnnouncementRow> {
    return db.insertInto('dividend_announcements').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** The broker's announcements not cancelled whose payment date is on or after `since`, by deadline. */
  clientList(db: Executor, brokerCode: string, since: string): Promise<AnnouncementRow[]> {
    return db
      .selectFrom('dividend_announcements')
      .selectAll()
      .where('broker_code', '=', brokerCode)
      .where('status', '<>', 'CANCELLED')
      .where('payment_date', '>=', since)
      .orderBy('election_deadline')
      .orderBy('announcement_id')
      .execute();
  },

  /** A page of the broker's announcements (of a status), latest payment first, with the count of all. */
  async staffList(
    db: Executor,
    brokerCode: string,
    query: { status?: DividendAnnouncementStatus | undefined; limit: number; offset: number },
  ): Promise<{ rows: AnnouncementRow[]; total: number }> {
    let matching = db.selectFrom('dividend_announcements').where('broker_code', '=', brokerCode);
    if (query.status) matching = matching.where('status', '=', query.status);
    const [rows, count] = await Promise.all([
      matching
        .selectAll()
        .orderBy('payment_date', 'desc')
        .orderBy('created_at', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** Announcements still ANNOUNCED whose record date is before `today`: their entitlements are due. */
  announcedBeforeRecordDate(db: Executor, today: string) {
    return db
      .selectFrom('dividend_announcements')
      .select('announcement_id')
      .where('status', '=', 'ANNOUNCED')
      .where('record_date', '<', today)
      .execute();
  },

  /** Announcements to pay on `today`: payment date reached, elections closed (the deadline before today). */
  dueForPayment(db: Executor, today: string) {
    return db
      .selectFrom('dividend_announcements')
      .select('announcement_id')
      .where('status', 'in', ['ANNOUNCED', 'ENTITLED'])
      .where('payment_date', '<=', today)
      .where('election_deadline', '<', today)
      .execute();
  },

  async insertEntitlements(
    db: Executor,
    rows: readonly Insertable<DividendEntitlementsTable>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('dividend_entitlements').values(rows).execute();
  },

  /** Claims an entitlement's payment by inserting its unique row; false when it was claimed already. */
  async claimPayment(db: Executor, payment: Insertable<DividendPaymentsTable>): Promise<boolean> {
    const claimed = await db
      .insertInto('dividend_payments')
      .values(payment)
      .onConflict((conflict) => conflict.doNothing())
      .returning('account_number')
      .executeTakeFirst();
    return claimed !== undefined;
  },

  async setPaymentJournal(
    db: Executor,
    announcementId: string,
    accountNumber: string,
    journalId: string,
  ): Promise<void> {
    await db
      .updateTable('dividend_payments')
      .set({ journal_id: journalId })
      .where('announcement_id', '=', announcementId)
      .where('account_number', '=', accountNumber)
      .execute();
  },

  /** One election at a time per account and announcement, until the transaction ends. */
  async lockElections(trx: Executor, announcementId: string, accountNumber: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`dividend:${announcementId}:${accountNumber}`}))`.execute(
      trx,
    );
  },

  /** Marks the account's current election replaced; returns it (undefined when there was none). */
  replaceElection(db: Executor, announcementId: string, accountNumber: string, replacedAt: Date) {
    return db
      .updateTable('dividend_elections')
      .set({ replaced_at: replacedAt })
      .where('announcement_id', '=', announcementId)
      .where('account_number', '=', accountNumber)
      .where('replaced_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  async insertElection(db: Executor, election: Insertable<DividendElectionsTable>): Promise<void> {
    await db.insertInto('dividend_elections').values(election).execute();
  },

  /** The client's account numbers, in order. */
  async accountsOf(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('accounts')
      .select('account_number')
      .where('user_id', '=', userId)
      .orderBy('account_number')
      .execute();
    return rows.map((row) => row.account_number);
  },

  /** The owner of an account. */
  async ownerOf(db: Executor, accountNumber: string): Promise<string> {
    const row = await db
      .selectFrom('accounts')
      .select('user_id')
      .where('account_number', '=', accountNumber)
      .executeTakeFirstOrThrow();
    return row.user_id;
  },

  /** Every account's owner. */
  accountOwners(db: Executor) {
    return db.selectFrom('accounts').select(['account_number', 'user_id']).execute();
  },
};
