import { sql } from 'kysely';
import type { DatabaseJobResources } from '../jobs/advisory-job-lock';
import type { Job } from '../jobs/job-runner';
import { platformActor } from '../back-office/audit';
import type { Edda } from './edda';
import type { FundRequestRow } from './fund-repository';
import { queueOf, type FundActor, type StaffActions } from './staff-actions';

export const DEMO_FUND_JOB = 'demo-fund-processing';
/** How often, at most, the job looks for requests that have waited long enough (sooner for a shorter delay). */
const INTERVAL_MS = 5_000;
const platform: FundActor = { kind: 'PLATFORM' };

/**
 * The next step the platform takes for a request, through the same functions staff call. A request waiting for
 * approval (a payment prepared, a deposit or exchange above the broker's four-eyes amount verified, by staff or
 * by the platform's own earlier step) is approved: in demo mode the platform is both pairs of eyes, and the
 * request's events and audit trail name it (PLATFORM) for both.
 */
function nextStep(actions: StaffActions, row: FundRequestRow) {
  if (row.status === 'ACK') return actions.approve(row.broker_code, row.request_id, platform);
  switch (queueOf(row)) {
    case 'DEPOSIT':
      return actions.creditDeposit(row.broker_code, row.request_id, platform);
    case 'EXCHANGE':
      return actions.processExchange(row.broker_code, row.request_id, platform);
    case 'PAYMENT':
      return actions.preparePayment(row.broker_code, row.request_id, platform);
  }
}

/**
 * Demo mode's back office: requests that have waited `delaySeconds` since their last change are taken one
 * step further as the PLATFORM (deposits credited, payments prepared then approved, exchanges and transfers
 * processed; deposits and exchanges above the four-eyes amount verified, then approved a delay later), and eDDA authorisations that match the client's record are confirmed, each with its audit record.
 * A step refused (not enough cash left, a race with staff) is logged and left for staff.
 */
export function demoFundProcessingJob(
  parts: () => { actions: StaffActions; edda: Edda },
  delaySeconds: number,
): Job<DatabaseJobResources> {
  return {
    name: DEMO_FUND_JOB,
    // A one-second delay (a demo that moves quickly, a test) is not stretched to the five-second look.
    intervalMs: Math.min(INTERVAL_MS, delaySeconds * 1000),
    async run({ db, signal }) {
      const { actions, edda } = parts();
      const due = sql<Date>`now() - make_interval(secs => ${delaySeconds})`;
      const requests = await db
        .selectFrom('fund_requests')
        .selectAll()
        .where('status', 'in', ['PND', 'ACK'])
        .where('updated_at', '<=', due)
        .orderBy('updated_at')
        .limit(50)
        .execute();
      let done = 0;
      for (const row of requests) {
        if (signal.aborted) break;
        await nextStep(actions, row).then(
          () => (done += 1),
          () => undefined,
        );
      }
      const authorisations = await db
        .selectFrom('edda_authorisations')
        .select(['edda_id', 'broker_code'])
        .where('state', '=', 'SUBMITTED')
        .where('matches_record', '=', true)
        .where('updated_at', '<=', due)
        .limit(50)
        .execute();
      for (const row of authorisations) {
        if (signal.aborted) break;
        await edda.confirm(row.broker_code, row.edda_id, platformActor).then(
          () => (done += 1),
          () => undefined,
        );
      }
      return { steps: done };
    },
  };
}
