import type { Kysely } from 'kysely';
import { columnsOf } from '../../platform/db/column-names';
import type { MarketCode, QuotePlan } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import type { Database } from '../../platform/db/schema';

export interface NewApplication {
  applicationId: string;
  userId: string;
  market: MarketCode;
  plan: 'LEVEL1' | 'LEVEL2';
}

const applicationColumns = ['application_id', 'user_id', 'market', 'plan', 'status', 'created_at'] as const;

/** SQL for quote plans, their click counters and the applications to upgrade. */
export function createQuotePlanRepository(db: Kysely<Database>) {
  return {
    /**
     * The user's broker and plans in one query: one row per plan the user has, or one row with a null market
     * when it has none; no row for an unknown user.
     */
    findBrokerAndPlans(userId: string) {
      return db
        .selectFrom('users')
        .leftJoin('quote_plans', 'quote_plans.user_id', 'users.user_id')
        .select([
          'users.user_id',
          'users.broker_code',
          'quote_plans.market',
          'quote_plans.plan',
          'quote_plans.clicks_remaining',
        ])
        .where('users.user_id', '=', userId)
        .execute();
    },

    findPlan(userId: string, market: MarketCode) {
      return db
        .selectFrom('quote_plans')
        .select(['market', 'plan', 'clicks_remaining'])
        .where('user_id', '=', userId)
        .where('market', '=', market)
        .executeTakeFirst();
    },

    /**
     * Spends one click: a conditional UPDATE, so two snapshots at once can never spend the same click (the
     * second waits for the first's row lock, then sees the new count). Undefined when none was left.
     */
    async spendClick(executor: Executor, userId: string, market: MarketCode): Promise<number | undefined> {
      const row = await executor
        .updateTable('quote_plans')
        .set((eb) => ({ clicks_remaining: eb('clicks_remaining', '-', 1), updated_at: new Date() }))
        .where('user_id', '=', userId)
        .where('market', '=', market)
        .where('plan', '=', 'CLICK')
        .where('clicks_remaining', '>', 0)
        .returning('clicks_remaining')
        .executeTakeFirst();
      return row?.clicks_remaining ?? undefined;
    },

    /** Sets a plan (operators, a granted application, tests; the seed inserts missing rows only). */
    async setPlan(
      userId: string,
      market: MarketCode,
      plan: QuotePlan,
      clicks: number | null,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insertInto('quote_plans')
        .values({ user_id: userId, market, plan, clicks_remaining: clicks })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'market'])
            .doUpdateSet({ plan, clicks_remaining: clicks, updated_at: new Date() }),
        )
        .execute();
    },

    findPendingApplications(executor: Executor, userId: string) {
      return executor
        .selectFrom('quote_plan_applications')
        .select(applicationColumns)
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .orderBy('created_at', 'desc')
        .execute();
    },

    findApplication(executor: Executor, userId: string, applicationId: string) {
      return executor
        .selectFrom('quote_plan_applications')
        .select(applicationColumns)
        .where('user_id', '=', userId)
        .where('application_id', '=', applicationId)
        .executeTakeFirst();
    },

    async insertApplication(executor: Executor, application: NewApplication): Promise<void> {
      await executor
        .insertInto('quote_plan_applications')
        .values({ ...columnsOf(application), status: 'PENDING' })
        .execute();
    },
  };
}

export type QuotePlanRepository = ReturnType<typeof createQuotePlanRepository>;
