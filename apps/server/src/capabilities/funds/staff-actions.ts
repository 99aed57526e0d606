import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import {
  fundQueueOf,
  fundStaffSteps,
  type FundQueue,
  type FundRequestDetails,
  type FundRequestStatus,
  type FundStaffStep,
  type StaffFundRequest,
  type TransferDirection,
} from '@lantau/contract';
import type { AuditActor } from '../../platform/workflow/audit';
import { assertFourEyes } from '../back-office/four-eyes';
import type { StaffSession } from '../back-office/staff-sessions';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { JournalLeg } from '../ledger';
import type { FundContext } from './fund-context';
import { cashAsset } from './fund-money';
import { fundReferenceRepository } from './fund-reference-repository';
import { fundRepository, type FundRequestRow } from './fund-repository';
import { journalDescription } from './fund-texts';
import { announceFund, moveRequest } from './fund-transitions';
import { staffFundRequestViews } from './fund-views';

/** Who acts: a member of staff (their session, for four-eyes) or the platform (demo processing). */
export type FundActor = { kind: 'STAFF'; session: StaffSession } | { kind: 'PLATFORM' };

const auditActorOf = (actor: FundActor): AuditActor =>
  actor.kind === 'STAFF'
    ? { kind: 'STAFF', id: actor.session.staffId }
    : { kind: 'PLATFORM', id: 'platform' };

/** Which queue a request belongs to: what staff do with it (the contract's rule). */
export function queueOf(row: Pick<FundRequestRow, 'type' | 'details'>): FundQueue {
  return fundQueueOf(row.type, (row.details as { direction?: TransferDirection }).direction);
}

/** The legs that complete a request (its hold, if any, released by the same journal). */
function completionLegs(row: FundRequestRow): JournalLeg[] {
  const amount = new Decimal(row.amount);
  const fee = new Decimal(row.fee);
  const details = row.details as unknown as FundRequestDetails;
  const client = row.account_number;
  const own = cashAsset(row.currency_code);
  const feeLegs: JournalLeg[] = fee.isZero() ? [] : [{ account: 'HOUSE:FEES', asset: own, amount: fee }];
  switch (details.type) {
    case 'DEPOSIT':
      return [
        { account: 'HOUSE:BANK', asset: own, amount: amount.negated() },
        { account: client, asset: own, amount },
      ];
    case 'WITHDRAWAL':
      return [
        { account: client, asset: own, amount: amount.plus(fee).negated() },
        { account: 'HOUSE:BANK', asset: own, amount },
        ...feeLegs,
      ];
    case 'EXCHANGE': {
      const bought = cashAsset(details.toCurrency);
      return [
        { account: client, asset: own, amount: amount.plus(fee).negated() },
        { account: 'HOUSE:FX', asset: own, amount },
        ...feeLegs,
        { account: 'HOUSE:FX', asset: bought, amount: new Decimal(details.toAmount).negated() },
        { account: client, asset: bought, amount: new Decimal(details.toAmount) },
      ];
    }
    case 'TRANSFER': {
      const [paying, receiving] =
        details.direction === 'TO_CRYPTO'
          ? [client, details.cryptoAccountNumber]
          : [details.cryptoAccountNumber, client];
      return [
        { account: paying, asset: own, amount: amount.negated() },
        { account: receiving, asset: own, amount },
      ];
    }
  }
}

/**
 * Whether a deposit or an exchange needs a second pair of eyes: more than the broker's four-eyes amount for its
 * currency (`fund_currency_rules.four_eyes_above`; for an exchange, the currency sold). Read in the caller's
 * transaction. Without a rule for the currency, every request needs two (the safe side).
 */
async function needsSecondPair(trx: Transaction<Database>, row: FundRequestRow): Promise<boolean> {
  const rule = await fundReferenceRepository.currencyRule(trx, row.broker_code, row.currency_code);
  return rule === undefined || new Decimal(row.amount).greaterThan(rule.four_eyes_above);
}

/**
 * What staff (and the demo's platform) do to fund requests. Each step locks the request, checks its queue and
 * status against what the step accepts (`fundStaffSteps` in the contract, which the back office lists its
 * queues by; E7020 not the broker's, E7021 not now), moves it through the state machine with its event, message
 * and audit record, and posts or releases the money, all in one transaction.
 *
 * Four-eyes: a payment out is always prepared by one member (PND to ACK) and approved by another; a deposit or
 * an exchange above the broker's four-eyes amount takes the same two steps (the first member's credit or
 * process moves it to ACK, nothing posted), at or below it one member completes it. Whoever took the first step
 * may not approve (E8002); the request's row lock makes a second approval find it done (E7021).
 */
export function createStaffActions(context: FundContext) {
  const { db, ledger } = context;

  async function act(
    brokerCode: string,
    requestId: string,
    step: FundStaffStep,
    work: (trx: Transaction<Database>, row: FundRequestRow) => Promise<void>,
  ): Promise<StaffFundRequest> {
    const { queues, from } = fundStaffSteps[step];
    await db.transaction().execute(async (trx) => {
      const row = await fundRepository.lock(trx, requestId);
      if (!row || row.broker_code !== brokerCode) throw new AppError('E7020');
      if (
        !(queues as readonly FundQueue[]).includes(queueOf(row)) ||
        !(from as readonly FundRequestStatus[]).includes(row.status)
      )
        throw new AppError('E7021', { status: row.status });
      await work(trx, row);
    });
    const row = await fundRepository.find(db, requestId);
    await announceFund(context.bus, row);
    return (await staffFundRequestViews(db, [row!]))[0]!;
  }

  /** APV then CLS: the money moves as the request completes. */
  async function complete(
    trx: Transaction<Database>,
    row: FundRequestRow,
    actor: AuditActor,
    action: string,
  ) {
    const approved = await moveRequest(trx, row, 'APV', actor, { action: `${action}.approved` });
    await ledger.postJournal(trx, {
      reason: row.type,
      reference: row.request_id,
      description: journalDescription(row.type, row.request_number),
      legs: completionLegs(row),
      ...(row.hold_id !== null && {
        releases: [{ holdID: row.hold_id, amount: new Decimal(row.amount).plus(row.fee), voidRest: true }],
      }),
    });
    await moveRequest(trx, approved, 'CLS', actor, { action: `${action}.completed` });
  }

  async function refuse(trx: Transaction<Database>, row: FundRequestRow, actor: AuditActor, reason: string) {
    if (row.hold_id !== null) await ledger.voidHold(trx, row.hold_id);
    await moveRequest(trx, row, 'REJ', actor, { reason, action: `${row.type.toLowerCase()}.refused` });
  }

  /** The first pair of eyes: PND to ACK, naming who, for another member to approve. Nothing posts. */
  async function prepare(trx: Transaction<Database>, row: FundRequestRow, actor: AuditActor) {
    await moveRequest(trx, row, 'ACK', actor, {
      preparedBy: actor.id,
      action: `${row.type.toLowerCase()}.prepared`,
    });
  }

  /** A deposit credited or an exchange processed: at once, or above the four-eyes amount, prepared only. */
  async function completeOrPrepare(trx: Transaction<Database>, row: FundRequestRow, actor: FundActor) {
    const who = auditActorOf(actor);
    if (await needsSecondPair(trx, row)) await prepare(trx, row, who);
    else await complete(trx, row, who, row.type.toLowerCase());
  }

  /** The second pair of eyes on a request another member (or the demo's platform) prepared. */
  function approve(step: 'approve' | 'approvePayment') {
    return (brokerCode: string, requestId: string, actor: FundActor) =>
      act(brokerCode, requestId, step, async (trx, row) => {
        if (row.prepared_by === null) throw new AppError('E7021', { status: row.status });
        // Four-eyes binds staff; the demo's platform prepares and approves on its own.
        if (actor.kind === 'STAFF') assertFourEyes({ preparedBy: row.prepared_by }, actor.session);
        await complete(trx, row, auditActorOf(actor), row.type.toLowerCase());
      });
  }

  return {
    /** Verifies a deposit: credited, or above the four-eyes amount waiting for approval. */
    creditDeposit(brokerCode: string, requestId: string, actor: FundActor) {
      return act(brokerCode, requestId, 'creditDeposit', (trx, row) => completeOrPrepare(trx, row, actor));
    },
    refuseDeposit(brokerCode: string, requestId: string, actor: FundActor, reason: string) {
      return act(brokerCode, requestId, 'refuseDeposit', (trx, row) =>
        refuse(trx, row, auditActorOf(actor), reason),
      );
    },
    preparePayment(brokerCode: string, requestId: string, actor: FundActor) {
      return act(brokerCode, requestId, 'preparePayment', (trx, row) =>
        prepare(trx, row, auditActorOf(actor)),
      );
    },
    approvePayment: approve('approvePayment'),
    refusePayment(brokerCode: string, requestId: string, actor: FundActor, reason: string) {
      return act(brokerCode, requestId, 'refusePayment', (trx, row) =>
        refuse(trx, row, auditActorOf(actor), reason),
      );
    },
    /** Processes an exchange or transfer in: completed, or above the four-eyes amount waiting for approval. */
    processExchange(brokerCode: string, requestId: string, actor: FundActor) {
      return act(brokerCode, requestId, 'processExchange', (trx, row) => completeOrPrepare(trx, row, actor));
    },
    refuseExchange(brokerCode: string, requestId: string, actor: FundActor, reason: string) {
      return act(brokerCode, requestId, 'refuseExchange', (trx, row) =>
        refuse(trx, row, auditActorOf(actor), reason),
      );
    },
    /** Approves whatever waits for approval (ACK), payment, deposit or exchange. */
    approve: approve('approve'),
    /** Refuses whatever waits for approval (ACK): nothing was credited; a hold is released. */
    refuseApproval(brokerCode: string, requestId: string, actor: FundActor, reason: string) {
      return act(brokerCode, requestId, 'refuseApproval', (trx, row) =>
        refuse(trx, row, auditActorOf(actor), reason),
      );
    },
  };
}

export type StaffActions = ReturnType<typeof createStaffActions>;
export { auditActorOf };
