import { fundRequestTypes } from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import type { DatabaseJobResources } from '../../platform/jobs/advisory-job-lock';
import type { Job } from '../../platform/jobs/job-runner';
import { platformActor, recordAudit } from '../../platform/workflow/audit';
import type { Edda } from './edda';
import { eddaRepository } from './edda-repository';
import { fundRepository, type FundRequestRow } from './fund-repository';
import { queueOf, type FundActor, type StaffActions } from './staff-actions';

export const DEMO_FUND_JOB = 'demo-fund-processing';
/** How often, at most, the job looks for requests that have waited long enough (sooner for a shorter delay). */
const INTERVAL_MS = 5_000;
const platform: FundActor = { kind: 'PLATFORM' };

/** How many requests (and, apart, eDDA authorisations) one run takes. */
const BATCH = 50;

/** The audit action that sets a subject aside: 'deposit.set_aside', 'edda.set_aside'. */
const setAsideAction = (kind: string) => `${kind.toLowerCase()}.set_aside`;
const fundSetAsideActions = fundRequestTypes.map(setAsideAction);

/** Why a step failed, for staff: the refusal's code and description, or the database's message. */
function failureReason(error: unknown): string {
  if (error instanceof AppError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

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
 * processed; deposits and exchanges above the four-eyes amount verified, then approved a delay later), and
 * eDDA authorisations that match the client's record are confirmed, each with its audit record. A step that
 * fails (not enough cash left, a race with staff, an amount the ledger cannot hold) sets the request aside for
 * staff: an audit record '<type>.set_aside' says why, and later runs pass it by until staff change it, so
 * requests that can never go through do not hold up the others.
 */
export function demoFundProcessingJob(
  parts: { actions: StaffActions; edda: Edda },
  delaySeconds: number,
): Job<DatabaseJobResources> {
  const { actions, edda } = parts;
  return {
    name: DEMO_FUND_JOB,
    // A one-second delay (a demo that moves quickly, a test) is not stretched to the five-second look.
    intervalMs: Math.min(INTERVAL_MS, delaySeconds * 1000),
    async run({ db, signal }) {
      const setAside: { subject: string; reason: string }[] = [];
      const attempt = async (
        step: () => Promise<unknown>,
        subject: { brokerCode: string; type: string; id: string; kind: string; status: string },
      ) => {
        try {
          await step();
          return 1;
        } catch (error) {
          const reason = failureReason(error);
          await recordAudit(db, {
            brokerCode: subject.brokerCode,
            actor: platformActor,
            action: setAsideAction(subject.kind),
            subjectType: subject.type,
            subjectId: subject.id,
            after: { status: subject.status, reason },
          });
          setAside.push({ subject: subject.id, reason });
          return 0;
        }
      };

      // A request set aside since it last changed waits for staff: only their change earns it another try.
      const requests = await fundRepository.waitingForPlatform(db, {
        delaySeconds,
        setAsideActions: fundSetAsideActions,
        limit: BATCH,
      });
      let done = 0;
      for (const row of requests) {
        if (signal.aborted) break;
        done += await attempt(() => nextStep(actions, row), {
          brokerCode: row.broker_code,
          type: 'FUND_REQUEST',
          id: row.request_id,
          kind: row.type,
          status: row.status,
        });
      }
      const authorisations = await eddaRepository.waitingForPlatform(db, {
        delaySeconds,
        setAsideActions: [setAsideAction('EDDA')],
        limit: BATCH,
      });
      for (const row of authorisations) {
        if (signal.aborted) break;
        done += await attempt(() => edda.confirm(row.broker_code, row.edda_id, platformActor), {
          brokerCode: row.broker_code,
          type: 'EDDA_AUTHORISATION',
          id: row.edda_id,
          kind: 'EDDA',
          status: row.state,
        });
      }
      return { steps: done, setAside };
    },
  };
}
