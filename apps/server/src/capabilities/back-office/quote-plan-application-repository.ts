import type { Executor } from '../../platform/db/insert-missing';
import type { StaffQuotePlanApplication } from '@lantau/contract';

/** Applications of one broker's clients, with the client's name and their plan in that market now. */
function applicationsOfBroker(executor: Executor, brokerCode: string) {
  return executor
    .selectFrom('quote_plan_applications as application')
    .innerJoin('users', 'users.user_id', 'application.user_id')
    .leftJoin('quote_plans as current', (join) =>
      join
        .onRef('current.user_id', '=', 'application.user_id')
        .onRef('current.market', '=', 'application.market'),
    )
    .where('users.broker_code', '=', brokerCode);
}

const applicationColumns = [
  'application.application_id',
  'application.user_id',
  'application.market',
  'application.plan',
  'application.status',
  'application.created_at',
  'users.name_en',
  'current.plan as current_plan',
] as const;

/** SQL of the quote plan applications queue. */
export const quotePlanApplicationRepository = {
  find(executor: Executor, brokerCode: string, applicationId: string) {
    return applicationsOfBroker(executor, brokerCode)
      .select(applicationColumns)
      .where('application.application_id', '=', applicationId)
      .executeTakeFirst();
  },

  /** Locks the application's row: a second decision waits for the first's transaction. */
  async lock(executor: Executor, applicationId: string): Promise<void> {
    await executor
      .selectFrom('quote_plan_applications')
      .select('application_id')
      .where('application_id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
  },

  async decide(
    executor: Executor,
    applicationId: string,
    decision: {
      status: 'APPROVED' | 'REJECTED';
      decidedBy: string;
      reason: string | null;
    },
  ): Promise<void> {
    await executor
      .updateTable('quote_plan_applications')
      .set({
        status: decision.status,
        decided_by: decision.decidedBy,
        decided_at: new Date(),
        decision_reason: decision.reason,
      })
      .where('application_id', '=', applicationId)
      .execute();
  },

  /** A page of the broker's applications in a status, oldest first, with the count of all. */
  async list(
    executor: Executor,
    brokerCode: string,
    query: { status: StaffQuotePlanApplication['status']; limit: number; offset: number },
  ) {
    const matching = applicationsOfBroker(executor, brokerCode).where(
      'application.status',
      '=',
      query.status,
    );
    const [rows, count] = await Promise.all([
      matching
        .select(applicationColumns)
        .orderBy('application.created_at')
        .orderBy('application.application_id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },
};
