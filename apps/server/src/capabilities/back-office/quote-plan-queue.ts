import type { Kysely } from 'kysely';
import type { MarketCode, StaffQuotePlanApplication } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/insert-missing';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import type { QuotePlanRepository } from '../market-data/quote-plan-repository';
import { quotePlanApplicationRepository } from './quote-plan-application-repository';
import { recordAudit } from '../../platform/workflow/audit';
import type { StaffActor } from './staff-actor';

type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string | null };

function viewOf(row: {
  application_id: string;
  user_id: string;
  market: string;
  plan: 'LEVEL1' | 'LEVEL2';
  status: StaffQuotePlanApplication['status'];
  created_at: Date;
  name_en: string;
  current_plan: StaffQuotePlanApplication['currentPlan'] | null;
}): StaffQuotePlanApplication {
  return {
    applicationID: row.application_id,
    userID: row.user_id,
    clientName: row.name_en,
    market: row.market as MarketCode,
    plan: row.plan,
    currentPlan: row.current_plan ?? 'DELAYED',
    status: row.status,
    appliedAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The quote plan applications queue: list a broker's, grant one (the client's plan in that market becomes the
 * one applied for, in the transaction that marks it granted, then every node drops its copy of the client's
 * plans through `quote-plans-changed`), or refuse one. Only a PENDING application can be decided, under a row
 * lock, so two staff deciding at once decide once (E8011 for the second).
 */
export function createQuotePlanQueue(db: Kysely<Database>, plans: QuotePlanRepository, bus: EventBus) {
  async function find(executor: Executor, brokerCode: string, applicationId: string) {
    const row = await quotePlanApplicationRepository.find(executor, brokerCode, applicationId);
    if (!row) throw new AppError('E8010');
    return viewOf(row);
  }

  async function decide(
    staff: StaffActor,
    applicationId: string,
    decision: Decision,
  ): Promise<StaffQuotePlanApplication> {
    const decided = await db.transaction().execute(async (trx) => {
      // Lock the application first: a second decision waits here, then sees it is no longer pending.
      await quotePlanApplicationRepository.lock(trx, applicationId);
      const before = await find(trx, staff.brokerCode, applicationId);
      if (before.status !== 'PENDING') throw new AppError('E8011', { status: before.status });
      if (decision.status === 'APPROVED') {
        await plans.setPlan(before.userID, before.market, before.plan, null, trx);
      }
      await quotePlanApplicationRepository.decide(trx, applicationId, {
        status: decision.status,
        decidedBy: staff.actor.id,
        reason: decision.status === 'REJECTED' ? decision.reason : null,
      });
      const after = await find(trx, staff.brokerCode, applicationId);
      await recordAudit(trx, {
        ...staff,
        action:
          decision.status === 'APPROVED' ? 'quotePlanApplication.granted' : 'quotePlanApplication.refused',
        subjectType: 'QUOTE_PLAN_APPLICATION',
        subjectId: applicationId,
        before,
        after: decision.status === 'REJECTED' ? { ...after, reason: decision.reason } : after,
      });
      return after;
    });
    if (decision.status === 'APPROVED')
      await bus.publish({ type: 'quote-plans-changed', userId: decided.userID });
    return decided;
  }

  return {
    async list(
      brokerCode: string,
      query: { status: StaffQuotePlanApplication['status']; limit: number; offset: number },
    ): Promise<{ applications: StaffQuotePlanApplication[]; total: number }> {
      const { rows, total } = await quotePlanApplicationRepository.list(db, brokerCode, query);
      return { applications: rows.map(viewOf), total };
    },

    grant: (staff: StaffActor, applicationId: string) => decide(staff, applicationId, { status: 'APPROVED' }),

    refuse: (staff: StaffActor, applicationId: string, reason: string | undefined) =>
      decide(staff, applicationId, { status: 'REJECTED', reason: reason || null }),
  };
}

export type QuotePlanQueue = ReturnType<typeof createQuotePlanQueue>;
