import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { FundQueue, FundRequestStatus, FundRequestType } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { auditedSinceChanged } from '../back-office/audit-repository';
import type { Database, FundRequestEventsTable, FundRequestsTable } from '../../platform/db/schema';

export type FundRequestRow = Selectable<FundRequestsTable>;
export type FundEventRow = Selectable<FundRequestEventsTable>;

/** The requests of one queue, as the contract's fundQueueOf sorts them (a transfer by its direction). */
function inQueue(eb: ExpressionBuilder<Database, 'fund_requests'>, queue: FundQueue) {
  const toCrypto = sql<boolean>`coalesce(details->>'direction' = 'TO_CRYPTO', false)`;
  if (queue === 'DEPOSIT') return eb('type', '=', 'DEPOSIT');
  if (queue === 'PAYMENT')
    return eb.or([eb('type', '=', 'WITHDRAWAL'), eb.and([eb('type', '=', 'TRANSFER'), toCrypto])]);
  return eb.or([eb('type', '=', 'EXCHANGE'), eb.and([eb('type', '=', 'TRANSFER'), eb.not(toCrypto)])]);
}

/** SQL of fund requests: the rows and their events. */
export const fundRepository = {
  /** 'F000123': short enough to read out on the phone to the broker. */
  async nextRequestId(executor: Executor): Promise<string> {
    const { rows } = await sql<{ n: string }>`select nextval('fund_request_numbers') as n`.execute(executor);
    return `F${rows[0]!.n.padStart(6, '0')}`;
  },

  find(executor: Executor, requestId: string): Promise<FundRequestRow | undefined> {
    return executor
      .selectFrom('fund_requests')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  },

  /** The row locked for the rest of the transaction: one change of a request at a time. */
  lock(executor: Executor, requestId: string): Promise<FundRequestRow | undefined> {
    return executor
      .selectFrom('fund_requests')
      .selectAll()
      .where('request_id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
  },

  events(executor: Executor, requestIds: readonly string[]): Promise<FundEventRow[]> {
    if (requestIds.length === 0) return Promise.resolve([]);
    return executor
      .selectFrom('fund_request_events')
      .selectAll()
      .where('request_id', 'in', requestIds)
      .orderBy('event_id')
      .execute();
  },

  /** A client's requests placed on business dates from..to, newest first. */
  async listForClient(
    executor: Executor,
    filter: {
      userId: string;
      from: string;
      to: string;
      type?: FundRequestType | undefined;
      status?: FundRequestStatus | undefined;
      accountNumber?: string | undefined;
      limit: number;
      offset: number;
    },
  ) {
    let query = executor
      .selectFrom('fund_requests')
      .where('user_id', '=', filter.userId)
      .where('business_date', '>=', filter.from)
      .where('business_date', '<=', filter.to);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.accountNumber) query = query.where('account_number', '=', filter.accountNumber);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('request_id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** A broker's queue: oldest first, as a queue is worked. */
  async listForBroker(
    executor: Executor,
    filter: {
      brokerCode: string;
      queue?: FundQueue | undefined;
      type?: FundRequestType | undefined;
      statuses?: readonly FundRequestStatus[] | undefined;
      userId?: string | undefined;
      limit: number;
      offset: number;
    },
  ) {
    let query = executor.selectFrom('fund_requests').where('broker_code', '=', filter.brokerCode);
    const { queue } = filter;
    if (queue) query = query.where((eb) => inQueue(eb, queue));
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.statuses && filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
    if (filter.userId) query = query.where('user_id', '=', filter.userId);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at')
        .orderBy('request_id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  insert(executor: Executor, row: Insertable<FundRequestsTable>): Promise<FundRequestRow> {
    return executor.insertInto('fund_requests').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** What transfers of the account in the currency on the business date add up to (cancelled and refused aside). */
  async transferredOn(
    executor: Executor,
    accountNumber: string,
    currency: string,
    businessDate: string,
  ): Promise<string | null> {
    const used = await executor
      .selectFrom('fund_requests')
      .select(sql<string | null>`sum(amount)`.as('total'))
      .where('account_number', '=', accountNumber)
      .where('type', '=', 'TRANSFER')
      .where('currency_code', '=', currency)
      .where('business_date', '=', businessDate)
      .where('status', 'not in', ['CAN', 'REJ'])
      .executeTakeFirst();
    return used?.total ?? null;
  },

  /**
   * Requests waiting (PND or ACK) unchanged for `delaySeconds`, longest first, but those set aside (an audit
   * record of one of `setAsideActions`) since they last changed: the demo's platform takes them further.
   */
  waitingForPlatform(
    executor: Executor,
    wait: { delaySeconds: number; setAsideActions: readonly string[]; limit: number },
  ): Promise<FundRequestRow[]> {
    return executor
      .selectFrom('fund_requests')
      .selectAll()
      .where('status', 'in', ['PND', 'ACK'])
      .where('updated_at', '<=', sql<Date>`now() - make_interval(secs => ${wait.delaySeconds})`)
      .where((eb) =>
        eb.not(
          auditedSinceChanged('fund_requests', {
            type: 'FUND_REQUEST',
            idColumn: 'request_id',
            actions: wait.setAsideActions,
          }),
        ),
      )
      .orderBy('updated_at')
      .limit(wait.limit)
      .execute();
  },
};
