import { sql, type Insertable, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { IpoApplicationStatus, IpoApplicationType, IpoStatus } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import type { Database, IpoApplicationsTable, IpoIssuesTable } from '../../platform/db/schema';
import { actorEventRow, defineStateTable } from '../../platform/workflow/state-table';
import { ipoApplicationStates, ipoIssueStates, publishedStatuses } from './ipo-states';

export type IssueRow = Selectable<IpoIssuesTable>;
export type ApplicationRow = Selectable<IpoApplicationsTable>;

/** Issues' state table: each change with its ipo_issue_events row and an audit record of subject IPO. */
export const issueStateTable = defineStateTable<IpoStatus, IssueRow, 'ipo_issues', 'ipo_issue_events'>({
  machine: ipoIssueStates,
  table: 'ipo_issues',
  key: 'ipo_id',
  touched: 'updated_at',
  events: 'ipo_issue_events',
  eventRow: actorEventRow('ipo_id'),
  audit: { subjectType: 'IPO', brokerOf: (row) => row.broker_code },
});

/** Applications' state table: each change with its events row and an audit record of subject IPO_APPLICATION. */
export const applicationStateTable = defineStateTable<
  IpoApplicationStatus,
  ApplicationRow,
  'ipo_applications',
  'ipo_application_events'
>({
  machine: ipoApplicationStates,
  table: 'ipo_applications',
  key: 'application_id',
  touched: 'updated_at',
  events: 'ipo_application_events',
  eventRow: actorEventRow('application_id'),
  audit: {
    subjectType: 'IPO_APPLICATION',
    brokerOf: (row) => row.broker_code,
    snapshot: (row) => ({ status: row.status, eipoCode: row.eipo_code, eipoFlag: row.eipo_flag }),
  },
});

/** A page of a query and the count of all its rows (the staff lists). */
async function paged<O>(
  matching: SelectQueryBuilder<Database, keyof Database, object>,
  rows: (query: SelectQueryBuilder<Database, keyof Database, object>) => Promise<O[]>,
  page: { limit: number; offset: number },
): Promise<{ rows: O[]; total: number }> {
  const [found, count] = await Promise.all([
    rows(matching.limit(page.limit).offset(page.offset)),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number((count as { total: string }).total) };
}

/** Applications that hold money or shares (not cancelled, rejected or voided). */
export const liveApplicationStatuses: readonly IpoApplicationStatus[] = ['RECEIVED', 'LODGED', 'ALLOTTED'];

/** SQL for issues, applications and their events. */
export const ipoRepository = {
  findIssue(db: Executor, ipoId: string, brokerCode: string): Promise<IssueRow | undefined> {
    return db
      .selectFrom('ipo_issues')
      .selectAll()
      .where('ipo_id', '=', ipoId)
      .where('broker_code', '=', brokerCode)
      .executeTakeFirst();
  },

  /** The issue locked: FOR UPDATE to change it (its status, its pool), FOR SHARE to act while it keeps them. */
  lockIssue(db: Executor, ipoId: string, mode: 'update' | 'share'): Promise<IssueRow | undefined> {
    const query = db.selectFrom('ipo_issues').selectAll().where('ipo_id', '=', ipoId);
    return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
  },

  insertIssue(db: Executor, row: Insertable<IpoIssuesTable>): Promise<IssueRow> {
    return db.insertInto('ipo_issues').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async updateIssue(db: Executor, ipoId: string, set: Updateable<IpoIssuesTable>): Promise<void> {
    await db
      .updateTable('ipo_issues')
      .set({ ...set, updated_at: new Date() })
      .where('ipo_id', '=', ipoId)
      .execute();
  },

  /** Published issues of a broker, newest listing first; `since` keeps only those listing on or after it. */
  clientIssues(db: Executor, brokerCode: string, statuses: readonly IpoStatus[] = publishedStatuses) {
    return db
      .selectFrom('ipo_issues')
      .selectAll()
      .where('broker_code', '=', brokerCode)
      .where('status', 'in', statuses)
      .orderBy('listing_date', 'desc')
      .orderBy('ipo_id')
      .execute();
  },

  staffIssues(
    db: Executor,
    brokerCode: string,
    query: { status?: IpoStatus | undefined; limit: number; offset: number },
  ) {
    let matching = db.selectFrom('ipo_issues').where('broker_code', '=', brokerCode);
    if (query.status) matching = matching.where('status', '=', query.status);
    return paged(
      matching as never,
      (page) =>
        (page as typeof matching)
          .selectAll()
          .orderBy('listing_date', 'desc')
          .orderBy('created_at', 'desc')
          .execute(),
      query,
    );
  },

  /** Issues the job acts on: with a status among `statuses`, for every broker. */
  issuesIn(db: Executor, statuses: readonly IpoStatus[]): Promise<IssueRow[]> {
    return db
      .selectFrom('ipo_issues')
      .selectAll()
      .where('status', 'in', statuses)
      .orderBy('ipo_id')
      .execute();
  },

  insertApplication(db: Executor, row: Insertable<IpoApplicationsTable>): Promise<ApplicationRow> {
    return db.insertInto('ipo_applications').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** One of the user's applications (undefined for another's, as for a missing one). */
  findApplication(db: Executor, applicationId: string, userId: string): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('ipo_applications')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  lockApplication(db: Executor, applicationId: string): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('ipo_applications')
      .selectAll()
      .where('application_id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
  },

  /** The user's applications, newest first. */
  userApplications(
    db: Executor,
    userId: string,
    filter: {
      ipoID?: string | undefined;
      accountNumber?: string | undefined;
      status?: IpoApplicationStatus | undefined;
    },
  ): Promise<ApplicationRow[]> {
    let query = db.selectFrom('ipo_applications').selectAll().where('user_id', '=', userId);
    if (filter.ipoID) query = query.where('ipo_id', '=', filter.ipoID);
    if (filter.accountNumber) query = query.where('account_number', '=', filter.accountNumber);
    if (filter.status) query = query.where('status', '=', filter.status);
    return query.orderBy('created_at', 'desc').orderBy('application_id').execute();
  },

  /** An issue's applications, oldest first: a page for the desk. */
  issueApplications(
    db: Executor,
    ipoId: string,
    query: {
      status?: IpoApplicationStatus | undefined;
      type?: IpoApplicationType | undefined;
      limit: number;
      offset: number;
    },
  ) {
    let matching = db.selectFrom('ipo_applications').where('ipo_id', '=', ipoId);
    if (query.status) matching = matching.where('status', '=', query.status);
    if (query.type) matching = matching.where('type', '=', query.type);
    return paged(
      matching as never,
      (page) =>
        (page as typeof matching).selectAll().orderBy('created_at').orderBy('application_id').execute(),
      query,
    );
  },

  /** The desk moved the cut-offs: RECEIVED applications take their type's new one. */
  async moveCutoffs(db: Executor, ipoId: string, cutoffs: Record<IpoApplicationType, Date>): Promise<void> {
    for (const type of ['CASH', 'FINANCED'] as const) {
      await db
        .updateTable('ipo_applications')
        .set({ cutoff_at: cutoffs[type], updated_at: new Date() })
        .where('ipo_id', '=', ipoId)
        .where('type', '=', type)
        .where('status', '=', 'RECEIVED')
        .execute();
    }
  },

  /** The desk's counts of an issue's applications that are not cancelled or rejected. */
  countsOf(db: Executor, ipoId: string) {
    return db
      .selectFrom('ipo_applications')
      .select([
        sql<string>`count(*)`.as('applications'),
        sql<string>`count(*) filter (where type = 'CASH')`.as('cash'),
        sql<string>`count(*) filter (where type = 'FINANCED')`.as('financed'),
        sql<string>`coalesce(sum(quantity), 0)`.as('applied_shares'),
        sql<string>`coalesce(sum(amount), 0)`.as('applied_amount'),
        sql<string>`coalesce(sum(loan_amount), 0)`.as('loan_total'),
      ])
      .where('ipo_id', '=', ipoId)
      .where('status', 'not in', ['CANCELLED', 'REJECTED'])
      .executeTakeFirstOrThrow();
  },

  /** Every application of an issue in the given statuses, oldest first (results, cancellation, export). */
  applicationsIn(db: Executor, ipoId: string, statuses?: readonly IpoApplicationStatus[]) {
    let query = db.selectFrom('ipo_applications').selectAll().where('ipo_id', '=', ipoId);
    if (statuses) query = query.where('status', 'in', statuses);
    return query.orderBy('created_at').orderBy('application_id').execute();
  },

  /**
   * RECEIVED applications due for lodging, oldest first: their cut-off has passed while the issue is OPEN, or the
   * issue has closed (the desk closed it before the cut-off).
   */
  dueForLodging(db: Executor, now: Date) {
    return db
      .selectFrom('ipo_applications as a')
      .innerJoin('ipo_issues as i', 'i.ipo_id', 'a.ipo_id')
      .select(['a.application_id', 'a.ipo_id'])
      .where('a.status', '=', 'RECEIVED')
      .where((eb) => eb.or([eb('a.cutoff_at', '<=', now), eb('i.status', '=', 'CLOSED')]))
      .where('i.status', 'in', ['OPEN', 'CLOSED'])
      .orderBy('a.created_at')
      .execute();
  },

  /** The offer has closed: the issue's lodged applications are accepted (eIPO ACP). */
  async acceptLodged(db: Executor, ipoId: string): Promise<void> {
    await db
      .updateTable('ipo_applications')
      .set({ eipo_code: 'ACP', eipo_flag: null, updated_at: new Date() })
      .where('ipo_id', '=', ipoId)
      .where('status', '=', 'LODGED')
      .execute();
  },

  /** Gives a loan back to the issue's pool (an application cancelled or voided before it was drawn). */
  async releasePool(db: Executor, ipoId: string, loan: string): Promise<void> {
    await db
      .updateTable('ipo_issues')
      .set((eb) => ({ pool_used: eb('pool_used', '-', loan) }))
      .where('ipo_id', '=', ipoId)
      .execute();
  },
};
