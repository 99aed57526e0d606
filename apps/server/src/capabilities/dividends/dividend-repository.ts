import { sql, type Selectable } from 'kysely';
import type { DividendAnnouncementStatus } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import type {
  DividendAnnouncementsTable,
  DividendElectionsTable,
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
};
